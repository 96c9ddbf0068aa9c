import { Badge } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
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
  const assigned = useAssignedUsers(workId);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-slate-900">
        Assigned users
      </h3>
      {assigned.isPending ? (
        <SkeletonText lines={3} />
      ) : assigned.isError ? (
        <ErrorState
          message={errorText(assigned.error, "Failed to fetch assigned users")}
          onRetry={() => assigned.refetch()}
        />
      ) : assigned.data.users.length === 0 ? (
        <p className="text-sm text-slate-600">No users assigned yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {assigned.data.users.map((u) => (
            <li key={u.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-auto font-medium text-slate-900">{u.user_name}</span>
                <Badge tone={u.type === "boys" ? "neutral" : "info"}>{u.type}</Badge>
                {showProgress && u.is_rated && <Badge tone="success">Rated</Badge>}
                {showProgress && u.is_waged && <Badge tone="brand">Wage Added</Badge>}
              </div>
              <p className="break-all text-slate-600">{u.email ?? "N/A"}</p>
              <p className="text-xs text-slate-500">Assigned {formatDate(u.assigned_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
