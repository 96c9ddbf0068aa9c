import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { TriangleAlert, UserX } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { useAssignedUsers } from "@/entities/subadmin/api/assigned-users";
import { errorText } from "@/entities/subadmin/error-text";
import { singleFlight } from "@/lib/single-flight";
import { useMarkAbsent } from "../api/ratings-wages";
import { useCompleteWork } from "../api/subadmin-works";
import { useIsOwnSubadminRow } from "./own-row";

export const COMPLETE_WARNING = msg`Are you sure you want to mark this work as completed? This action cannot be undone and you won't be able to add or edit wages after completion.`;

/**
 * Mark Work as Completed (docs/decisions/029-money-and-work-rules.md): lists who still needs a rating or a wage, with one
 * "Mark absent" per person (attendance 0 and a zero wage in one call); the red confirm button
 * lists what completing does and stays off while anyone is missing.
 */
export function CompleteWorkSheet({ work, onClose }: { work: StaffWorkListItem; onClose: () => void }) {
  const { t } = useLingui();
  const complete = useCompleteWork();
  const assigned = useAssignedUsers(work.id);
  const absent = useMarkAbsent(work.id);
  const isOwn = useIsOwnSubadminRow();
  const open = (assigned.data ?? []).filter((u) => u.is_rated === false || !u.is_waged);
  // The captain's own row stays open: an admin rates and pays him after completion.
  const missing = open.filter((u) => !isOwn(u));
  const ownOpen = open.some(isOwn);
  // A second tap while the first is on its way does nothing (it would answer "already completed").
  const confirm = () =>
    singleFlight(`complete-${work.id}`, () =>
      complete.mutateAsync(work.id).then(() => {
        // Our own words, in the chosen language.
        notify.success(t`Work marked as completed successfully!`);
        onClose();
      }),
    );
  const needs = (u: { is_rated: number | false; is_waged: boolean }) =>
    u.is_rated === false && !u.is_waged
      ? t`needs a rating and a wage`
      : u.is_rated === false
        ? t`needs a rating`
        : t`needs a wage`;
  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!complete.isPending}
      title={t`Mark Work as Completed`}
      description={work.Auditorium_name || t`Venue Not Specified`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
            {t({ message: "Cancel", context: "close the sheet" })}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={complete.isPending}
            loadingText={t`Processing...`}
            disabled={assigned.isPending || missing.length > 0}
          >
            {t`Mark as Completed`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        {assigned.isPending ? (
          <SkeletonText lines={2} />
        ) : assigned.isError ? (
          <Alert>{errorText(assigned.error, t`Failed to load assigned users`)}</Alert>
        ) : missing.length > 0 ? (
          <section aria-labelledby="complete-missing" className="flex flex-col gap-2">
            <h3 id="complete-missing" className="font-semibold text-slate-900">
              {t`Still needed before completing`}
            </h3>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3">
              {missing.map((u) => (
                <li key={u.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{u.user_name}</span>
                    <span className="text-slate-600"> · {needs(u)}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<UserX className="h-4 w-4" aria-hidden="true" />}
                    aria-label={t`Mark ${u.user_name} absent`}
                    loading={absent.isPending && absent.variables?.user === u.user_id}
                    disabled={absent.isPending}
                    onClick={() =>
                      absent.mutate(
                        { work: work.id, user: u.user_id },
                        { onSuccess: () => notify.success(t`${u.user_name} marked absent with a zero wage`) },
                      )
                    }
                  >
                    {t`Mark absent`}
                  </Button>
                </li>
              ))}
            </ul>
            <p className="text-slate-600">
              {t`Rate and pay the others from Assigned Boys. "Mark absent" saves attendance as absent and a zero wage.`}
            </p>
          </section>
        ) : null}
        {ownOpen && !assigned.isPending && (
          <p className="rounded-lg bg-sky-50 p-3 text-sky-900">
            {t`Your own rating and wage are entered by an admin after you complete the work.`}
          </p>
        )}
        <div className="flex gap-2 text-amber-900">
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p>{t(COMPLETE_WARNING)}</p>
            <ul className="mt-1 list-disc pl-5">
              <li>{t`Ratings and wages can no longer be added or changed.`}</li>
              <li>{t`Expenses can no longer be added, corrected or deleted.`}</li>
              <li>{t`The work moves to past works and its profit or loss is final.`}</li>
            </ul>
          </div>
        </div>
        {absent.isError && <Alert>{errorText(absent.error, t`Failed to mark absent`)}</Alert>}
        {complete.isError && <Alert>{errorText(complete.error, t`Failed to update work status`)}</Alert>}
      </div>
    </BottomSheet>
  );
}
