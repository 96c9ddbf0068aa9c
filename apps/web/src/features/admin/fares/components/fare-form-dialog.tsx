import { type Fare, type FareInput, fareInputSchema } from "@catercrew/shared/schemas/fares";
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
import { useCreateFare, useUpdateFare } from "../api/fares";
import { fareTypeLabel } from "./fare-labels";

/** Adding offers the subadmin role; editing shows captain in its place. */
const ADD_TYPES = ["boys", "head_boy", "supervisor", "subadmin", "setting", "loading"];
const EDIT_TYPES = ["boys", "head_boy", "supervisor", "captain", "setting", "loading"];

type FormValues = FareInput;

export function FareFormDialog({
  open,
  fare,
  onClose,
}: {
  open: boolean;
  fare: Fare | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const editing = fare !== null;
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateFare();
  const update = useUpdateFare();
  const busy = create.isPending || update.isPending;
  const editType = (t: string) => (t === "subadmin" ? "captain" : t);
  const form = useForm<FormValues, unknown, FareInput>({
    resolver: zodResolver(fareInputSchema),
    defaultValues: { fare_type: "", amount: "" },
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (!open) return;
    setServerError(null);
    reset({ fare_type: fare ? editType(fare.fare_type) : "", amount: fare?.amount ?? "" });
  }, [open, fare]);

  const onSubmit = handleSubmit(async (raw) => {
    setServerError(null);
    const values = form.getValues();
    const body: FareInput = { fare_type: values.fare_type, amount: String(values.amount).trim() };
    try {
      if (fare) await update.mutateAsync({ pathType: editType(fare.fare_type), body });
      else await create.mutateAsync(body);
      const type = fareTypeLabel(raw.fare_type);
      notify.success(editing ? t`Fare ${type} updated` : t`Fare ${type} added`);
      onClose();
    } catch (err) {
      const fallback = editing ? t`Failed to update fare` : t`Failed to create fare`;
      if (err instanceof ApiError) {
        applyServerErrors(err, form.getValues(), setError);
        setServerError(err.message || fallback);
      } else setServerError(fallback);
    }
  });

  const types = editing ? EDIT_TYPES : ADD_TYPES;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? t`Edit Fare` : t`Add Fare`}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="fare-form" loading={busy} loadingText={t`Saving...`}>
            {editing ? t`Save` : t`Add Fare`}
          </Button>
        </>
      }
    >
      <form id="fare-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError && (
          <Alert tone="error" onDismiss={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <Select
          label={t`Fare Type`}
          required
          placeholder={t`Select Fare Type`}
          options={types.map((type) => ({ value: type, label: fareTypeLabel(type) }))}
          error={formState.errors.fare_type?.message}
          {...register("fare_type")}
        />
        <Input
          label={t`Amount (₹)`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          data-autofocus=""
          error={formState.errors.amount?.message}
          {...register("amount")}
        />
      </form>
    </Dialog>
  );
}
