import type { UserRequest } from "@catercrew/shared/schemas/users";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { RejectReasonField, useRejectReason } from "@/entities/user/reject-reason";
import { districtLabel } from "@/lib/labels";

export type Decision = { user: UserRequest; action: "approve" | "reject" };

/**
 * Approve / reject / revoke confirmation with the applicant's details; stays open on failure. A
 * reject or revoke may carry a reason the person sees (docs/decisions/045-rejection-reasons.md).
 */
export function DecisionDialog({
  decision: d,
  busy,
  error: decisionError,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason?: string) => void;
}) {
  const { t } = useLingui();
  const reason = useRejectReason();
  const rejecting = d?.action === "reject";
  // Each opening (a new decision) starts with an empty reason.
  const [shownFor, setShownFor] = useState(d);
  if (shownFor !== d) {
    setShownFor(d);
    reason.reset();
  }
  const confirm = () => {
    if (!rejecting) return onConfirm();
    const checked = reason.check();
    if (checked) onConfirm(checked.reason);
  };
  return (
    <ConfirmDialog
      open={d !== null}
      onClose={() => !busy && onClose()}
      onConfirm={confirm}
      title={
        d?.action === "approve"
          ? t`Approve User`
          : d?.user.request_status === "approved"
            ? t`Revoke Approval`
            : t`Reject User`
      }
      message={
        d?.action === "approve"
          ? t`Are you sure you want to approve this user?`
          : t`Are you sure you want to reject this user?`
      }
      confirmLabel={d?.action === "approve" ? t`Approve` : t`Reject`}
      tone={d?.action === "approve" ? "primary" : "danger"}
      busy={busy}
    >
      {d && (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-600">{t`Name`}</dt>
            <dd className="break-words">{d.user.user_name}</dd>
            <dt className="font-medium text-slate-600">{t`User ID`}</dt>
            <dd>{d.user.user_id}</dd>
            <dt className="font-medium text-slate-600">{t`Mobile`}</dt>
            <dd>
              <PhoneLinks mobile={d.user.mobile_number} name={d.user.user_name} />
            </dd>
            <dt className="font-medium text-slate-600">{t`Place`}</dt>
            <dd className="break-words">{d.user.place || t`N/A`}</dd>
            <dt className="font-medium text-slate-600">{t`District`}</dt>
            <dd>{d.user.district ? districtLabel(d.user.district) : t`N/A`}</dd>
          </dl>
          {rejecting && <RejectReasonField reason={reason} disabled={busy} />}
          {decisionError && (
            <p role="alert" className="text-sm text-red-700">
              {decisionError}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
