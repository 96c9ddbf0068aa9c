import type { Strike } from "@catercrew/shared/schemas/strikes";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { useClearStrike, useUserStrikes } from "../api/strikes";

/**
 * The user's no-show strikes on the details dialog: each names the work and who marked the
 * absence, and an uncleared one clears with one tap.
 */
export function UserStrikes({ userId }: { userId: number }) {
  const { t } = useLingui();
  const q = useUserStrikes(userId);
  const headingId = `user-strikes-${userId}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t`No-show strikes`}
      </h3>
      {q.isPending ? (
        <SkeletonText lines={2} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="strikes-summary">
            {plural(q.data.no_shows, {
              one: "# no-show in the last 90 days",
              other: "# no-shows in the last 90 days",
            })}
          </p>
          {q.data.blocked_until && (
            <Alert tone="warning" className="mt-2">
              {t`Cannot request works until ${formatDateTime(q.data.blocked_until)}.`}
            </Alert>
          )}
          {q.data.strikes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t`No strikes.`}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {q.data.strikes.map((s) => (
                <StrikeRow key={s.id} strike={s} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function StrikeRow({ strike }: { strike: Strike }) {
  const { t } = useLingui();
  const clear = useClearStrike();
  const work = strike.work_name;
  const date = formatDate(strike.work_date);
  const by = strike.cleared_by_name ?? t`an admin`;
  const marker = strike.marked_by_name ?? t`a captain`;
  const onClear = () =>
    clear.mutate(
      { id: strike.id, body: {} },
      {
        onSuccess: (res) => notify.adminSuccess(res.message),
        onError: (err) =>
          notify.adminError(
            err instanceof ApiError && err.message ? err.message : t`Failed to clear the strike`,
          ),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block break-words font-medium text-slate-900">
          {work} · {date}
        </span>
        <span className="block text-xs text-slate-600">
          {t`Marked absent by ${marker}, ${formatDateTime(strike.created_at)}`}
        </span>
        {strike.cleared_at && (
          <span className="block break-words text-xs text-slate-600">
            {strike.clear_reason ? t`Cleared by ${by}: ${strike.clear_reason}` : t`Cleared by ${by}`}
          </span>
        )}
      </span>
      {strike.cleared_at ? (
        <Badge tone="success">{t`Cleared`}</Badge>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={onClear}
          loading={clear.isPending}
          loadingText={t`Clearing...`}
          aria-label={t`Clear strike for ${work}, ${date}`}
        >
          {t`Clear strike`}
        </Button>
      )}
    </li>
  );
}
