import { isUpcomingStatus } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { WorkStaffing } from "@/entities/work/work-badges";
import { ApiError } from "@/lib/api-client";
import { useAssignedUsers, useExtraWork, useRemoveAssignedUser } from "../api/assignments";
import { useWorkRequests } from "../api/requests";
import { useWork } from "../api/works";
import { AssignedUsersSection } from "./admin-assigned-users-section";
import { AdminPaySection, showsPay } from "./admin-pay-section";
import { AssignUsersDialog } from "./assign-users-dialog";
import { PendingRequestsSection } from "./pending-requests-section";
import { SuggestedCrewSection } from "./suggested-crew-section";
import { useRequestDecisions } from "./use-request-decisions";
import { WhatsappOffersSection } from "./whatsapp-offers-section";
import { Stat, Summary } from "./work-detail-parts";

export function WorkDetailDialog({ workId, onClose }: { workId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const open = workId !== null;
  const id = workId ?? 0;
  const work = useWork(workId);
  const assigned = useAssignedUsers(id, open);
  const requests = useWorkRequests(id, open);
  const extra = useExtraWork(id);
  const remove = useRemoveAssignedUser(id);
  const [assignOpen, setAssignOpen] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [removing, setRemoving] = useState<AssignedUser | null>(null);

  const upcoming = work.data ? isUpcomingStatus(work.data.status) : false;
  const users = assigned.data ?? [];
  const pending = (requests.data ?? []).filter((r) => r.status === "pending");
  const decisions = useRequestDecisions(id, pending, setWarnings);

  const onExtra = async (u: AssignedUser, field: "is_setting" | "is_loading") => {
    try {
      await extra.mutateAsync({ userId: u.user_id, [field]: !u[field] });
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : t`Failed to update extra work assignment`);
    }
  };

  const askRemove = (u: AssignedUser) => {
    if (!u.user_id || !workId) {
      notify.adminError(t`Error: Missing user ID or work ID`);
      return;
    }
    setRemoving(u);
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.user_id);
      notify.adminSuccess(t`User has been successfully removed from work assignment`);
      setRemoving(null);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : t`Unknown error`;
      // The server's words come in the caller's language; its code says which failure it is.
      const notAssigned = err instanceof ApiError && err.code === "ASSIGNED_USER_NOT_FOUND";
      notify.adminError(notAssigned ? reason : t`Error removing user: ${reason}`);
      setRemoving(null);
    }
  };

  const close = () => {
    setWarnings([]);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={close} size="xl" title={work.data?.Auditorium_name ?? t`Work details`}>
        {work.isPending ? (
          <SkeletonText lines={8} />
        ) : work.isError ? (
          <ErrorState
            message={
              work.error instanceof ApiError && work.error.code === "WORK_NOT_FOUND"
                ? t`Work not found`
                : t`Failed to load work data`
            }
            onRetry={() => work.refetch()}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <Summary work={work.data} />
            <div className="grid grid-cols-3 gap-2">
              <Stat label={t`Boys needed`} value={work.data.no_of_boys_needed} />
              <Stat label={t`Attendees`} value={work.data.attendees} />
              <Stat label={t`Pending requests`} value={pending.length} />
            </div>
            {/* The crew by role, counted as the card counts it (not everyone on the list as "assigned"). */}
            {assigned.data && (
              <section aria-label={t`Crew by role`} className="text-sm">
                <WorkStaffing work={work.data} roles={users.map((u) => u.role)} />
              </section>
            )}
            {warnings.length > 0 && (
              <Alert tone="warning" title={t`Please check`} onDismiss={() => setWarnings([])}>
                <ul className="list-disc pl-4">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <AssignedUsersSection
              assigned={assigned}
              users={users}
              upcoming={upcoming}
              extraBusy={extra.isPending}
              onAssign={() => setAssignOpen(true)}
              onExtra={onExtra}
              onRemove={askRemove}
            />
            {showsPay(work.data) && users.length > 0 && <AdminPaySection work={work.data} users={users} />}
            <SuggestedCrewSection workId={id} upcoming={upcoming} />
            <PendingRequestsSection
              requests={requests}
              pending={pending}
              upcoming={upcoming}
              busy={decisions.busy}
              onDecide={decisions.onDecide}
            />
            <WhatsappOffersSection workId={id} />
          </div>
        )}
      </Dialog>
      {open && (
        <AssignUsersDialog
          open={assignOpen}
          workId={id}
          assignedIds={new Set(users.map((u) => u.user_id))}
          onClose={() => setAssignOpen(false)}
          onWarnings={setWarnings}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={onRemove}
        busy={remove.isPending}
        title={t`Remove user`}
        message={t`Are you sure you want to remove this user from the work assignment?`}
        confirmLabel={t`Remove`}
      />
      {decisions.dialog}
    </>
  );
}
