import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { useLingui } from "@lingui/react/macro";
import { UserPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatDateTime } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import type { ListState } from "./work-detail-parts";

/** One assigned user: role, source, the setting/loading extras (boys and head boys) and Remove. */
export function AssignedUserRow({
  u,
  upcoming,
  extraBusy,
  onExtra,
  onRemove,
}: {
  u: AssignedUser;
  upcoming: boolean;
  extraBusy: boolean;
  onExtra: (u: AssignedUser, field: "is_setting" | "is_loading") => void;
  onRemove: (u: AssignedUser) => void;
}) {
  const { t } = useLingui();
  const extraAllowed = upcoming && (u.role === "boys" || u.role === "head_boy");
  const name = u.user_name;
  const na = t`N/A`;
  const assignedAt = formatDateTime(u.assigned_at);
  return (
    <li key={u.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium text-slate-900">
          {u.user_name} <span className="text-xs text-slate-500">({u.user_code})</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-1 break-words text-xs text-slate-600">
          <PhoneLinks mobile={u.mobile} name={u.user_name} /> · {u.place || na} · {t`assigned ${assignedAt}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{labelOf(ROLE_LABELS, u.role)}</Badge>
        {u.source === "request" && <Badge tone="info">{t`Request`}</Badge>}
        {extraAllowed ? (
          (["is_setting", "is_loading"] as const).map((f) => (
            <Button
              key={f}
              size="sm"
              variant={u[f] ? "success" : "outline"}
              aria-pressed={u[f]}
              aria-label={
                f === "is_setting" ? t`Setting extra work for ${name}` : t`Loading extra work for ${name}`
              }
              disabled={extraBusy}
              onClick={() => onExtra(u, f)}
            >
              {f === "is_setting" ? t`Setting (extra work)` : t`Loading (extra work)`}
            </Button>
          ))
        ) : (
          <>
            {u.is_setting && <Badge tone="success">{t`Setting (extra work)`}</Badge>}
            {u.is_loading && <Badge tone="success">{t`Loading (extra work)`}</Badge>}
          </>
        )}
        {upcoming && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            aria-label={t`Remove ${name}`}
            onClick={() => onRemove(u)}
          >
            {t`Remove`}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The work's assigned users, with Assign Users on an upcoming work. */
export function AssignedUsersSection({
  assigned,
  users,
  upcoming,
  extraBusy,
  onAssign,
  onExtra,
  onRemove,
}: {
  assigned: ListState;
  users: AssignedUser[];
  upcoming: boolean;
  extraBusy: boolean;
  onAssign: () => void;
  onExtra: (u: AssignedUser, field: "is_setting" | "is_loading") => void;
  onRemove: (u: AssignedUser) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="assigned-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="assigned-title" className="text-base font-semibold text-slate-900">
          {t`Assigned Users`}
        </h3>
        {upcoming && (
          <Button size="sm" onClick={onAssign} icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}>
            {t`Assign Users`}
          </Button>
        )}
      </div>
      {assigned.isPending ? (
        <SkeletonText lines={3} />
      ) : assigned.isError ? (
        <ErrorState message={t`Failed to fetch assigned users`} onRetry={() => assigned.refetch()} />
      ) : users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {t`No users assigned yet`}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t`Assigned users`}
        >
          {users.map((u) => (
            <AssignedUserRow
              key={u.id}
              u={u}
              upcoming={upcoming}
              extraBusy={extraBusy}
              onExtra={onExtra}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
