import { ROLE_LABELS } from "@catercrew/shared/enums";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import { useAssignedUsers } from "../api/assigned-users";
import { errorText } from "../error-text";

/**
 * "Assigned users" of a work (name, type, e-mail, assigned date) for the work sheets; with
 * `showProgress` also the Rated and Wage Added badges.
 */
export function AssignedUsersSection({
  workId,
  headingId,
  showProgress = false,
}: {
  workId: number | null;
  headingId: string;
  showProgress?: boolean;
}) {
  const { t } = useLingui();
  const assigned = useAssignedUsers(workId);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-slate-900">
        {t`Assigned users`}
      </h3>
      {assigned.isPending ? (
        <SkeletonText lines={3} />
      ) : assigned.isError ? (
        <ErrorState
          message={errorText(assigned.error, t`Failed to fetch assigned users`)}
          onRetry={() => assigned.refetch()}
        />
      ) : assigned.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t`No users assigned yet.`}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {assigned.data.map((u) => {
            const date = formatDate(u.assigned_at);
            return (
              <li key={u.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="mr-auto min-w-0 break-words font-medium text-slate-900">
                    {u.user_name}
                  </span>
                  <Badge tone={u.role === "boys" ? "neutral" : "info"}>{labelOf(ROLE_LABELS, u.role)}</Badge>
                  {showProgress && u.is_rated !== false && <Badge tone="success">{t`Rated`}</Badge>}
                  {showProgress && u.is_waged && <Badge tone="brand">{t`Wage Added`}</Badge>}
                </div>
                <p className="break-all text-slate-600">{u.email || t`N/A`}</p>
                <p className="text-xs text-slate-500">{t`Assigned ${date}`}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
