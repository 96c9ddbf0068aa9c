import {
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsappSettings,
  type WhatsappTemplateKind,
  whatsappSettingsSchema,
} from "@catercrew/shared/schemas/whatsapp-outbound";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type FieldError, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useSaveWhatsappSettings, useWhatsappSettings } from "../api/whatsapp-settings";

type NumberKey = Exclude<keyof WhatsappSettings, "template_versions" | "prices">;
const shape = whatsappSettingsSchema.shape;

/** The shared schema's bounds of a whole-number setting, for the message in the admin's language. */
function bounds(schema: z.ZodNumber): { min: number; max: number } {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/**
 * The WhatsApp settings the admin sets: the template versions Meta approved, the price
 * of each template, the offers' shortlist and waves, the daily recipient limit, the pace and the
 * reminder, defaults beside them. A server answering 404 has no WhatsApp at all: no card then.
 */
export function WhatsappSettingsCard() {
  const { t } = useLingui();
  const q = useWhatsappSettings();
  if (q.isError && q.error instanceof ApiError && q.error.status === 404) return null;
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t`WhatsApp`}</h2>
      <p className="mb-3 text-sm text-slate-600">
        {t`How jobs are offered on WhatsApp: to how many, how often, how fast, and what each message costs.`}
      </p>
      {q.isPending ? (
        <SkeletonText lines={3} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <>
          {!q.data.configured && (
            <div className="mb-3">
              <Alert tone="info">{t`Messages go out only once WhatsApp is set up on the server.`}</Alert>
            </div>
          )}
          <WhatsappSettingsForm settings={q.data.settings} defaults={q.data.defaults} />
        </>
      )}
    </Card>
  );
}

function WhatsappSettingsForm({
  settings,
  defaults,
}: {
  settings: WhatsappSettings;
  defaults: WhatsappSettings;
}) {
  const { t } = useLingui();
  const save = useSaveWhatsappSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<WhatsappSettings>({
    resolver: zodResolver(whatsappSettingsSchema),
    defaultValues: settings,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;
  useEffect(() => reset(settings), [settings, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(values);
      notify.adminSuccess(t`WhatsApp settings saved`);
    } catch (err) {
      const rest = err instanceof ApiError ? applyServerErrors(err, form.getValues(), setError) : {};
      if (!(err instanceof ApiError && err.errors) || Object.keys(rest).length > 0) {
        setServerError(
          err instanceof ApiError && err.message ? err.message : t`Failed to save the WhatsApp settings`,
        );
      }
    }
  });

  // The schema's own messages are English: a failed field gets its message in the admin's language,
  // a server's message (already localised by the field) as it came.
  const shown = (error: FieldError | undefined, mine: () => string) =>
    !error ? undefined : error.type === "server" ? error.message : mine();
  const wholeNumber = (schema: z.ZodNumber, error: FieldError | undefined) =>
    shown(error, () => {
      const { min, max } = bounds(schema);
      return t`Enter a whole number from ${min} to ${max}`;
    });
  const number = { type: "number", inputMode: "numeric", required: true } as const;
  const numberFields: [NumberKey, string][] = [
    ["shortlist_factor", t`Offers per open place`],
    ["wave_minutes", t`Minutes before the next offers go out`],
    ["daily_recipient_limit", t`Different people messaged a day`],
    ["rate_per_second", t`Messages a second, at most`],
    ["reminder_hours", t`Reminder to confirm (hours before reporting)`],
    ["confirm_within_hours", t`Hours to answer the reminder`],
  ];
  const templateNames: Record<WhatsappTemplateKind, string> = {
    job_offer: t`Job offer`,
    work_confirmed: t`Work confirmed`,
    confirm_reminder: t`Reminder to confirm`,
    wage_saved: t`Wage saved`,
    wage_paid: t`Wage paid`,
    signin_code: t`Sign-in code`,
    payment_reminder: t`Payment reminder to a client`,
    agency_message: t`Answer from the inbox`,
    booking_confirmed: t`Booking confirmed, to a client`,
    booking_declined: t`Booking declined, to a client`,
  };
  const versionSchema = shape.template_versions.shape.job_offer;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t`WhatsApp`}>
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {numberFields.map(([key, label]) => (
          <Input
            key={key}
            {...number}
            label={label}
            hint={t`Default ${defaults[key]}`}
            error={wholeNumber(shape[key], errors[key])}
            {...register(key, { valueAsNumber: true })}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">{t`Message templates`}</legend>
        <p className="text-sm text-slate-600">
          {t`Change a version only after Meta has approved it. Prices are in rupees per message.`}
        </p>
        {WHATSAPP_TEMPLATE_KINDS.map((kind) => (
          <fieldset key={kind} className="grid gap-3 sm:grid-cols-3">
            <legend className="text-sm font-medium text-slate-800">{templateNames[kind]}</legend>
            <Input
              {...number}
              label={t`Version`}
              hint={t`Default ${defaults.template_versions[kind]}`}
              error={wholeNumber(versionSchema, errors.template_versions?.[kind])}
              {...register(`template_versions.${kind}`, { valueAsNumber: true })}
            />
            <Input
              type="text"
              inputMode="decimal"
              required
              label={t`Price (₹)`}
              hint={t`Default ${defaults.prices[kind]}`}
              error={shown(errors.prices?.[kind], () => t`Enter a price like 0.1150`)}
              {...register(`prices.${kind}`)}
            />
          </fieldset>
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t`Saving...`}>
          {t`Save WhatsApp settings`}
        </Button>
      </div>
    </form>
  );
}
