import { ROLE_LABELS, type User, WORKER_ROLES, type WorkerRole } from "@catercrew/shared";
import { Info } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useAllUsers, useAssignUsers } from "../api/assignments";

const GROUP_LABEL: Record<WorkerRole, string> = {
  subadmin: "Captains",
  supervisor: "Supervisors",
  head_boy: "Head Boys",
  boys: "Boys",
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
  const users = useAllUsers(open);
  const assign = useAssignUsers(workId);
  const [role, setRole] = useState<WorkerRole>("boys");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<User | null>(null);

  useEffect(() => {
    if (open) {
      setSelected(new Set());
      setError(null);
      setSearch("");
    }
  }, [open]);

  const byRole = useMemo(() => {
    const map = new Map<WorkerRole, User[]>(WORKER_ROLES.map((r) => [r, []]));
    for (const u of users.data ?? []) {
      if (u.role === "admin" || !u.is_approved || !u.is_active) continue;
      map.get(u.role)?.push(u);
    }
    return map;
  }, [users.data]);

  const list = (byRole.get(role) ?? []).filter((u) => {
    const q = search.trim().toLowerCase();
    return (
      !q || `${u.user_name} ${u.user_id} ${u.place ?? ""} ${u.mobile_number ?? ""}`.toLowerCase().includes(q)
    );
  });

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const changeRole = (r: WorkerRole) => {
    setRole(r);
    setSelected(new Set());
    setError(null);
  };

  const submit = async () => {
    const ids = [...selected];
    const fresh = ids.filter((id) => !assignedIds.has(id));
    if (fresh.length === 0) {
      setError(`All selected ${GROUP_LABEL[role]} are already assigned`);
      return;
    }
    setError(null);
    try {
      const res = await assign.mutateAsync({ role_type: role, user_ids: fresh });
      notify.adminSuccess(res.message);
      onWarnings(res.warnings);
      onClose();
    } catch (err) {
      const msg = err instanceof ApiError ? err.message : "Failed to assign boys";
      setError(msg);
      notify.adminError("Failed to assign");
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        size="lg"
        dismissible={!assign.isPending}
        title="Assign Users"
        description="Choose a role, then the users to assign to this work."
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              disabled={selected.size === 0}
              loading={assign.isPending}
              loadingText="Assigning..."
            >
              Assign{selected.size > 0 ? ` (${selected.size})` : ""}
            </Button>
          </>
        }
      >
        <Tabs
          id="assign-roles"
          label="Roles"
          value={role}
          onChange={changeRole}
          items={WORKER_ROLES.map((r) => ({
            value: r,
            label: GROUP_LABEL[r],
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
            Search users
          </label>
          <input
            id="assign-search"
            type="search"
            placeholder="Search by name, ID or place"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="mb-3 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
          />
          {users.isPending ? (
            <SkeletonText lines={5} />
          ) : users.isError ? (
            <ErrorState message={users.error.message} onRetry={() => users.refetch()} />
          ) : list.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">
              No {GROUP_LABEL[role].toLowerCase()} found
            </p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={GROUP_LABEL[role]}
            >
              {list.map((u) => {
                const already = assignedIds.has(u.id);
                return (
                  <li key={u.id} className="flex items-center gap-3 px-3 py-2">
                    <input
                      id={`assign-${u.id}`}
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-brand-600"
                      checked={already || selected.has(u.id)}
                      disabled={already}
                      onChange={() => toggle(u.id)}
                    />
                    <label htmlFor={`assign-${u.id}`} className="min-w-0 flex-1 cursor-pointer">
                      <span className="block truncate text-sm font-medium text-slate-900">{u.user_name}</span>
                      <span className="block truncate text-xs text-slate-600">
                        {u.user_id} · {u.place ?? "N/A"}
                      </span>
                    </label>
                    {already && <Badge tone="success">Already Assigned</Badge>}
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Details of ${u.user_name}`}
                      onClick={() => setDetails(u)}
                      icon={<Info className="h-5 w-5" aria-hidden="true" />}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Dialog>
      <Dialog
        open={details !== null}
        onClose={() => setDetails(null)}
        size="sm"
        title={details?.user_name ?? ""}
      >
        {details && (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            {(
              [
                ["User ID", details.user_id],
                ["Role", ROLE_LABELS[details.role]],
                ["Mobile", details.mobile_number ?? "N/A"],
                ["Place", details.place ?? "N/A"],
                ["District", details.district ?? "N/A"],
                ["Experienced", details.experienced ? "Yes" : "No"],
                ["Has bike", details.has_bike ? "Yes" : "No"],
                ["Has license", details.has_license ? "Yes" : "No"],
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
    </>
  );
}
