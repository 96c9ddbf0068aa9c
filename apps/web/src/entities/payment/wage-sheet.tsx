import { ROLE_LABELS } from "@catercrew/shared/enums";
import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { Rating } from "@catercrew/shared/schemas/ratings";
import { type Wage, type WageFormInput, wageFormSchema } from "@catercrew/shared/schemas/wages";
import { computeWage, type WageFigures } from "@catercrew/shared/wage";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Input, Select } from "@/components/ui/field";
import { SheetFormFooter } from "@/components/ui/sheet-form-footer";
import { notify } from "@/components/ui/toast";
import { WagePayment } from "@/entities/payment/wage-payment";
import { errorText } from "@/entities/subadmin/error-text";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { labelOf } from "@/lib/labels";
import { type PayArea, useFares, useSaveWage } from "./pay-writes";
import { WageCalculation } from "./wage-calculation";

type WageForm = z.output<typeof wageFormSchema>;
const AMOUNT_FIELDS: {
  name: "travel_allowance" | "over_time" | "long_fare" | "bonus";
  label: MessageDescriptor;
}[] = [
  { name: "travel_allowance", label: msg`Travel allowance (TA)` },
  { name: "over_time", label: msg`Over time (OT)` },
  { name: "long_fare", label: msg`Long fare` },
  { name: "bonus", label: msg`Bonus` },
];

/** Shows "" for a stored 0 so the field is empty (empty = 0). */
const initial = (v: string | undefined) => (v && v !== "0.00" ? v : "");

/**
 * Add Wage or Edit Wage. The figures (base fare, rating amount, extras, total) are computed live
 * with the same shared function the server uses, from the fare table and the user's rating.
 */
export function WageSheet({
  workId,
  user,
  rating,
  wage,
  onClose,
  onSaved,
  area = "subadmin",
}: {
  workId: number;
  user: AssignedUser;
  rating: Rating;
  wage: Wage | undefined;
  onClose: () => void;
  onSaved: () => void;
  /** Whose session writes it: the captain's (queued offline) or an admin's. */
  area?: PayArea;
}) {
  const { t } = useLingui();
  const fares = useFares(area);
  const save = useSaveWage(workId, area);
  const defaults: WageFormInput = {
    travel_allowance: initial(wage?.travel_allowance),
    over_time: initial(wage?.over_time),
    long_fare: initial(wage?.long_fare),
    bonus: initial(wage?.bonus),
    payment_status: wage?.payment_status ?? "not_paid",
  };
  // Messages show as soon as a field is typed in (and for every field after a submit).
  const { register, handleSubmit, watch, setError, formState } = useForm<WageFormInput, unknown, WageForm>({
    resolver: zodResolver(wageFormSchema),
    defaultValues: defaults,
    mode: "onChange",
  });
  const errors = formState.errors;
  const [otherErrors, setOtherErrors] = useState<string | null>(null);
  // The live figures follow what is typed, with the same rules as the form.
  const parsed = wageFormSchema.safeParse(watch());

  const figures: WageFigures | null = useMemo(() => {
    if (!fares.data || !parsed.success) return null;
    const fareMap = Object.fromEntries(fares.data.fares.map((f) => [f.fare_type, f.amount]));
    return computeWage({
      role: user.role,
      rating: { ...rating, attendance: rating.attendence },
      fares: fareMap,
      isLoading: user.is_loading,
      isSetting: user.is_setting,
      ...parsed.data,
      ratingAmountPerMark: fares.data.rating_amount_per_mark,
    });
  }, [fares.data, parsed, user, rating]);

  const submit = handleSubmit((amounts) => {
    setOtherErrors(null);
    save.mutate(
      { type: user.role, wageId: wage?.id ?? null, body: { user: user.user_id, work: workId, ...amounts } },
      {
        // Our own words, in the chosen language.
        onSuccess: () => {
          notify.success(wage ? t`Wage updated successfully` : t`Wage saved successfully`);
          onSaved();
        },
        onError: (err) => {
          const rest = Object.values(applyServerErrors(err, defaults, setError));
          if (rest.length) setOtherErrors(rest.join(", "));
        },
      },
    );
  });

  const serverFieldErrors = save.error instanceof ApiError ? save.error.errors : undefined;

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={wage ? t`Edit Wage` : t`Add Wage`}
      description={[
        user.user_name,
        labelOf(ROLE_LABELS, user.role),
        rating.attendence === 0 ? t`Absent` : null,
      ]
        .filter(Boolean)
        .join(" · ")}
      footer={
        <SheetFormFooter
          form="wage-form"
          pending={save.isPending}
          onCancel={onClose}
          submitLabel={wage ? t`Update Wage` : t`Save Wage`}
        />
      }
    >
      <form id="wage-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        {save.isError && (!serverFieldErrors || otherErrors) && (
          <Alert>
            {otherErrors ??
              errorText(save.error, wage ? t`Failed to update wage` : t`Failed to submit boy wage`)}
          </Alert>
        )}
        <div className="grid grid-cols-2 gap-3">
          {AMOUNT_FIELDS.map((f) => (
            <Input
              key={f.name}
              label={t(f.label)}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              error={errors[f.name]?.message}
              {...register(f.name)}
            />
          ))}
        </div>
        <Select
          label={t`Payment status`}
          {...register("payment_status")}
          options={[
            { value: "not_paid", label: t({ message: "Pending", context: "payment" }) },
            { value: "paid", label: t`Paid` },
          ]}
        />
        <WageCalculation fares={fares} figures={figures} />
      </form>
      {wage && <WagePaymentSection area={area} workId={workId} user={user} wage={wage} onPaid={onSaved} />}
    </BottomSheet>
  );
}

/** Payment of a saved wage (UPI link or marking it paid). */
function WagePaymentSection({
  area,
  workId,
  user,
  wage,
  onPaid,
}: {
  area: PayArea;
  workId: number;
  user: AssignedUser;
  wage: Wage;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="wage-payment" className="mt-4 border-t border-slate-200 pt-3">
      <h3 id="wage-payment" className="mb-2 font-semibold text-slate-900">
        {t`Payment`}
      </h3>
      <WagePayment
        area={area}
        workId={workId}
        userId={user.user_id}
        userName={user.user_name}
        upiId={user.upi_id}
        totalWage={wage.total_wage}
        paid={wage.payment_status === "paid"}
        paidAt={wage.paid_at}
        reference={wage.payment_reference}
        note={t`CaterCrew wage, work ${workId}`}
        onPaid={onPaid}
      />
    </section>
  );
}
