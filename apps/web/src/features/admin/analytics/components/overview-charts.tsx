import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatINR } from "@/lib/format";
import { workTypeLabel } from "@/lib/labels";
import { TONE_HEX } from "@/lib/tokens";
import { type AnalyticsFilters, useOverview } from "../api/analytics";
import { formatMonth } from "./month";

/** A bar's label: "₹4.2K", "-₹200" (the exact figure is in the tooltip and the list below). */
function compactINR(value: number): string {
  const sign = value < 0 ? "-" : "";
  const text = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }).format(
    Math.abs(value),
  );
  return `${sign}₹${text}`;
}

/** Overview mode: totals, profit/loss per month and per work type (values for drawing only). */
export function OverviewCharts({ filters }: { filters: AnalyticsFilters }) {
  const { t } = useLingui();
  const q = useOverview(filters, true);
  if (q.isPending) return <Skeleton className="h-72 w-full" />;
  if (q.isError)
    return <ErrorState title={t`Error Loading Data`} message={q.error.message} onRetry={() => q.refetch()} />;
  const { totals, by_month, by_work_type } = q.data;
  const months = by_month.map((m) => ({ name: formatMonth(m.month), value: Number(m.profit_or_loss) }));
  const types = by_work_type.map((w) => ({
    name: workTypeLabel(w.work_type),
    value: Number(w.profit_or_loss),
  }));
  const { works, profit_works: profitWorks, loss_works: lossWorks, upcoming_works: upcomingWorks } = totals;
  const upcomingRevenue = formatINR(totals.upcoming_revenue);
  const cards: [string, string, string][] = [
    [t`Revenue`, formatINR(totals.revenue), "text-slate-900"],
    [t`Wages`, formatINR(totals.wages), "text-slate-900"],
    [t`Extra expenses`, formatINR(totals.expenses), "text-slate-900"],
    [
      t`Profit/Loss`,
      formatINR(totals.profit_or_loss),
      totals.profit_or_loss.startsWith("-") ? "text-red-700" : "text-green-800",
    ],
  ];
  const chart = (title: string, data: { name: string; value: number }[]) => (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      {data.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">{t`No data`}</p>
      ) : (
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ left: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              {/* Every work type named: recharts skipped labels that would touch ("Break Fast"). */}
              <XAxis dataKey="name" fontSize={11} interval={0} angle={-30} textAnchor="end" height={64} />
              <YAxis fontSize={11} width={60} />
              <Tooltip formatter={(v) => formatINR(String(Number(v).toFixed(2)))} />
              <Bar dataKey="value" name={t`Profit/Loss`}>
                <LabelList
                  dataKey="value"
                  position="top"
                  fontSize={11}
                  fill="#334155"
                  formatter={(v: unknown) => compactINR(Number(v))}
                />
                {data.map((d) => (
                  <Cell key={d.name} fill={d.value >= 0 ? TONE_HEX.success : TONE_HEX.danger} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <ul className="sr-only">
        {data.map((d) => (
          <li key={d.name}>
            {d.name}: {formatINR(d.value.toFixed(2))}
          </li>
        ))}
      </ul>
    </figure>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="whitespace-nowrap text-xs text-slate-600">{label}</p>
            <p className={`break-words text-lg font-semibold tabular-nums ${tone}`}>{value}</p>
          </div>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        {plural(works, { one: "# work", other: "# works" })} · {t`${profitWorks} in profit`} ·{" "}
        {t`${lossWorks} in loss`}
      </p>
      {upcomingWorks > 0 && (
        <p className="text-sm text-slate-700">
          {plural(upcomingWorks, {
            one: `Not counted until completed: # upcoming work worth ${upcomingRevenue}.`,
            other: `Not counted until completed: # upcoming works worth ${upcomingRevenue}.`,
          })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {chart(t`Profit/Loss over time (by month)`, months)}
        {chart(t`Profit/Loss by work type`, types)}
      </div>
    </div>
  );
}
