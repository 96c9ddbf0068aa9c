import {
  PAYMENT_METHODS,
  type PaymentInput,
  paymentInputSchema,
} from "@catercrew/shared/schemas/receivables";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input, Select } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { formatINR } from "@/lib/format";
import { useRecordPayment } from "../api/dues";
import { useMethodLabel } from "./method-label";

const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Records money received from a client, with the TDS he withheld: it settles his oldest bills
 * first and what is over is kept as his advance (record 057).
 */
export function RecordPaymentDialog({
  client,
  onClose,
}: {
  client: { client_id: number; name: string; balance: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const methodLabel = useMethodLabel();
  const [serverError, setServerError] = useState<string | null>(null);
  const record = useRecordPayment(client?.client_id ?? 0);
  const form = useForm<PaymentInput>({
    resolver: zodResolver(paymentInputSchema),
    defaultValues: { amount: "", tds_amount: "", method: "upi", reference: "", received_on: today() },
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (!client) return;
    setServerError(null);
    reset({ amount: "", tds_amount: "", method: "upi", reference: "", received_on: today() });
  }, [client]);

  const onSubmit = handleSubmit(async () => {
    setServerError(null);
    const v = form.getValues();
    const body: PaymentInput = {
      amount: String(v.amount).trim(),
      tds_amount: String(v.tds_amount ?? "").trim() || "0",
      method: v.method,
      reference: v.reference ?? "",
      received_on: v.received_on,
    };
    try {
      const paid = await record.mutateAsync(body);
      const amount = formatINR(paid.amount);
      notify.success(t`Payment of ${amount} recorded`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        applyServerErrors(err, form.getValues(), setError);
        setServerError(err.message || t`Could not record the payment`);
      } else setServerError(t`Could not record the payment`);
    }
  });

  const busy = record.isPending;
  const name = client?.name ?? "";
  const owed = formatINR(client?.balance ?? "0");
  return (
    <Dialog
      open={client !== null}
      onClose={onClose}
      title={t`Record a payment`}
      description={t`${name} owes ${owed}. The oldest bills are settled first; anything over is kept as an advance.`}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="payment-form" loading={busy} loadingText={t`Saving...`}>
            {t`Record payment`}
          </Button>
        </>
      }
    >
      <form id="payment-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError && (
          <Alert tone="error" onDismiss={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <Input
          label={t`Amount received (₹)`}
          required
          inputMode="decimal"
          data-autofocus=""
          error={formState.errors.amount?.message}
          {...register("amount")}
        />
        <Input
          label={t`TDS withheld (₹)`}
          hint={t`Income tax the client kept back (section 194C); it counts as paid.`}
          inputMode="decimal"
          error={formState.errors.tds_amount?.message}
          {...register("tds_amount")}
        />
        <Select
          label={t`How was it paid?`}
          required
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
          error={formState.errors.method?.message}
          {...register("method")}
        />
        <Input
          label={t`Reference (UTR or cheque number)`}
          error={formState.errors.reference?.message}
          {...register("reference")}
        />
        <Input
          label={t`Received on`}
          required
          type="date"
          max={today()}
          error={formState.errors.received_on?.message}
          {...register("received_on")}
        />
      </form>
    </Dialog>
  );
}
