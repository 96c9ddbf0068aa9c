import { ROLE_LABELS, WORKER_ROLES, type WorkerRole } from "@catercrew/shared/enums";
import type { SameDayBooking } from "@catercrew/shared/schemas/assignments";
import type { User } from "@catercrew/shared/schemas/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toast";
import { NoShowsBadge } from "@/entities/user/no-shows-badge";
import { ApiError } from "@/lib/api-client";
import { formatTime } from "@/lib/format";
import { districtLabel, labelOf } from "@/lib/labels";
import { useAllUsers, useAssignUsers, useSameDayBookings } from "../api/assignments";

const GROUP_LABEL: Record<WorkerRole, MessageDescriptor> = {
  subadmin: msg`Captains`,
  supervisor: msg`Supervisors`,
  head_boy: msg`Head Boys`,
  boys: msg`Boys`,
};
const NONE_FOUND: Record<WorkerRole, MessageDescriptor> = {
  subadmin: msg`No captains found`,
  supervisor: msg`No supervisors found`,
  head_boy: msg`No head boys found`,
  boys: msg`No boys found`,
};

/** Assign Users: grouped by role; already-assigned users cannot be selected. */
export function AssignUsersDialog({
  open,
  workId,
  assignedIds,
  onClose,
  onWarnings,
}: {
  open: boolean;
  workId: number;
  assignedIds: ReadonlySet<number>;
  onClose: () => void;
  onWarnings: (warnings: string[]) => void;
}) {
  const { t } = useLingui();
  const users = useAllUsers(open);
  const assign = useAssignUsers(workId);
  const bookings = useSameDayBookings(workId, open);
  const bookedOn = useMemo(() => {
    const map = new Map<number, SameDayBooking[]>();
    for (const b of bookings.data ?? []) map.set(b.user, [...(map.get(b.user) ?? []), b]);
    return map;
  }, [bookings.data]);
  const [role, setRole] = useState<WorkerRole>("boys");
  const { selected, toggle, clear } = useSelection();
  const clashes = [...selected].filter((id) => !assignedIds.has(id) && bookedOn.has(id));
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<User | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (open) {
      clear();
      setError(null);
      setSearch("");
    }
  }, [open]);

  const { byRole, list } = useCandidates(users.data, role, search);

  const changeRole = (r: WorkerRole) => {
    setRole(r);
    clear();
    setError(null);
  };

  const submit = async () => {
    const ids = [...selected];
    const fresh = ids.filter((id) => !assignedIds.has(id));
    if (fresh.length === 0) {
      const group = t(GROUP_LABEL[role]);
      setError(t`All selected ${group} are already assigned`);
      return;
    }
    setError(null);
    try {
      const res = await assign.mutateAsync({ role_type: role, user_ids: fresh });
      notify.adminSuccess(res.message);
      onWarnings(res.warnings);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Failed to assign boys`);
      notify.adminError(t`Failed to assign`);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        size="lg"
        dismissible={!assign.isPending}
        title={t`Assign Users`}
        description={t`Choose a role, then the users to assign to this work.`}
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
              {t`Cancel`}
            </Button>
            <Button
              onClick={submit}
              disabled={selected.size === 0}
              loading={assign.isPending}
              loadingText={t`Assigning...`}
            >
              {t`Assign`}
              {selected.size > 0 ? ` (${selected.size})` : ""}
            </Button>
          </>
        }
      >
        <Tabs
          id="assign-roles"
          label={t`Roles`}
          value={role}
          onChange={changeRole}
          items={WORKER_ROLES.map((r) => ({
            value: r,
            label: t(GROUP_LABEL[r]),
            count: byRole.get(r)?.length ?? 0,
          }))}
        />
        <div
          id="assign-roles-panel"
          role="tabpanel"
          aria-labelledby={`assign-roles-tab-${role}`}
          className="pt-3"
        >
          {error && (
            <Alert tone="error" className="mb-3" onDismiss={() => setError(null)}>
              {error}
            </Alert>
          )}
          <label className="sr-only" htmlFor="assign-search">
            {t`Search users`}
          </label>
          <input
            id="assign-search"
            type="search"
            placeholder={t`Search by name, ID or place`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
          />
          {clashes.length > 0 && (
            <Alert tone="warning" className="mb-3">
              {plural(clashes.length, {
                one: "# selected person is already booked on another work that day. You can still assign them.",
                other:
                  "# selected people are already booked on another work that day. You can still assign them.",
              })}
            </Alert>
          )}
          {users.isPending ? (
            <SkeletonText lines={5} />
          ) : users.isError ? (
            <ErrorState message={users.error.message} onRetry={() => users.refetch()} />
          ) : list.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{t(NONE_FOUND[role])}</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={t(GROUP_LABEL[role])}
            >
              {list.map((u) => (
                <CandidateRow
                  key={u.id}
                  u={u}
                  already={assignedIds.has(u.id)}
                  booked={bookedOn.get(u.id)}
                  checked={selected.has(u.id)}
                  onToggle={() => toggle(u.id)}
                  onDetails={() => setDetails(u)}
                />
              ))}
            </ul>
          )}
        </div>
      </Dialog>
      <UserSummaryDialog user={details} onClose={() => setDetails(null)} />
    </>
  );
}

/** One user who can be assigned: checkbox (checked and locked when already assigned) and details. */
function CandidateRow({
  u,
  already,
  booked,
  checked,
  onToggle,
  onDetails,
}: {
  u: User;
  already: boolean;
  /** Other works of the same day this user is assigned to. */
  booked?: SameDayBooking[];
  checked: boolean;
  onToggle: () => void;
  onDetails: () => void;
}) {
  const { t } = useLingui();
  const name = u.user_name;
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <input
        id={`assign-${u.id}`}
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-brand-600"
        checked={already || checked}
        disabled={already}
        onChange={onToggle}
      />
      <label htmlFor={`assign-${u.id}`} className="min-w-0 flex-1 cursor-pointer">
        <span className="block break-words text-sm font-medium text-slate-900">{u.user_name}</span>
        <span className="block break-words text-xs text-slate-600">
          {u.user_id} · {u.place ?? t`N/A`}
        </span>
        {!already &&
          booked?.map((b) => {
            const venue = b.Auditorium_name;
            const time = formatTime(b.reporting_time);
            return (
              <span key={b.work_id} className="mt-0.5 block break-words text-xs font-medium text-amber-900">
                {t`Already booked that day: ${venue} at ${time}`}
              </span>
            );
          })}
      </label>
      <NoShowsBadge count={u.no_shows} />
      {already && <Badge tone="success">{t`Already Assigned`}</Badge>}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t`Details of ${name}`}
        onClick={onDetails}
        icon={<Info className="h-5 w-5" aria-hidden="true" />}
      />
    </li>
  );
}

/** A user's profile at a glance (from the assign list). */
function UserSummaryDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useLingui();
  const na = t`N/A`;
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`);
  return (
    <Dialog open={user !== null} onClose={onClose} size="sm" title={user?.user_name ?? ""}>
      {user && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {(
            [
              [t`User ID`, user.user_id],
              [t`Role`, labelOf(ROLE_LABELS, user.role)],
              [t`Mobile`, user.mobile_number ?? na],
              [t`Place`, user.place ?? na],
              [t`District`, user.district ? districtLabel(user.district) : na],
              [t`Experienced`, yesNo(user.experienced)],
              [t`Has bike`, yesNo(user.has_bike)],
              [t`Has license`, yesNo(user.has_license)],
              [t`No-shows (90 days)`, String(user.no_shows ?? 0)],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}

/** Approved, active workers by role, and the chosen role's list filtered by the search text. */
function useCandidates(all: User[] | undefined, role: WorkerRole, search: string) {
  const byRole = useMemo(() => {
    const map = new Map<WorkerRole, User[]>(WORKER_ROLES.map((r) => [r, []]));
    for (const u of all ?? []) {
      if (u.role === "admin" || !u.is_approved || !u.is_active) continue;
      map.get(u.role)?.push(u);
    }
    return map;
  }, [all]);

  const list = (byRole.get(role) ?? []).filter((u) => {
    const q = search.trim().toLowerCase();
    return (
      !q || `${u.user_name} ${u.user_id} ${u.place ?? ""} ${u.mobile_number ?? ""}`.toLowerCase().includes(q)
    );
  });
  return { byRole, list };
}

/** The ids ticked in the list. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}
