import type { WorkListItem } from "@catercrew/shared";
import { TriangleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { errorText } from "../../common/error-text";
import { useCompleteWork } from "../api/works";

export const COMPLETE_WARNING =
  "Are you sure you want to mark this work as completed? This action cannot be undone and you won't be able to add or edit wages after completion.";

export function CompleteWorkSheet({ work, onClose }: { work: WorkListItem; onClose: () => void }) {
  const complete = useCompleteWork();
  const confirm = () =>
    complete.mutate(work.id, {
      onSuccess: (res) => {
        notify.success(res.message || "Work marked as completed successfully!");
        onClose();
      },
    });
  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!complete.isPending}
      title="Mark Work as Completed"
      description={work.Auditorium_name || "Venue Not Specified"}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button
            variant="success"
            onClick={confirm}
            loading={complete.isPending}
            loadingText="Processing..."
          >
            Mark as Completed
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="flex gap-2 text-sm text-amber-900">
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          {COMPLETE_WARNING}
        </p>
        {complete.isError && <Alert>{errorText(complete.error, "Failed to update work status")}</Alert>}
      </div>
    </BottomSheet>
  );
}
