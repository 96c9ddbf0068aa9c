import type { LateCancellation } from "@catercrew/shared/schemas/crews";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { useClearLateCancellation, useUserLateCancellations } from "../api/late-cancellations";

/** The user's late cancellations (withdrawals after the cut-off) on the details dialog; the admin clears one with a reason. */
export function UserLateCancellations({ userId }: { userId: number }) {
  const { t } = useLingui();
  const q = useUserLateCancellations(userId);
  const headingId = `user-late-cancellations-${userId}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t`Late cancellations`}
      </h3>
      {q.isPending ? (
        <SkeletonText lines={2} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="late-cancellations-summary">
            {plural(q.data.late_cancellations_90d, {
              one: "# late cancellation in the last 90 days",
              other: "# late cancellations in the last 90 days",
            })}
          </p>
          {q.data.late_cancellations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t`No late cancellations.`}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {q.data.late_cancellations.map((m) => (
                <MarkRow key={m.id} mark={m} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function MarkRow({ mark }: { mark: LateCancellation }) {
  const { t } = useLingui();
  const clear = useClearLateCancellation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const work = mark.work_name;
  const date = formatDate(mark.work_date);
  const by = mark.cleared_by_name ?? t`an admin`;
  const submit = async () => {
    setError(null);
    try {
      const res = await clear.mutateAsync({ id: mark.id, body: { reason } });
      notify.adminSuccess(res.message);
      setOpen(false);
    } catch (err) {
      setError(
        err instanceof ApiError && err.message ? err.message : t`Failed to clear the late cancellation`,
      );
    }
  };
  return (
    <li className="flex flex-col gap-2 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block break-words font-medium text-slate-900">
            {work} · {date}
          </span>
          <span className="block text-xs text-slate-600">{t`Withdrew late ${formatDateTime(mark.created_at)}`}</span>
          {mark.cleared_at && (
            <span className="block break-words text-xs text-slate-600">
              {t`Cleared by ${by}: ${mark.clear_reason ?? ""}`}
            </span>
          )}
        </span>
        {mark.cleared_at ? (
          <Badge tone="success">{t`Cleared`}</Badge>
        ) : (
          !open && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setOpen(true)}
              aria-label={t`Clear late cancellation for ${work}, ${date}`}
            >
              {t`Clear`}
            </Button>
          )
        )}
      </div>
      {open && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {error && <Alert tone="error">{error}</Alert>}
          <Input label={t`Reason`} required value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={clear.isPending} loadingText={t`Clearing...`}>
              {t`Clear late cancellation`}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={clear.isPending}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
