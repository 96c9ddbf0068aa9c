import { formatRupees, sumMoney } from "@catercrew/shared/money";
import type { WageFigures } from "@catercrew/shared/wage";
import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/entities/subadmin/error-text";
import type { useFares } from "./pay-writes";

/** The live wage figures (base fare, rating amount, extras, total); a dash until they can be computed. */
export function WageCalculation({
  fares,
  figures,
}: {
  fares: ReturnType<typeof useFares>;
  figures: WageFigures | null;
}) {
  const { t } = useLingui();
  const row = (label: string, value: string | undefined, strong = false) => (
    <div
      className={`flex justify-between gap-2 py-1 ${strong ? "border-t border-slate-200 pt-2 font-semibold" : ""}`}
    >
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value === undefined ? "—" : formatRupees(value)}</dd>
    </div>
  );
  return (
    <section aria-labelledby="wage-figures" className="rounded-lg bg-slate-50 p-3 text-sm">
      <h3 id="wage-figures" className="mb-1 font-semibold text-slate-900">
        {t`Wage calculation`}
      </h3>
      {fares.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : fares.isError ? (
        <p className="text-red-700">{errorText(fares.error, t`Failed to fetch wage data`)}</p>
      ) : (
        <dl aria-live="polite">
          {row(t`Base fare`, figures?.base_fare)}
          {row(t`Rating amount`, figures?.rating_amount)}
          {row(t`Extra (loading)`, figures?.extra_loading)}
          {row(t`Extra (setting)`, figures?.extra_setting)}
          {row(t`TA + OT + long fare + bonus`, figures ? sumExtras(figures) : undefined)}
          {row(t`Total wage`, figures?.total_wage, true)}
        </dl>
      )}
    </section>
  );
}

function sumExtras(f: WageFigures): string {
  return sumMoney([f.travel_allowance, f.over_time, f.long_fare, f.bonus]);
}
