import {
  type AssignedUser,
  computeWage,
  formatINR,
  type Rating,
  sumMoney,
  type Wage,
  type WageFigures,
  type WageFormInput,
  type WorkerRole,
  wageFormSchema,
} from "@catercrew/shared";
import { type FormEvent, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { errorText } from "../../common/error-text";
import { useFares, useSaveWage } from "../api/ratings-wages";

type Amounts = { travel_allowance: string; over_time: string; long_fare: string; bonus: string };
const AMOUNT_FIELDS: { name: keyof Amounts; label: string }[] = [
  { name: "travel_allowance", label: "Travel allowance (TA)" },
  { name: "over_time", label: "Over time (OT)" },
  { name: "long_fare", label: "Long fare" },
  { name: "bonus", label: "Bonus" },
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
}: {
  workId: number;
  user: AssignedUser;
  rating: Rating;
  wage: Wage | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const fares = useFares();
  const save = useSaveWage(workId);
  const [amounts, setAmounts] = useState<Amounts>({
    travel_allowance: initial(wage?.travel_allowance),
    over_time: initial(wage?.over_time),
    long_fare: initial(wage?.long_fare),
    bonus: initial(wage?.bonus),
  });
  const [paymentStatus, setPaymentStatus] = useState<"paid" | "not_paid">(wage?.payment_status ?? "not_paid");
  const [showErrors, setShowErrors] = useState(false);

  const parsed = wageFormSchema.safeParse({
    ...amounts,
    payment_status: paymentStatus,
  } satisfies WageFormInput);
  const errors: Partial<Record<keyof Amounts, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const k = issue.path[0] as keyof Amounts;
      errors[k] ??= issue.message;
    }
  }

  const figures: WageFigures | null = useMemo(() => {
    if (!fares.data || !parsed.success) return null;
    const fareMap = Object.fromEntries(fares.data.fares.map((f) => [f.fare_type, f.amount]));
    return computeWage({
      role: user.type as WorkerRole,
      rating,
      fares: fareMap,
      isLoading: user.is_loading,
      isSetting: user.is_setting,
      ...parsed.data,
      ratingAmountPerMark: fares.data.rating_amount_per_mark,
    });
  }, [fares.data, parsed, user, rating]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success) {
      setShowErrors(true);
      return;
    }
    save.mutate(
      { type: user.type, wageId: wage?.id ?? null, body: { user: user.id, work: workId, ...parsed.data } },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onSaved();
        },
      },
    );
  };

  const serverFieldErrors = save.error instanceof ApiError ? save.error.errors : undefined;
  const row = (label: string, value: string | undefined, strong = false) => (
    <div
      className={`flex justify-between gap-2 py-1 ${strong ? "border-t border-slate-200 pt-2 font-semibold" : ""}`}
    >
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value === undefined ? "—" : formatINR(value)}</dd>
    </div>
  );

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={wage ? "Edit Wage" : "Add Wage"}
      description={`${user.user_name} · ${user.type}${rating.attendence === 0 ? " · Absent" : ""}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="wage-form" loading={save.isPending} loadingText="Saving...">
            {wage ? "Update Wage" : "Save Wage"}
          </Button>
        </>
      }
    >
      <form id="wage-form" onSubmit={submit} noValidate className="flex flex-col gap-3">
        {save.isError && (
          <Alert>
            {serverFieldErrors
              ? Object.values(serverFieldErrors).flat().join(", ")
              : errorText(save.error, wage ? "Failed to update wage" : "Failed to submit boy wage")}
          </Alert>
        )}
        <div className="grid grid-cols-2 gap-3">
          {AMOUNT_FIELDS.map((f) => (
            <Input
              key={f.name}
              label={f.label}
              name={f.name}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              value={amounts[f.name]}
              error={showErrors || amounts[f.name] ? errors[f.name] : undefined}
              onChange={(e) => setAmounts((a) => ({ ...a, [f.name]: e.target.value }))}
            />
          ))}
        </div>
        <Select
          label="Payment status"
          value={paymentStatus}
          onChange={(e) => setPaymentStatus(e.target.value as "paid" | "not_paid")}
          options={[
            { value: "not_paid", label: "Pending" },
            { value: "paid", label: "Paid" },
          ]}
        />
        <section aria-labelledby="wage-figures" className="rounded-lg bg-slate-50 p-3 text-sm">
          <h3 id="wage-figures" className="mb-1 font-semibold text-slate-900">
            Wage calculation
          </h3>
          {fares.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : fares.isError ? (
            <p className="text-red-700">{errorText(fares.error, "Failed to fetch wage data")}</p>
          ) : (
            <dl aria-live="polite">
              {row("Base fare", figures?.base_fare)}
              {row("Rating amount", figures?.rating_amount)}
              {row("Extra (loading)", figures?.extra_loading)}
              {row("Extra (setting)", figures?.extra_setting)}
              {row("TA + OT + long fare + bonus", figures ? sumExtras(figures) : undefined)}
              {row("Total wage", figures?.total_wage, true)}
            </dl>
          )}
        </section>
      </form>
    </BottomSheet>
  );
}

function sumExtras(f: WageFigures): string {
  return sumMoney([f.travel_allowance, f.over_time, f.long_fare, f.bonus]);
}
