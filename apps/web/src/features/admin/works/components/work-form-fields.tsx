import { DISTRICTS, MEALS, OCCASIONS, WORK_TYPE_LABELS } from "@catercrew/shared/enums";
import type { WorkInput } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import type { UseFormRegister } from "react-hook-form";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { districtLabel, labelOf, OCCASION_LABELS } from "@/lib/labels";

// The meal and the occasion apart: a lunch wedding is both (record 069).
const mealOptions = () => MEALS.map((w) => ({ value: w, label: labelOf(WORK_TYPE_LABELS, w) }));
const occasionOptions = () => OCCASIONS.map((o) => ({ value: o, label: labelOf(OCCASION_LABELS, o) }));

/** The work form's fields (required and optional). */
export function WorkFields({
  register,
  error: e,
  minDate,
}: {
  register: UseFormRegister<WorkInput>;
  error: (k: keyof WorkInput) => string | undefined;
  minDate: string; // the picker's earliest day: today, or the edited work's own past date
}) {
  const { t } = useLingui();
  return (
    <>
      <Input
        label={t`Auditorium name`}
        required
        error={e("Auditorium_name")}
        {...register("Auditorium_name")}
        data-autofocus=""
      />
      <Input label={t`Catering company`} error={e("Catering_company")} {...register("Catering_company")} />
      <Input label={t`Customer name`} required error={e("customer_name")} {...register("customer_name")} />
      <Input
        label={t`Customer mobile`}
        required
        type="tel"
        inputMode="tel"
        error={e("customer_mobile")}
        {...register("customer_mobile")}
      />
      <Textarea
        label={t`Address`}
        required
        containerClassName="sm:col-span-2"
        rows={2}
        error={e("address")}
        {...register("address")}
      />
      <Input label={t`Place`} required error={e("place")} {...register("place")} />
      <Select
        label={t`District`}
        required
        placeholder={t`Select District`}
        options={DISTRICTS.map((d) => ({ value: d, label: districtLabel(d) }))}
        error={e("district")}
        {...register("district")}
      />
      <Input label={t`Date`} type="date" required min={minDate} error={e("date")} {...register("date")} />
      <Input
        label={t`Reporting time`}
        type="time"
        required
        error={e("reporting_time")}
        {...register("reporting_time")}
      />
      <Select
        label={t`Meal`}
        required
        placeholder={t`Select the meal`}
        options={mealOptions()}
        error={e("work_type")}
        {...register("work_type")}
      />
      <Select
        label={t`Occasion`}
        placeholder={t`No occasion`}
        options={occasionOptions()}
        error={e("occasion")}
        {...register("occasion")}
      />
      <Input
        label={t`Boys needed`}
        type="number"
        min={0}
        required
        inputMode="numeric"
        error={e("no_of_boys_needed")}
        {...register("no_of_boys_needed")}
      />
      <Input
        label={t`Head boys needed (among the boys)`}
        type="number"
        min={0}
        inputMode="numeric"
        error={e("head_boys_needed")}
        {...register("head_boys_needed")}
      />
      <Input
        label={t`Supervisors needed`}
        type="number"
        min={0}
        inputMode="numeric"
        error={e("supervisors_needed")}
        {...register("supervisors_needed")}
      />
      <Input
        label={t`Captains needed`}
        type="number"
        min={0}
        inputMode="numeric"
        error={e("captains_needed")}
        {...register("captains_needed")}
      />
      <Input
        label={t`Attendees`}
        type="number"
        min={0}
        required
        inputMode="numeric"
        error={e("attendees")}
        {...register("attendees")}
      />
      <Input
        label={t`Payment amount (₹)`}
        type="number"
        min={0}
        step="0.01"
        required
        inputMode="decimal"
        error={e("payment_amount")}
        {...register("payment_amount")}
      />
      <Input
        label={t`Location URL`}
        type="url"
        containerClassName="sm:col-span-2"
        placeholder={t`e.g. https://maps.google.com/...`}
        error={e("location_url")}
        {...register("location_url")}
      />
      <Textarea
        label={t`About work`}
        containerClassName="sm:col-span-2"
        rows={2}
        error={e("about_work")}
        {...register("about_work")}
      />
      <Textarea
        label={t`Remarks`}
        containerClassName="sm:col-span-2"
        rows={2}
        error={e("remarks")}
        {...register("remarks")}
      />
      <TransportDressFields register={register} error={e} />
    </>
  );
}

/** Transport and dress: how the crew gets there and back, and what they wear (all optional). */
function TransportDressFields({
  register,
  error: e,
}: {
  register: UseFormRegister<WorkInput>;
  error: (k: keyof WorkInput) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t`Transport and dress`}</legend>
      <Input label={t`Pickup point`} error={e("pickup_point")} {...register("pickup_point")} />
      <Input label={t`Pickup time`} type="time" error={e("pickup_time")} {...register("pickup_time")} />
      <Input label={t`Vehicle`} error={e("vehicle")} {...register("vehicle")} />
      <Input label={t`Driver's name`} error={e("driver_name")} {...register("driver_name")} />
      <Input
        label={t`Driver's number`}
        type="tel"
        inputMode="numeric"
        error={e("driver_mobile")}
        {...register("driver_mobile")}
      />
      <Input label={t`Drop after the work`} error={e("drop_after")} {...register("drop_after")} />
      <Input
        label={t`Dress code`}
        containerClassName="sm:col-span-2"
        error={e("dress_code")}
        {...register("dress_code")}
      />
      <Checkbox
        label={t`The crew comes by bike`}
        containerClassName="sm:col-span-2"
        {...register("bike_needed")}
      />
    </fieldset>
  );
}
