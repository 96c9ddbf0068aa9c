import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { type RateBoyInput, type Rating, rateBoySchema } from "@catercrew/shared/schemas/ratings";
import { RATING_MARKS, type RatingMark } from "@catercrew/shared/wage";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Input, Textarea } from "@/components/ui/field";
import { SheetFormFooter } from "@/components/ui/sheet-form-footer";
import { notify } from "@/components/ui/toast";
import { errorText } from "@/entities/subadmin/error-text";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { type PayArea, useSaveRating } from "./pay-writes";

const MARK_LABELS: Record<RatingMark, MessageDescriptor> = {
  pant: msg`Pant`,
  shoe: msg`Shoe`,
  timing: msg`Timing`,
  neatness: msg`Neatness`,
  performance: msg`Performance`,
};

/** A mark as the radio choice: not chosen, good or poor. */
function markChoice(v: boolean | null | undefined): "good" | "poor" | null {
  return v === true ? "good" : v === false ? "poor" : null;
}

type RateBoy = z.output<typeof rateBoySchema>;

function ChoiceGroup<V extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: V | null;
  options: { value: V; label: string; tone: "good" | "poor" }[];
  onChange: (v: V) => void;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2"
    >
      <legend className="float-left text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-2">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={String(o.value)}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                checked
                  ? o.tone === "good"
                    ? "border-green-600 bg-green-50 text-green-800"
                    : "border-red-600 bg-red-50 text-red-800"
                  : "border-slate-300 bg-white text-slate-700"
              }`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Rate or Edit Rating: five good/poor marks (no default), attendance (present by default), arrival, comment. */
export function RatingSheet({
  workId,
  user,
  rating,
  onClose,
  onSaved,
  area = "subadmin",
}: {
  workId: number;
  user: AssignedUser;
  rating: Rating | undefined;
  onClose: () => void;
  onSaved: () => void;
  /** Whose session writes it: the captain's (queued offline) or an admin's. */
  area?: PayArea;
}) {
  const { t } = useLingui();
  const save = useSaveRating(workId, area);
  const defaults: RateBoyInput = {
    user: user.user_id,
    work: workId,
    pant: rating?.pant ?? null,
    shoe: rating?.shoe ?? null,
    timing: rating?.timing ?? null,
    neatness: rating?.neatness ?? null,
    performance: rating?.performance ?? null,
    attendence: rating?.attendence === 0 ? 0 : 1,
    arrival_time: rating?.arrival_time ?? "",
    comment: rating?.comment ?? "",
  };
  const { register, handleSubmit, watch, setValue, setError, trigger, formState } = useForm<
    RateBoyInput,
    unknown,
    RateBoy
  >({ resolver: zodResolver(rateBoySchema), defaultValues: defaults });
  const values = watch();
  const [otherErrors, setOtherErrors] = useState<string | null>(null);

  const submit = handleSubmit((body) => {
    setOtherErrors(null);
    save.mutate(
      { ratingId: rating?.id ?? null, body },
      {
        // Our own words, in the chosen language.
        onSuccess: () => {
          notify.success(rating ? t`Rating updated successfully` : t`Rating submitted successfully`);
          onSaved();
        },
        onError: (err) => {
          const rest = Object.values(applyServerErrors(err, defaults, setError));
          if (rest.length) setOtherErrors(rest.join(", "));
        },
      },
    );
  });
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : undefined;
  const missing = RATING_MARKS.filter((m) => formState.errors[m]);
  const names = missing.map((m) => t(MARK_LABELS[m])).join(", ");

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={rating ? t`Edit Rating` : t`Rate User`}
      description={user.user_name}
      footer={
        <SheetFormFooter
          form="rating-form"
          pending={save.isPending}
          onCancel={onClose}
          submitLabel={rating ? t`Update Rating` : t`Submit Rating`}
        />
      }
    >
      <form id="rating-form" onSubmit={submit} noValidate className="flex flex-col gap-2">
        {save.isError && (!fieldErrors || otherErrors) && (
          <Alert>
            {otherErrors ??
              errorText(
                save.error,
                rating ? t`Failed to update boy rating` : t`Failed to submit attendance rating`,
              )}
          </Alert>
        )}
        {missing.length > 0 && <Alert>{t`Choose good or poor for: ${names}`}</Alert>}
        <ChoiceGroup
          name="attendence"
          legend={t`Attendance`}
          value={values.attendence === 0 ? 0 : 1}
          onChange={(v) => {
            setValue("attendence", v, { shouldDirty: true });
            // Absent needs no marks: once submitted, the marks' errors follow the choice.
            if (formState.isSubmitted) void trigger([...RATING_MARKS]);
          }}
          options={[
            { value: 1, label: t`Present`, tone: "good" },
            { value: 0, label: t`Absent`, tone: "poor" },
          ]}
        />
        {RATING_MARKS.map((m) => (
          <ChoiceGroup
            key={m}
            name={m}
            legend={t(MARK_LABELS[m])}
            value={markChoice(values[m])}
            onChange={(v) =>
              setValue(m, v === "good", { shouldDirty: true, shouldValidate: formState.isSubmitted })
            }
            error={formState.errors[m] ? t`Not chosen yet` : undefined}
            options={[
              { value: "good", label: t`Good`, tone: "good" },
              { value: "poor", label: t`Poor`, tone: "poor" },
            ]}
          />
        ))}
        <Input
          label={t`Arrival time`}
          type="time"
          error={formState.errors.arrival_time?.message}
          {...register("arrival_time")}
        />
        <Textarea
          label={t`Comment`}
          maxLength={1000}
          error={formState.errors.comment?.message}
          {...register("comment")}
        />
      </form>
    </BottomSheet>
  );
}
