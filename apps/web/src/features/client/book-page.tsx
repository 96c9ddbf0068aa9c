import { DISTRICTS, WORK_TYPES } from "@catercrew/shared/enums";
import { formatRupees } from "@catercrew/shared/money";
import {
  BOOKING_ROLES,
  type BookingInput,
  type BookingInputParsed,
  type BookingNeeds,
  type BookingRole,
  bookingInput,
} from "@catercrew/shared/schemas/client-portal";
import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { DISTRICT_LABELS, optionsOf, WORK_TYPE_LABELS } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { useBook, useQuote } from "./api/portal";

export const ROLE_NAMES = {
  boys: msg`Boys`,
  head_boys: msg`Head boys`,
  supervisors: msg`Supervisors`,
  captains: msg`Captain`,
} satisfies Record<BookingRole, ReturnType<typeof msg>>;

const EMPTY: BookingInput = {
  date: "",
  reporting_time: "",
  work_type: "lunch",
  venue_name: "",
  address: "",
  place: "",
  district: "palakkad",
  location_url: "",
  guests: 0,
  needs: { boys: 0, head_boys: 0, supervisors: 0, captains: 0 },
  dress_code: "",
  notes: "",
};

/** The needs as typed, when they make a valid request (else no price is asked). */
function typedNeeds(raw: Partial<Record<BookingRole, unknown>> | undefined): BookingNeeds | null {
  const n = (v: unknown) => {
    const x = Number(v);
    return Number.isInteger(x) && x >= 0 ? x : Number.NaN;
  };
  const needs = {
    boys: n(raw?.boys ?? 0),
    head_boys: n(raw?.head_boys ?? 0),
    supervisors: n(raw?.supervisors ?? 0),
    captains: n(raw?.captains ?? 0),
  };
  const total = needs.boys + needs.head_boys + needs.supervisors + needs.captains;
  return Number.isNaN(total) || total < 1 || total > 500 ? null : needs;
}

/** The price as he types: per role, GST when charged, the total. */
function PriceBox({ needs }: { needs: BookingNeeds | null }) {
  const { t } = useLingui();
  const quote = useQuote(needs);
  if (!needs)
    return <p className="text-sm text-slate-600">{t`Enter how many people you need to see the price.`}</p>;
  if (quote.isError) return <Alert tone="error">{quote.error.message}</Alert>;
  if (!quote.data) return <p className="text-sm text-slate-600">{t`Working out the price...`}</p>;
  const q = quote.data;
  return (
    <div aria-live="polite" className="flex flex-col gap-1 text-sm">
      {q.lines.map((line) => {
        const role = t(ROLE_NAMES[line.role]);
        const people = line.people;
        const rate = formatRupees(line.rate);
        return (
          <p key={line.role} className="flex justify-between gap-2">
            <span>{t`${role} × ${people} @ ${rate}`}</span>
            <span>{formatRupees(line.amount)}</span>
          </p>
        );
      })}
      {q.transport !== "0.00" && (
        <p className="flex justify-between gap-2 text-slate-700">
          <span>{t`Transport`}</span>
          <span>{formatRupees(q.transport)}</span>
        </p>
      )}
      {q.tax !== "0.00" && (
        <p className="flex justify-between gap-2 text-slate-700">
          <span>{t`GST ${q.tax_rate}%`}</span>
          <span>{formatRupees(q.tax)}</span>
        </p>
      )}
      <p className="flex justify-between gap-2 border-t border-slate-200 pt-1 text-base font-semibold text-slate-900">
        <span>{t`Estimated total`}</span>
        <span data-testid="quote-total">{formatRupees(q.total)}</span>
      </p>
      <p className="text-xs text-slate-600">{t`The bill follows the crew that comes; transport and extras are added if needed.`}</p>
    </div>
  );
}

/** /client/book: "Book staff", with the price in front of him before he sends. */
export function BookPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const book = useBook();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BookingInput, unknown, BookingInputParsed>({
    resolver: zodResolver(bookingInput),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const needs = typedNeeds(useWatch({ control, name: "needs" }));
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await book.mutateAsync(values);
      notify.success(t`Booking sent. The agency will confirm it.`);
      navigate(paths.client.home);
    } catch (err) {
      if (err instanceof ApiError) {
        applyServerErrors(err, form.getValues(), setError);
        setServerError(err.message);
      } else setServerError(t`Something went wrong`);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t`Book staff`}</h1>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          {serverError && (
            <Alert tone="error" onDismiss={() => setServerError(null)}>
              {serverError}
            </Alert>
          )}
          <Card className="grid gap-3 sm:grid-cols-2">
            <Input label={t`Date`} type="date" required error={errors.date?.message} {...register("date")} />
            <Input
              label={t`Reporting time`}
              type="time"
              required
              error={errors.reporting_time?.message}
              {...register("reporting_time")}
            />
            <Select
              label={t`Meal`}
              required
              options={optionsOf(WORK_TYPES, WORK_TYPE_LABELS)}
              error={errors.work_type?.message}
              {...register("work_type")}
            />
            <Input
              label={t`Guests`}
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.guests?.message}
              {...register("guests")}
            />
          </Card>
          <Card className="grid gap-3 sm:grid-cols-2">
            <Input label={t`Venue`} required error={errors.venue_name?.message} {...register("venue_name")} />
            <Input label={t`Place`} required error={errors.place?.message} {...register("place")} />
            <Textarea
              label={t`Address`}
              required
              containerClassName="sm:col-span-2"
              error={errors.address?.message}
              {...register("address")}
            />
            <Select
              label={t`District`}
              required
              options={optionsOf(DISTRICTS, DISTRICT_LABELS)}
              error={errors.district?.message}
              {...register("district")}
            />
            <Input
              label={t`Map link`}
              type="url"
              inputMode="url"
              error={errors.location_url?.message}
              {...register("location_url")}
            />
          </Card>
          <Card className="flex flex-col gap-3">
            <h2 className="font-semibold text-slate-900">{t`People needed`}</h2>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {BOOKING_ROLES.map((role) => (
                <Input
                  key={role}
                  label={t(ROLE_NAMES[role])}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={500}
                  error={errors.needs?.[role]?.message}
                  {...register(`needs.${role}`)}
                />
              ))}
            </div>
            <Input label={t`Dress code`} error={errors.dress_code?.message} {...register("dress_code")} />
            <Textarea label={t`Notes for the agency`} error={errors.notes?.message} {...register("notes")} />
          </Card>
        </div>
        <Card className="flex h-fit flex-col gap-3 lg:sticky lg:top-20">
          <h2 className="font-semibold text-slate-900">{t`Price`}</h2>
          <PriceBox needs={needs} />
          <Button type="submit" loading={book.isPending} loadingText={t`Sending...`}>
            {t`Send booking`}
          </Button>
        </Card>
      </form>
    </div>
  );
}
