import {
  type AnalyticsRecord,
  formatINR,
  PAYMENT_STATUS_LABELS,
  type PaymentMember,
  WAGE_GROUP_LABELS,
  type WageGroup,
} from "@catercrew/shared";
import { Badge } from "@/components/ui/badge";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePaymentSummary } from "../api/analytics";

function Member({ m }: { m: PaymentMember }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{m.user_name}</span>
        <Badge tone={m.payment_status === "paid" ? "success" : "warning"}>
          {PAYMENT_STATUS_LABELS[m.payment_status]}
        </Badge>
      </div>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs text-slate-600">
        <dt>Base fare</dt>
        <dd className="text-right tabular-nums">{formatINR(m.base_fare)}</dd>
        <dt>Rating amount</dt>
        <dd className="text-right tabular-nums">{formatINR(m.rating_amount)}</dd>
        <dt>TA</dt>
        <dd className="text-right tabular-nums">{formatINR(m.travel_allowance)}</dd>
        <dt>Over time</dt>
        <dd className="text-right tabular-nums">{formatINR(m.over_time)}</dd>
        <dt>Bonus</dt>
        <dd className="text-right tabular-nums">{formatINR(m.bonus)}</dd>
        <dt className="font-semibold text-slate-900">Total wage</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-900">{formatINR(m.total_wage)}</dd>
      </dl>
    </li>
  );
}

/** Payment Summary & Details of one work (groups, summary, extra expenses). */
export function PaymentSummaryDialog({
  record,
  onClose,
}: {
  record: AnalyticsRecord | null;
  onClose: () => void;
}) {
  const summary = usePaymentSummary(record?.id ?? null);
  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      size="lg"
      title="Payment Summary & Details"
      description={record ? `${record.Auditorium_name} · ${formatDate(record.date)}` : undefined}
    >
      {summary.isPending ? (
        <SkeletonText lines={8} />
      ) : summary.isError ? (
        <ErrorState
          title="No Payment Data Found"
          message={summary.error.message}
          onRetry={() => summary.refetch()}
          retryLabel="Retry"
        />
      ) : (
        <div className="flex flex-col gap-4">
          {(Object.keys(WAGE_GROUP_LABELS) as WageGroup[]).map((g) => (
            <section key={g} aria-labelledby={`ps-${g}`}>
              <h3 id={`ps-${g}`} className="mb-1 font-semibold text-slate-900">
                {WAGE_GROUP_LABELS[g]} ({summary.data[g].length})
              </h3>
              {summary.data[g].length === 0 ? (
                <p className="text-sm text-slate-500">None</p>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {summary.data[g].map((m) => (
                    <Member key={m.user} m={m} />
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section aria-labelledby="ps-summary" className="rounded-lg bg-slate-50 p-3 text-sm">
            <h3 id="ps-summary" className="mb-1 font-semibold text-slate-900">
              Payment summary
            </h3>
            <dl className="grid grid-cols-2 gap-y-1">
              <dt>Total wages</dt>
              <dd className="text-right tabular-nums">{formatINR(summary.data.summary.total)}</dd>
              <dt>Paid</dt>
              <dd className="text-right tabular-nums text-green-800">
                {formatINR(summary.data.summary.paid)}
              </dd>
              <dt>Pending</dt>
              <dd className="text-right tabular-nums text-amber-900">
                {formatINR(summary.data.summary.pending)}
              </dd>
              <dt>Extra expenses</dt>
              <dd className="text-right tabular-nums">{formatINR(summary.data.summary.extra_expenses)}</dd>
              <dt className="font-semibold">Grand total</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatINR(summary.data.summary.grand_total)}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="ps-extra">
            <h3 id="ps-extra" className="mb-1 font-semibold text-slate-900">
              Extra Expenses
            </h3>
            {summary.data.extra_expense.length === 0 ? (
              <p className="text-sm text-slate-500">None</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {summary.data.extra_expense.map((e) => (
                  <li key={e.id} className="flex justify-between gap-2 py-1.5">
                    <span>{e.expense_type}</span>
                    <span className="tabular-nums">{formatINR(e.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
