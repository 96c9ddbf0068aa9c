import { workTypeKey } from "@catercrew/shared/enums";
import type { Client } from "@catercrew/shared/schemas/billing-clients";
import {
  EMPTY_WORK_LOGISTICS,
  type Work,
  type WorkInput,
  type WorkInputParsed,
  workDateAllowed,
  workInputSchema,
} from "@catercrew/shared/schemas/works";
import { zodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { peopleByRole } from "@/entities/client/client-api";
import { ClientPicker, ProposedPrice } from "@/entities/client/client-picker";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { todayInKolkata } from "@/lib/format";
import { useCreateWork, useUpdateWork } from "../api/works";
import { WorkFields } from "./work-form-fields";

/** The schema's input; every field starts as text and the schema coerces the numbers. */
type FormValues = WorkInput;
/** The edited work's stored date (it may stay, even when past); null when adding a work. */
type FormContext = { storedDate: string | null };
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === "";

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
  occasion: "",
  no_of_boys_needed: "",
  head_boys_needed: "0",
  supervisors_needed: "0",
  captains_needed: "1",
  attendees: "",
  payment_amount: "",
  location_url: "",
  remarks: "",
  about_work: "",
  ...EMPTY_WORK_LOGISTICS,
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
    // The API spells it as the original client sends it (record 013) ("Break_Fast"); the select's values are keys.
    work_type: workTypeKey(w.work_type),
    occasion: w.occasion,
    no_of_boys_needed: String(w.no_of_boys_needed),
    head_boys_needed: String(w.head_boys_needed),
    supervisors_needed: String(w.supervisors_needed),
    captains_needed: String(w.captains_needed),
    attendees: String(w.attendees),
    payment_amount: w.payment_amount,
    location_url: w.location_url ?? "",
    remarks: w.remarks ?? "",
    about_work: w.about_work ?? "",
    pickup_point: w.logistics.pickup_point,
    pickup_time: w.logistics.pickup_time,
    vehicle: w.logistics.vehicle,
    driver_name: w.logistics.driver_name,
    driver_mobile: w.logistics.driver_mobile,
    drop_after: w.logistics.drop_after,
    dress_code: w.logistics.dress_code,
    bike_needed: w.logistics.bike_needed,
  };
}

const schemaResolver = zodResolver(workInputSchema);
/** Blank numbers read "... is required" instead of coercing to 0. */
const resolver: Resolver<FormValues, FormContext, WorkInputParsed> = async (values, ctx, options) => {
  const result = await schemaResolver(values, ctx, options);
  const errors = { ...result.errors };
  if (!errors.date && !workDateAllowed(values.date, todayInKolkata(), ctx?.storedDate))
    errors.date = {
      type: "past",
      message: i18n._(msg`This date has already passed. Choose today or a later date.`),
    };
  if (blank(values.no_of_boys_needed))
    errors.no_of_boys_needed = { type: "required", message: i18n._(msg`Number of boys needed is required`) };
  if (blank(values.attendees))
    errors.attendees = { type: "required", message: i18n._(msg`Attendees is required`) };
  if (blank(values.work_type)) errors.work_type = { type: "required", message: i18n._(msg`Choose the meal`) };
  if (blank(values.district))
    errors.district = { type: "required", message: i18n._(msg`District is required`) };
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/** Add / Edit work (required and optional fields, URL check). */
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
  const { t } = useLingui();
  const create = useCreateWork();
  const update = useUpdateWork();
  const [banner, setBanner] = useState<string | null>(null);
  /** The server's count of minors a move into the night would leave on the work (record 075). */
  const [minors, setMinors] = useState<string | null>(null);
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, FormContext, WorkInputParsed>({
    resolver,
    defaultValues: EMPTY,
    context: { storedDate: work?.date ?? null },
  });

  useEffect(() => {
    if (open) {
      reset(work ? toValues(work) : EMPTY);
      setClient(
        work?.client_id ? { id: work.client_id, name: work.Catering_company || work.customer_name } : null,
      );
      setBanner(null);
      setMinors(null);
    }
  }, [open, work, reset]);

  // `removeMinors`: the admin confirmed taking minors off a work he moves into the night (record 075).
  const submit = (removeMinors: boolean) =>
    handleSubmit(async (values) => {
      setBanner(null);
      setMinors(null);
      const body: WorkInput = {
        ...values,
        client_id: client?.id ?? null,
        ...(removeMinors ? { remove_minors: true } : {}),
      };
      try {
        if (work) {
          await update.mutateAsync({ id: work.id, body });
          notify.adminSuccess(t`Work updated successfully!`);
        } else {
          await create.mutateAsync(body);
          notify.adminSuccess(t`Work created successfully!`);
        }
        onClose();
      } catch (err) {
        const fallback = work ? t`Failed to update work` : t`Failed to create work`;
        if (err instanceof ApiError && err.code === "WORK_NIGHT_MINORS") {
          setMinors(err.message);
          return;
        }
        if (err instanceof ApiError) {
          applyServerErrors(err, EMPTY, setError);
          setBanner(err.message || fallback);
        } else setBanner(fallback);
        notify.adminError(t`Something went wrong!`);
      }
    });
  const onSubmit = submit(false);

  const e = (k: keyof FormValues) => errors[k]?.message;
  // A client picked fills the customer fields from him (the admin may still change them).
  const pickClient = (c: Client | null) => {
    setClient(c ? { id: c.id, name: c.name } : null);
    if (!c) return;
    setValue("customer_name", c.contact_person ?? c.name, { shouldDirty: true });
    if (c.mobile) setValue("customer_mobile", c.mobile, { shouldDirty: true });
    if (c.kind !== "event_host") setValue("Catering_company", c.name, { shouldDirty: true });
  };
  const today = todayInKolkata();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!isSubmitting}
      size="lg"
      title={work ? t`Edit Work` : t`Add Work`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="work-form" loading={isSubmitting} loadingText={t`Saving...`}>
            {work ? t`Update Work` : t`Create Work`}
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
        {minors && (
          <NightMinorsNotice
            message={minors}
            busy={isSubmitting}
            onConfirm={() => void submit(true)()}
            onCancel={() => setMinors(null)}
          />
        )}
        <ClientPicker picked={client} onPick={pickClient} />
        <WorkFields register={register} error={e} minDate={work && work.date < today ? work.date : today} />
        <ProposedPrice
          clientId={client?.id ?? null}
          people={peopleByRole({
            boys: Number(watch("no_of_boys_needed")) || 0,
            headBoys: Number(watch("head_boys_needed")) || 0,
            supervisors: Number(watch("supervisors_needed")) || 0,
            captains: Number(watch("captains_needed")) || 0,
          })}
          onUse={(amount) => setValue("payment_amount", amount, { shouldDirty: true })}
        />
      </form>
    </Dialog>
  );
}

/**
 * The server refused moving the work into the night while minors are on it (record 075): its
 * message (how many, and who) with a confirm that sends the same form again, taking them off.
 */
function NightMinorsNotice({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Alert tone="warning" className="sm:col-span-2" title={t`They cannot stay on a night work`}>
      <p>{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="danger" size="sm" onClick={onConfirm} loading={busy} loadingText={t`Saving...`}>
          {t`Take them off and save`}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t`Keep editing`}
        </Button>
      </div>
    </Alert>
  );
}
