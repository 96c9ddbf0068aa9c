import { WORKER_ROLES, type WorkerRole } from "@catercrew/shared/enums";
import type { User } from "@catercrew/shared/schemas/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useAllUsers, useAssignUsers } from "../api/assignments";
import { CandidateList, CandidateSearch } from "./candidate-list";
import { useBookingsAndFacts, useCandidates, useSelection } from "./use-assign-candidates";
import { UserSummaryDialog } from "./user-summary-dialog";

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
  const { bookedOn, facts } = useBookingsAndFacts(workId, open);
  const [role, setRole] = useState<WorkerRole>("boys");
  const { byRole: chosen, selected, toggle, clear, total } = useSelection(role);
  const allChosen = [...chosen.values()].flatMap((s) => [...s]);
  const clashes = allChosen.filter((id) => !assignedIds.has(id) && bookedOn.has(id));
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
    setError(null);
  };

  // One call per role with people ticked, in the tabs' order.
  const submit = async () => {
    const batches = WORKER_ROLES.map((r) => ({
      role: r,
      ids: [...(chosen.get(r) ?? [])].filter((id) => !assignedIds.has(id)),
    })).filter((b) => b.ids.length > 0);
    if (batches.length === 0) {
      const group = t(GROUP_LABEL[role]);
      setError(t`All selected ${group} are already assigned`);
      return;
    }
    setError(null);
    try {
      const warnings: string[] = [];
      for (const b of batches) {
        const res = await assign.mutateAsync({ role_type: b.role, user_ids: b.ids });
        notify.adminSuccess(res.message);
        warnings.push(...res.warnings);
      }
      onWarnings(warnings);
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
              disabled={total === 0}
              loading={assign.isPending}
              loadingText={t`Assigning...`}
            >
              {t`Assign`}
              {total > 0 ? ` (${total})` : ""}
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
        <SelectedSummary chosen={chosen} total={total} />
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
          <CandidateSearch value={search} onChange={setSearch} />
          {clashes.length > 0 && (
            <Alert tone="warning" className="mb-3">
              {plural(clashes.length, {
                one: "# selected person is already booked on another work that day. You can still assign them.",
                other:
                  "# selected people are already booked on another work that day. You can still assign them.",
              })}
            </Alert>
          )}
          <CandidateList
            users={users}
            list={list}
            label={t(GROUP_LABEL[role])}
            emptyText={t(NONE_FOUND[role])}
            assignedIds={assignedIds}
            bookedOn={bookedOn}
            facts={facts}
            selected={selected}
            onToggle={toggle}
            onDetails={setDetails}
          />
        </div>
      </Dialog>
      <UserSummaryDialog user={details} onClose={() => setDetails(null)} />
    </>
  );
}

/** What is ticked so far, per role and in all (hidden until someone is ticked). */
function SelectedSummary({
  chosen,
  total,
}: {
  chosen: ReadonlyMap<WorkerRole, ReadonlySet<number>>;
  total: number;
}) {
  const { t } = useLingui();
  if (total === 0) return null;
  return (
    <p className="mt-2 text-sm font-medium text-slate-800" aria-live="polite">
      {t`Selected:`}{" "}
      {WORKER_ROLES.filter((r) => (chosen.get(r)?.size ?? 0) > 0)
        .map((r) => `${t(GROUP_LABEL[r])} ${chosen.get(r)?.size ?? 0}`)
        .join(", ")}{" "}
      · {plural(total, { one: "# in all", other: "# in all" })}
    </p>
  );
}
