import type {
  AcceptRefusal,
  AcceptSuggestedResponse,
  SuggestedWorker,
} from "@catercrew/shared/schemas/crews";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { roleLabel } from "@/lib/labels";
import { useAcceptSuggested, useSuggestedCrew } from "../api/suggested";
import { SuggestedSupervisors } from "./suggested-supervisors";

/** Signed points, as the reasons show them ("+8", "-3", "0"). */
function points(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The ranked requesters' role groups: those that fill the work's needed count (docs/decisions/037). */
const NEEDED_ROLES = ["head_boy", "boys"] as const;

/** One ranked requester with every reason on the row. */
function SuggestedRow({ s, rank, bikeNeeded }: { s: SuggestedWorker; rank: number; bikeNeeded: boolean }) {
  const { t } = useLingui();
  const pointsOf = (reason: SuggestedWorker["reasons"][number]["reason"]) =>
    points(s.reasons.find((r) => r.reason === reason)?.points ?? 0);
  const f = s.facts;
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="suggested-row">
      <td className="px-2 py-2 text-sm font-semibold text-slate-900">{rank}</td>
      <th scope="row" className="px-2 py-2 text-left text-sm font-medium text-slate-900">
        {s.user_name}
        <span className="block text-xs font-normal text-slate-500">{roleLabel(s.role)}</span>
      </th>
      <td className="px-2 py-2 text-sm text-slate-800">
        {f.average_rating > 0 ? t`${f.average_rating} of 5` : t`Not rated yet`}
        <span className="block text-xs text-slate-500">{pointsOf("rating")}</span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">
        {plural(f.no_shows, { one: "# no-show", other: "# no-shows" })},{" "}
        {plural(f.late_cancellations, { one: "# late cancellation", other: "# late cancellations" })}
        <span className="block text-xs text-slate-500">
          {pointsOf("no_shows")} / {pointsOf("late_cancellations")}
        </span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">
        {f.works_done}
        <span className="block text-xs text-slate-500">{pointsOf("works_done")}</span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">
        {f.works_this_month}
        <span className="block text-xs text-slate-500">{pointsOf("works_this_month")}</span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">
        {f.same_district ? t`Yes` : t`No`}
        <span className="block text-xs text-slate-500">{pointsOf("same_district")}</span>
      </td>
      <td className="px-2 py-2 text-sm text-slate-800">
        {f.has_bike ? t`Yes` : t`No`}
        <span className="block text-xs text-slate-500">{bikeNeeded ? pointsOf("bike") : t`not asked`}</span>
      </td>
      <td className="px-2 py-2 text-right text-sm font-semibold text-slate-900">{s.score}</td>
    </tr>
  );
}

/**
 * The suggested crew on a work's requests: for the role group the work still needs,
 * the requesters ranked with the reasons on each row, and "Accept the suggested N", which answers
 * who could not be accepted and why.
 */
export function SuggestedCrewSection({ workId, upcoming }: { workId: number; upcoming: boolean }) {
  const { t } = useLingui();
  const q = useSuggestedCrew(workId, upcoming);
  const accept = useAcceptSuggested(workId);
  const [result, setResult] = useState<AcceptSuggestedResponse | null>(null);
  if (!upcoming) return null;

  const refusal: Record<AcceptRefusal, string> = {
    blocked: t`blocked (no-shows, not approved or deactivated)`,
    one_meal: t`booked elsewhere for the same meal that day`,
    full: t`the crew is already full`,
    other: t`could not be accepted`,
  };

  const onAccept = async (count: number) => {
    setResult(null);
    try {
      const res = await accept.mutateAsync(count);
      setResult(res);
      notify.adminSuccess(
        plural(res.accepted.length, { one: "# worker accepted", other: "# workers accepted" }),
      );
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : t`Failed to accept the suggested crew`);
    }
  };

  return (
    <section aria-labelledby="suggested-title" data-testid="suggested-crew">
      <h3 id="suggested-title" className="mb-1 text-base font-semibold text-slate-900">
        {t`Suggested crew`}
      </h3>
      {q.isPending ? (
        <SkeletonText lines={3} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        (() => {
          const free = Math.max(0, q.data.needed - q.data.filled);
          // While the waitlist's offers are out, the free places are theirs to take: no one else.
          const offersOut = q.data.open_offers;
          const count = offersOut > 0 ? 0 : Math.min(free, q.data.suggested.length);
          return (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                {NEEDED_ROLES.map((role) => (
                  <Badge key={role} tone="info">
                    {roleLabel(role)}
                  </Badge>
                ))}
                <p className="text-sm text-slate-700" data-testid="still-needed">
                  {t`Filled ${q.data.filled} of ${q.data.needed}`} ·{" "}
                  {plural(free, { one: "# more needed", other: "# more needed" })}
                </p>
                <div className="ms-auto">
                  <Button
                    size="sm"
                    variant="success"
                    disabled={count === 0 || accept.isPending}
                    loading={accept.isPending}
                    icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}
                    onClick={() => onAccept(count)}
                  >
                    {plural(count, { one: "Accept the suggested #", other: "Accept the suggested #" })}
                  </Button>
                </div>
              </div>
              {offersOut > 0 && free > 0 && (
                <Alert tone="info" title={t`Offers are out`}>
                  {plural(offersOut, {
                    one: "# worker from the waitlist holds an offer for the free places. Wait for the answer before accepting anyone else.",
                    other:
                      "# workers from the waitlist hold offers for the free places. Wait for their answers before accepting anyone else.",
                  })}
                </Alert>
              )}
              {result && result.refused.length > 0 && (
                <Alert tone="warning" title={t`Not accepted`} onDismiss={() => setResult(null)}>
                  <ul className="list-disc pl-4" data-testid="refused-list">
                    {result.refused.map((r) => (
                      <li key={r.request}>
                        {r.user_name}: {refusal[r.reason]}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
              {q.data.suggested.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
                  {t`No one is waiting`}
                </p>
              ) : (
                <div className="overflow-x-auto rounded-lg border border-slate-200">
                  <table className="w-full min-w-[56rem] text-left" aria-label={t`Suggested crew`}>
                    <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                      <tr>
                        <th scope="col" className="px-2 py-2">
                          #
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Name`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Average rating`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`No-shows and late cancellations (90 days)`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Works done`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Works this month`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Same district`}
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {t`Bike`}
                        </th>
                        <th scope="col" className="px-2 py-2 text-right">
                          {t`Score`}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {q.data.suggested.map((s, i) => (
                        <SuggestedRow key={s.request} s={s} rank={i + 1} bikeNeeded={q.data.bike_needed} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <SuggestedSupervisors workId={workId} crew={q.data} />
            </div>
          );
        })()
      )}
    </section>
  );
}
