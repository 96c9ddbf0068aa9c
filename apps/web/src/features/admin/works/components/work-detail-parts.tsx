import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { AdminWorkRequest } from "@catercrew/shared/schemas/requests";
import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { Check, UserPlus, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { ShareWorkLink } from "@/entities/contact/share-work-link";
import { formatDate, formatDateTime, formatINR, formatTime } from "@/lib/format";
import { districtLabel, labelOf, workStatusLabel } from "@/lib/labels";
import { typeLabel } from "./work-card";

export function Summary({ work }: { work: Work }) {
  const { t } = useLingui();
  const na = t`N/A`;
  const rows: [string, string][] = [
    [t`Customer`, `${work.customer_name} (${work.customer_mobile})`],
    [t`Catering company`, work.Catering_company ?? na],
    [t`Work type`, typeLabel(work.work_type)],
    [t`Date`, formatDate(work.date)],
    [t`Reporting time`, formatTime(work.reporting_time)],
    [t`Address`, `${work.address}, ${work.place}, ${districtLabel(work.district)}`],
    [t`Payment`, formatINR(work.payment_amount)],
    [t`Status`, workStatusLabel(work.status)],
    [t`Published`, work.is_published ? t`Yes` : t`No`],
    [t`About work`, work.about_work ?? na],
    [t`Remarks`, work.remarks ?? na],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-xs text-slate-600">{k}</dt>
          <dd className="break-words font-medium text-slate-900">{v}</dd>
        </div>
      ))}
      <div className="min-w-0">
        <dt className="text-xs text-slate-600">{t`Customer mobile`}</dt>
        <dd className="text-sm font-medium">
          <PhoneLinks mobile={work.customer_mobile} name={work.customer_name} />
        </dd>
      </div>
      {work.is_published && (
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t`Share`}</dt>
          <dd className="text-sm font-medium">
            <ShareWorkLink work={work} />
          </dd>
        </div>
      )}
      {work.location_url && (
        <div>
          <dt className="text-xs text-slate-600">{t`Location`}</dt>
          <dd>
            <a href={work.location_url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {t`Open map`}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-center">
      <p className="text-lg font-semibold text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}

/** Work detail: summary, stats, assigned users (extra work, remove) and join requests (accept/reject). */
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
  const extraAllowed = upcoming && (u.type === "boys" || u.type === "head_boy");
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
          <PhoneLinks mobile={u.mobile} name={u.user_name} /> · {u.place ?? na} · {t`assigned ${assignedAt}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{labelOf(ROLE_LABELS, u.type)}</Badge>
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
              {f === "is_setting" ? t`Setting` : t`Loading`}
            </Button>
          ))
        ) : (
          <>
            {u.is_setting && <Badge tone="success">{t`Setting`}</Badge>}
            {u.is_loading && <Badge tone="success">{t`Loading`}</Badge>}
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

/** One pending join request with Accept and Reject (upcoming works only). */
export function PendingRequestRow({
  r,
  upcoming,
  busy,
  onDecide,
}: {
  r: AdminWorkRequest;
  upcoming: boolean;
  busy: boolean;
  onDecide: (requestId: number, status: "accepted" | "rejected") => void;
}) {
  const { t } = useLingui();
  const na = t`N/A`;
  const name = r.boy_name;
  return (
    <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium text-slate-900">
          {r.boy_name} <span className="text-xs text-slate-500">({labelOf(ROLE_LABELS, r.boy.role)})</span>
        </p>
        <p className="break-words text-xs text-slate-600">
          <PhoneLinks mobile={r.boy_mobile} name={r.boy_name} /> · {r.boy_place ?? na},{" "}
          {r.boy.district ? districtLabel(r.boy.district) : na} ·{" "}
          {r.boy_experience ? t`Experienced` : t`Fresher`} · {r.boy_bike ? t`Bike` : t`No bike`} ·{" "}
          {r.boy_license ? t`License` : t`No license`} · {formatDateTime(r.requested_at)}
        </p>
      </div>
      {upcoming && (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="success"
            disabled={busy}
            aria-label={t`Accept ${name}`}
            onClick={() => onDecide(r.id, "accepted")}
            icon={<Check className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Accept`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t`Reject ${name}`}
            onClick={() => onDecide(r.id, "rejected")}
            icon={<X className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Reject`}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Where a list's query is: loading, failed (with retry) or loaded. */
export interface ListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
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

/** The work's pending join requests. */
export function PendingRequestsSection({
  requests,
  pending,
  upcoming,
  busy,
  onDecide,
}: {
  requests: ListState;
  pending: AdminWorkRequest[];
  upcoming: boolean;
  busy: boolean;
  onDecide: (requestId: number, status: "accepted" | "rejected") => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="requests-title">
      <h3 id="requests-title" className="mb-2 text-base font-semibold text-slate-900">
        {t`Pending Requests`}
      </h3>
      {requests.isPending ? (
        <SkeletonText lines={3} />
      ) : requests.isError ? (
        <ErrorState message={t`Failed to fetch work requests`} onRetry={() => requests.refetch()} />
      ) : pending.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {t`No pending requests`}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t`Pending requests`}
        >
          {pending.map((r) => (
            <PendingRequestRow key={r.id} r={r} upcoming={upcoming} busy={busy} onDecide={onDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}
