import { WAGE_GROUP_LABELS, type WageGroup } from "@catercrew/shared/enums";
import { formatRupees } from "@catercrew/shared/money";
import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { errorText } from "@/entities/subadmin/error-text";
import { labelOf } from "@/lib/labels";
import { useTotals } from "../api/ratings-wages";

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 py-1.5 ${strong ? "font-semibold text-slate-900" : "text-slate-700"}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(value)}</dd>
    </div>
  );
}

/** Total Wages: by wage type, extra expenses, wages total, extra total, grand total. */
export function TotalWagesSheet({ work, onClose }: { work: StaffWorkListItem; onClose: () => void }) {
  const { t } = useLingui();
  const totals = useTotals(work.id);
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t`Total Wages`}
      description={work.Auditorium_name || t`Venue Not Specified`}
      footer={
        <Button variant="outline" onClick={() => totals.refetch()} loading={totals.isFetching}>
          {t`Refresh totals`}
        </Button>
      }
    >
      {totals.isPending ? (
        <SkeletonText lines={6} />
      ) : totals.isError ? (
        <ErrorState
          title={t`Error loading wage data`}
          message={errorText(totals.error, t`Failed to fetch total wages`)}
          onRetry={() => totals.refetch()}
          retryLabel={t`Retry`}
        />
      ) : totals.data.wages_total === "0.00" && totals.data.extra_expenses.length === 0 ? (
        <EmptyState title={t`No wage data available for this work`} />
      ) : (
        <div className="flex flex-col gap-4 text-sm" aria-live="polite">
          <section aria-labelledby="tw-groups">
            <h3 id="tw-groups" className="font-semibold text-slate-900">
              {t`Wages by type`}
            </h3>
            <dl className="divide-y divide-slate-100">
              {(Object.keys(WAGE_GROUP_LABELS) as WageGroup[]).map((g) => (
                <Line
                  key={g}
                  label={labelOf(WAGE_GROUP_LABELS, g)}
                  value={totals.data.total_paid_wages[g] ?? "0"}
                />
              ))}
            </dl>
          </section>
          <section aria-labelledby="tw-expenses">
            <h3 id="tw-expenses" className="font-semibold text-slate-900">
              {t`Extra expenses`}
            </h3>
            {totals.data.extra_expenses.length === 0 ? (
              <p className="py-1.5 text-slate-600">{t`No extra expenses`}</p>
            ) : (
              <dl className="divide-y divide-slate-100">
                {totals.data.extra_expenses.map((e) => (
                  <Line
                    key={e.id}
                    label={e.description ? `${e.expense_type} (${e.description})` : e.expense_type}
                    value={e.amount}
                  />
                ))}
              </dl>
            )}
          </section>
          <dl className="rounded-lg bg-slate-50 px-3 py-1">
            <Line label={t`Wages total`} value={totals.data.wages_total} />
            <Line label={t`Paid`} value={totals.data.paid_total} />
            <Line label={t({ message: "Pending", context: "payment" })} value={totals.data.pending_total} />
            <Line label={t`Extra total`} value={totals.data.extra_expenses_total} />
            <Line label={t`Grand total`} value={totals.data.total_amount} strong />
          </dl>
        </div>
      )}
    </BottomSheet>
  );
}
