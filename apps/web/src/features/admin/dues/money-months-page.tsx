import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { Table, TBody, Td, THead, Th, Tr } from "@/components/ui/table";
import { formatINR, formatMonth } from "@/lib/format";
import { useMoneyMonths } from "./api/dues";

const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
function monthsBack(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

/** Profit and loss from real money, a month a row: invoiced, collected, wages, expenses, margin. */
export function MoneyMonthsPage() {
  const { t } = useLingui();
  const [to, setTo] = useState(thisMonth());
  const from = monthsBack(to, 11);
  const months = useMoneyMonths(from, to);
  const data = months.data;
  const cell = (v: string, tone = "") => (
    <Td className={`text-right tabular-nums ${tone}`}>{formatINR(v)}</Td>
  );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Money by month`}</h1>
        <Input
          label={t`Up to month`}
          type="month"
          value={to}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
      </div>
      {months.isPending ? (
        <SkeletonText lines={8} />
      ) : months.isError || !data ? (
        <ErrorState title={t`Could not load the months`} onRetry={() => months.refetch()} />
      ) : (
        <Card className="p-2 sm:p-4">
          <Table caption={t`Invoiced, collected, wages, expenses and margin per month`}>
            <THead>
              <Tr>
                <Th>{t`Month`}</Th>
                <Th className="text-right">{t`Invoiced`}</Th>
                <Th className="text-right">{t`Collected`}</Th>
                <Th className="text-right">{t`Wages`}</Th>
                <Th className="text-right">{t`Expenses`}</Th>
                <Th className="text-right">{t`Margin`}</Th>
              </Tr>
            </THead>
            <TBody>
              {data.months.map((m) => (
                <Tr key={m.month}>
                  <Td className="whitespace-nowrap">{formatMonth(m.month, { short: true })}</Td>
                  {cell(m.invoiced)}
                  {cell(m.collected)}
                  {cell(m.wages)}
                  {cell(m.expenses)}
                  {cell(m.margin, m.margin.startsWith("-") ? "text-red-700" : "text-green-800")}
                </Tr>
              ))}
              <Tr className="font-semibold">
                <Td>{t`Total`}</Td>
                {cell(data.totals.invoiced)}
                {cell(data.totals.collected)}
                {cell(data.totals.wages)}
                {cell(data.totals.expenses)}
                {cell(
                  data.totals.margin,
                  data.totals.margin.startsWith("-") ? "text-red-700" : "text-green-800",
                )}
              </Tr>
            </TBody>
          </Table>
        </Card>
      )}
    </div>
  );
}
