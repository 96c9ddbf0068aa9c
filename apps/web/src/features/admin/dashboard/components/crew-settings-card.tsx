import {
  type CrewSettings,
  type CrewSettingsInput,
  crewSettingsSchema,
} from "@catercrew/shared/schemas/crews";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useCrewSettings, useSaveCrewSettings } from "../api/crew-settings";

/**
 * The crew rules the admin sets: the withdrawal cut-off, the waitlist's offers and the ranking's
 * weights, defaults beside them.
 */
export function CrewSettingsCard() {
  const { t } = useLingui();
  const q = useCrewSettings();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t`Crew rules`}</h2>
      <p className="mb-3 text-sm text-slate-600">
        {t`When withdrawing stops being free, and how a freed place is offered to the waitlist.`}
      </p>
      {q.isPending ? (
        <SkeletonText lines={3} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <CrewSettingsForm settings={q.data.settings} defaults={q.data.defaults} />
      )}
    </Card>
  );
}

function CrewSettingsForm({ settings, defaults }: { settings: CrewSettings; defaults: CrewSettings }) {
  const { t } = useLingui();
  const save = useSaveCrewSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CrewSettingsInput>({
    resolver: zodResolver(crewSettingsSchema),
    defaultValues: settings,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => reset(settings), [settings, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(values);
      notify.adminSuccess(t`Crew rules saved`);
    } catch (err) {
      const rest = err instanceof ApiError ? applyServerErrors(err, form.getValues(), setError) : {};
      if (!(err instanceof ApiError && err.errors) || Object.keys(rest).length > 0) {
        setServerError(
          err instanceof ApiError && err.message ? err.message : t`Failed to save the crew rules`,
        );
      }
    }
  });

  const number = { type: "number", inputMode: "numeric", required: true } as const;
  const decimal = {
    type: "number",
    inputMode: "decimal",
    step: "0.1",
    min: 0,
    max: 20,
    required: true,
  } as const;
  const weightFields: [keyof CrewSettings["ranking_weights"], string][] = [
    ["rating", t`Per star of average rating`],
    ["no_show", t`Off per no-show (90 days)`],
    ["late_cancellation", t`Off per late cancellation (90 days)`],
    ["works_done", t`Per work done (up to 20)`],
    ["works_this_month", t`Off per work this month`],
    ["same_district", t`Same district`],
    ["bike", t`Has a bike, where the work asks`],
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t`Crew rules`}>
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <Input
          {...number}
          label={t`Free withdrawal until (hours before reporting)`}
          hint={t`Default ${defaults.withdraw_cutoff_hours}`}
          error={formState.errors.withdraw_cutoff_hours?.message}
          {...register("withdraw_cutoff_hours", { valueAsNumber: true })}
        />
        <Input
          {...number}
          label={t`People offered a freed place at once`}
          hint={t`Default ${defaults.offer_batch_size}`}
          error={formState.errors.offer_batch_size?.message}
          {...register("offer_batch_size", { valueAsNumber: true })}
        />
        <Input
          {...number}
          label={t`Minutes before the offer moves on`}
          hint={t`Default ${defaults.offer_timeout_minutes}`}
          error={formState.errors.offer_timeout_minutes?.message}
          {...register("offer_timeout_minutes", { valueAsNumber: true })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">{t`Ranking of the suggested crew`}</legend>
        <p className="text-sm text-slate-600">
          {t`Points for each reason when the waiting are ranked; 0 leaves a reason out.`}
        </p>
        <div className="grid gap-3 sm:grid-cols-4">
          {weightFields.map(([key, label]) => (
            <Input
              key={key}
              {...decimal}
              label={label}
              hint={t`Default ${defaults.ranking_weights[key]}`}
              error={formState.errors.ranking_weights?.[key]?.message}
              {...register(`ranking_weights.${key}`, { valueAsNumber: true })}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t`Saving...`}>
          {t`Save crew rules`}
        </Button>
      </div>
    </form>
  );
}
