import type { AdminWorkRequest } from "@catercrew/shared/schemas/work-requests";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { RejectReasonField, useRejectReason } from "@/entities/user/reject-reason";

/**
 * Rejecting a join request: a confirmation with the optional reason the worker sees
 * (docs/decisions/045-rejection-reasons.md). Stays open while the call runs.
 */
export function RejectRequestDialog({
  request,
  busy,
  onClose,
  onConfirm,
}: {
  request: AdminWorkRequest | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const { t } = useLingui();
  const reason = useRejectReason();
  // Each opening (another request) starts with an empty reason.
  const [shownFor, setShownFor] = useState(request);
  if (shownFor !== request) {
    setShownFor(request);
    reason.reset();
  }
  const name = request?.boy_name ?? "";
  const confirm = () => {
    const checked = reason.check();
    if (checked) onConfirm(checked.reason);
  };
  return (
    <ConfirmDialog
      open={request !== null}
      onClose={() => !busy && onClose()}
      onConfirm={confirm}
      busy={busy}
      title={t`Reject request`}
      message={t`Reject the request of ${name}?`}
      confirmLabel={t`Reject`}
    >
      <RejectReasonField reason={reason} disabled={busy} />
    </ConfirmDialog>
  );
}
