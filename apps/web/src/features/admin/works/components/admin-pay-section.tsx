import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { useRatingsWages } from "@/entities/payment/pay-writes";
import { RatingSheet } from "@/entities/payment/rating-sheet";
import { WageSheet } from "@/entities/payment/wage-sheet";
import { todayInKolkata } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import { worksKeys } from "../api/work-keys";

type Open = { kind: "rate" | "wage"; user: AssignedUser } | null;

/**
 * Who an admin may rate and pay here: everyone while the work is open (on or after its day);
 * once it is completed, only a row still without its rating or wage (the completing captain's
 * own, docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
export function payableRow(work: Pick<Work, "status">, u: AssignedUser): boolean {
  if (work.status === "completed") return u.is_rated === false || !u.is_waged;
  return work.status !== "cancelled";
}

/** The work has happened (today or before) and is not cancelled: ratings and wages can be entered. */
export function showsPay(work: Pick<Work, "status" | "date">): boolean {
  return work.status !== "cancelled" && work.date <= todayInKolkata();
}

/**
 * Ratings and wages on the admin's own work page: the admin rates and pays anyone, the
 * captain included, with his own session (no sign-in to the captain's area).
 */
export function AdminPaySection({ work, users }: { work: Work; users: AssignedUser[] }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const records = useRatingsWages(work.id, "admin");
  const [open, setOpen] = useState<Open>(null);
  const rating = (u: AssignedUser) => records.data?.ratings.find((r) => r.user === u.user_id);
  const wage = (u: AssignedUser) => records.data?.wages.find((w) => w.user === u.user_id);
  const saved = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: worksKeys.assigned(work.id) });
  };
  const openRating = open?.kind === "rate" ? open.user : null;
  const openWage = open?.kind === "wage" ? open.user : null;
  const wageRating = openWage ? rating(openWage) : undefined;

  return (
    <section aria-labelledby="pay-title">
      <h3 id="pay-title" className="mb-2 text-base font-semibold text-slate-900">
        {t`Ratings and wages`}
      </h3>
      {records.isPending ? (
        <SkeletonText lines={3} />
      ) : records.isError ? (
        <ErrorState message={t`Failed to load ratings and wages`} onRetry={() => records.refetch()} />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t`Ratings and wages`}
        >
          {users.map((u) => {
            const rated = u.is_rated !== false;
            const name = u.user_name;
            return (
              <li key={u.id} aria-label={name} className="flex flex-wrap items-center gap-2 p-3">
                <span className="min-w-0 flex-1 break-words text-sm font-medium text-slate-900">
                  {name} <span className="text-xs text-slate-500">({labelOf(ROLE_LABELS, u.role)})</span>
                </span>
                <Badge tone={rated ? "success" : "warning"}>{rated ? t`Rated` : t`Not rated yet`}</Badge>
                <Badge tone={u.is_waged ? "brand" : "warning"}>
                  {u.is_waged ? t`Wage entered` : t`No wage yet`}
                </Badge>
                {payableRow(work, u) && (
                  <>
                    <Button
                      size="sm"
                      variant={rated ? "outline" : "primary"}
                      aria-label={rated ? t`Edit rating of ${name}` : t`Rate ${name}`}
                      onClick={() => setOpen({ kind: "rate", user: u })}
                    >
                      {rated ? t`Edit rating` : t`Rate`}
                    </Button>
                    {rated && (
                      <Button
                        size="sm"
                        variant={u.is_waged ? "outline" : "success"}
                        aria-label={u.is_waged ? t`Edit wage of ${name}` : t`Enter wage of ${name}`}
                        onClick={() => setOpen({ kind: "wage", user: u })}
                      >
                        {u.is_waged ? t`Edit wage` : t`Enter wage`}
                      </Button>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {openRating && (
        <RatingSheet
          area="admin"
          workId={work.id}
          user={openRating}
          rating={rating(openRating)}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {openWage && wageRating && (
        <WageSheet
          area="admin"
          workId={work.id}
          user={openWage}
          rating={wageRating}
          wage={wage(openWage)}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
    </section>
  );
}
