import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { useInvoiceActions } from "../api/billing";

/** A credit note against an issued bill: an amount (taxable value), or blank for all that is left (cancels it). */
export function CreditNoteDialog({
  invoiceId,
  open,
  onClose,
}: {
  invoiceId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { credit } = useInvoiceActions(invoiceId);
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason("");
      setAmount("");
      setError(null);
    }
  }, [open]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const note = await credit.mutateAsync({
        reason,
        ...(amount.trim() ? { amount: amount.trim() } : { full: true }),
      });
      notify.success(t`Credit note ${note.number ?? ""} made`);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not make the credit note`);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Credit note`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" form="credit-form" loading={credit.isPending}>{t`Make credit note`}</Button>
        </>
      }
    >
      <form id="credit-form" noValidate onSubmit={submit} className="flex flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        <Input
          label={t`Reason`}
          required
          name="credit-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Input
          label={t`Amount before tax (₹)`}
          name="credit-amount"
          inputMode="decimal"
          hint={t`Blank: credit all that is left and cancel the bill`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
