import type { AdminWorkRequest } from "@catercrew/shared/schemas/work-requests";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useUpdateRequestStatus } from "../api/requests";
import { RejectRequestDialog } from "./reject-request-dialog";

/**
 * Accept and Reject of a work's pending requests: Accept at once; Reject asks first, with the
 * optional reason the worker sees (docs/decisions/045-rejection-reasons.md). Render `dialog`.
 */
export function useRequestDecisions(
  workId: number,
  pending: AdminWorkRequest[],
  onWarnings: (warnings: string[]) => void,
) {
  const { t } = useLingui();
  const decide = useUpdateRequestStatus(workId);
  const [rejecting, setRejecting] = useState<AdminWorkRequest | null>(null);

  const decideNow = async (requestId: number, status: "accepted" | "rejected", reason?: string) => {
    try {
      const res = await decide.mutateAsync({ id: requestId, status, reason });
      notify.adminSuccess(res.message);
      onWarnings(res.warnings);
      return true;
    } catch (err) {
      notify.adminError(err instanceof ApiError ? err.message : t`Failed to process request`);
      return false;
    }
  };
  const onDecide = (requestId: number, status: "accepted" | "rejected") => {
    if (status === "accepted") return void decideNow(requestId, status);
    setRejecting(pending.find((r) => r.id === requestId) ?? null);
  };
  const onReject = async (reason: string | undefined) => {
    if (rejecting && (await decideNow(rejecting.id, "rejected", reason))) setRejecting(null);
  };
  const dialog = (
    <RejectRequestDialog
      request={rejecting}
      busy={decide.isPending}
      onClose={() => setRejecting(null)}
      onConfirm={onReject}
    />
  );
  return { onDecide, busy: decide.isPending, dialog };
}
