import {
  DISTRICTS,
  WORK_TYPE_LABELS,
  WORK_TYPES,
  type Work,
  type WorkInput,
  type WorkInputParsed,
  workInputSchema,
} from "@catercrew/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input, Select, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useCreateWork, useUpdateWork } from "../api/works";

interface FormValues {
  Auditorium_name: string;
  Catering_company: string;
  customer_name: string;
  customer_mobile: string;
  address: string;
  place: string;
  district: string;
  date: string;
  reporting_time: string;
  work_type: string;
  no_of_boys_needed: string;
  attendees: string;
  payment_amount: string;
  location_url: string;
  remarks: string;
  about_work: string;
}

const EMPTY: FormValues = {
  Auditorium_name: "",
  Catering_company: "",
  customer_name: "",
  customer_mobile: "",
  address: "",
  place: "",
  district: "",
  date: "",
  reporting_time: "",
  work_type: "",
  no_of_boys_needed: "",
  attendees: "",
  payment_amount: "",
  location_url: "",
  remarks: "",
  about_work: "",
};

function toValues(w: Work): FormValues {
  return {
    Auditorium_name: w.Auditorium_name,
    Catering_company: w.Catering_company ?? "",
    customer_name: w.customer_name,
    customer_mobile: w.customer_mobile,
    address: w.address,
    place: w.place,
    district: w.district,
    date: w.date,
    reporting_time: w.reporting_time,
    work_type: w.work_type,
    no_of_boys_needed: String(w.no_of_boys_needed),
    attendees: String(w.attendees),
    payment_amount: w.payment_amount,
    location_url: w.location_url ?? "",
    remarks: w.remarks ?? "",
    about_work: w.about_work ?? "",
  };
}

const base = zodResolver(workInputSchema) as unknown as Resolver<FormValues, unknown, WorkInputParsed>;
/** Blank numbers read "... is required" instead of coercing to 0. */
const resolver: Resolver<FormValues, unknown, WorkInputParsed> = async (values, ctx, options) => {
  const result = await base(values, ctx, options);
  const errors = { ...result.errors };
  if (values.no_of_boys_needed.trim() === "")
    errors.no_of_boys_needed = { type: "required", message: "Number of boys needed is required" };
  if (values.attendees.trim() === "")
    errors.attendees = { type: "required", message: "Attendees is required" };
  if (!values.work_type) errors.work_type = { type: "required", message: "Work type is required" };
  if (!values.district) errors.district = { type: "required", message: "District is required" };
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));
const TYPE_OPTIONS = WORK_TYPES.map((t) => ({ value: t, label: WORK_TYPE_LABELS[t] }));

/** Add / Edit work (spec section 5: required and optional fields, URL check). */
export function WorkFormDialog({
  open,
  work,
  onClose,
}: {
  open: boolean;
  /** The work being edited; null to add one. */
  work: Work | null;
  onClose: () => void;
}) {
  const create = useCreateWork();
  const update = useUpdateWork();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, WorkInputParsed>({ resolver, defaultValues: EMPTY });

  useEffect(() => {
    if (open) {
      reset(work ? toValues(work) : EMPTY);
      setBanner(null);
    }
  }, [open, work, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const body = values as WorkInput;
    try {
      if (work) {
        await update.mutateAsync({ id: work.id, body });
        notify.adminSuccess("Work updated successfully!");
      } else {
        await create.mutateAsync(body);
        notify.adminSuccess("Work created successfully!");
      }
      onClose();
    } catch (err) {
      const fallback = work ? "Failed to update work" : "Failed to create work";
      if (err instanceof ApiError) {
        for (const [field, messages] of Object.entries(err.errors ?? {})) {
          if (field in EMPTY && messages[0])
            setError(field as FieldPath<FormValues>, { message: messages[0] });
        }
        setBanner(err.message || fallback);
      } else setBanner(fallback);
      notify.adminError("Something went wrong!");
    }
  });

  const e = (k: keyof FormValues) => errors[k]?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!isSubmitting}
      size="lg"
      title={work ? "Edit Work" : "Add Work"}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="work-form" loading={isSubmitting} loadingText="Saving...">
            {work ? "Update Work" : "Create Work"}
          </Button>
        </>
      }
    >
      <form id="work-form" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {banner && (
          <Alert tone="error" className="sm:col-span-2" onDismiss={() => setBanner(null)}>
            {banner}
          </Alert>
        )}
        <Input
          label="Auditorium name"
          required
          error={e("Auditorium_name")}
          {...register("Auditorium_name")}
          data-autofocus=""
        />
        <Input label="Catering company" error={e("Catering_company")} {...register("Catering_company")} />
        <Input label="Customer name" required error={e("customer_name")} {...register("customer_name")} />
        <Input
          label="Customer mobile"
          required
          inputMode="numeric"
          maxLength={10}
          error={e("customer_mobile")}
          {...register("customer_mobile")}
        />
        <Textarea
          label="Address"
          required
          containerClassName="sm:col-span-2"
          rows={2}
          error={e("address")}
          {...register("address")}
        />
        <Input label="Place" required error={e("place")} {...register("place")} />
        <Select
          label="District"
          required
          placeholder="Select District"
          options={DISTRICT_OPTIONS}
          error={e("district")}
          {...register("district")}
        />
        <Input label="Date" type="date" required error={e("date")} {...register("date")} />
        <Input
          label="Reporting time"
          type="time"
          required
          error={e("reporting_time")}
          {...register("reporting_time")}
        />
        <Select
          label="Work type"
          required
          placeholder="Select Work Type"
          options={TYPE_OPTIONS}
          error={e("work_type")}
          {...register("work_type")}
        />
        <Input
          label="Boys needed"
          type="number"
          min={0}
          required
          inputMode="numeric"
          error={e("no_of_boys_needed")}
          {...register("no_of_boys_needed")}
        />
        <Input
          label="Attendees"
          type="number"
          min={0}
          required
          inputMode="numeric"
          error={e("attendees")}
          {...register("attendees")}
        />
        <Input
          label="Payment amount (₹)"
          type="number"
          min={0}
          step="0.01"
          required
          inputMode="decimal"
          error={e("payment_amount")}
          {...register("payment_amount")}
        />
        <Input
          label="Location URL"
          type="url"
          containerClassName="sm:col-span-2"
          placeholder="https://maps.google.com/..."
          error={e("location_url")}
          {...register("location_url")}
        />
        <Textarea
          label="About work"
          containerClassName="sm:col-span-2"
          rows={2}
          error={e("about_work")}
          {...register("about_work")}
        />
        <Textarea
          label="Remarks"
          containerClassName="sm:col-span-2"
          rows={2}
          error={e("remarks")}
          {...register("remarks")}
        />
      </form>
    </Dialog>
  );
}
