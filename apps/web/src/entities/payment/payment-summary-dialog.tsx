import { PAYMENT_STATUS_LABELS, WAGE_GROUP_LABELS, type WageGroup } from "@catercrew/shared/enums";
import { formatINR } from "@catercrew/shared/money";
import type { PaymentMember, SubadminPaymentSummary } from "@catercrew/shared/schemas/analytics";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import type { Area } from "@/lib/paths";
import { WagePayment } from "./wage-payment";

export const WAGE_GROUPS: readonly WageGroup[] = ["captains", "boys", "head_boys", "supervisors"];

/** What the dialog needs of the area's payment-summary query. */
export interface PaymentSummaryQuery {
  /** A captain's may leave out the price and profit (record 057). */
  data: SubadminPaymentSummary | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Paying from the summary: the caller's area and what to refresh after Mark paid. */
export interface SummaryPayments {
  area: Area;
  onPaid: () => void;
}

function Member({
  m,
  s,
  payments,
}: {
  m: PaymentMember;
  s: SubadminPaymentSummary;
  payments?: SummaryPayments;
}) {
  const { t } = useLingui();
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{m.user_name}</span>
        <Badge tone={m.payment_status === "paid" ? "success" : "warning"}>
          {labelOf(PAYMENT_STATUS_LABELS, m.payment_status)}
        </Badge>
      </div>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs text-slate-600">
        <dt>{t`Base fare`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.base_fare)}</dd>
        <dt>{t`Rating amount`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.rating_amount)}</dd>
        <dt>{t`TA`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.travel_allowance)}</dd>
        <dt>{t`Over time`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.over_time)}</dd>
        <dt>{t`Long fare`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.long_fare)}</dd>
        <dt>{t`Extra setting`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.extra_setting)}</dd>
        <dt>{t`Extra loading`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.extra_loading)}</dd>
        <dt>{t`Bonus`}</dt>
        <dd className="text-right tabular-nums">{formatINR(m.bonus)}</dd>
        <dt className="font-semibold text-slate-900">{t`Total wage`}</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-900">{formatINR(m.total_wage)}</dd>
      </dl>
      {payments && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <WagePayment
            area={payments.area}
            workId={s.work_id}
            userId={m.user}
            userName={m.user_name}
            upiId={m.upi_id}
            totalWage={m.total_wage}
            paid={m.payment_status === "paid"}
            paidAt={m.paid_at}
            reference={m.payment_reference}
            note={`CaterCrew ${s.work_title} ${formatDate(s.date)}`}
            onPaid={payments.onPaid}
          />
        </div>
      )}
    </li>
  );
}

function Totals({ s }: { s: SubadminPaymentSummary }) {
  const { t } = useLingui();
  const row = (label: string, value: string, className = "") => (
    <>
      <dt className={className}>{label}</dt>
      <dd className={`text-right tabular-nums ${className}`}>{formatINR(value)}</dd>
    </>
  );
  return (
    <section aria-labelledby="ps-summary" className="rounded-lg bg-slate-50 p-3 text-sm">
      <h3 id="ps-summary" className="mb-1 font-semibold text-slate-900">
        {t`Payment summary`}
      </h3>
      <dl className="grid grid-cols-2 gap-y-1">
        {row(t`Total wages`, s.summary.total)}
        {row(t`Paid`, s.summary.paid, "text-green-800")}
        {row(t({ message: "Pending", context: "payment" }), s.summary.pending, "text-amber-900")}
        {row(t`Extra expenses`, s.summary.extra_expenses)}
        {row(t`Grand total`, s.summary.grand_total, "font-semibold")}
        {s.summary.profit_or_loss !== undefined &&
          row(
            t`Profit/Loss`,
            s.summary.profit_or_loss,
            s.summary.status === "Profit" ? "font-semibold text-green-800" : "font-semibold text-red-700",
          )}
      </dl>
    </section>
  );
}

/**
 * Payment Summary & Details of one work, the same for the admin and the sub-admin: the wage
 * groups, the totals and the extra expenses. The area passes its own query and any footer
 * (the admin's Export CSV).
 */
export function PaymentSummaryDialog({
  open,
  onClose,
  query,
  description,
  footer,
  payments,
}: {
  open: boolean;
  onClose: () => void;
  query: PaymentSummaryQuery;
  description?: string;
  footer?: ReactNode;
  payments?: SummaryPayments;
}) {
  const { t } = useLingui();
  const s = query.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t`Payment Summary & Details`}
      description={description}
      footer={footer}
    >
      {query.isPending ? (
        <SkeletonText lines={8} />
      ) : query.isError || !s ? (
        <ErrorState
          title={t`No Payment Data Found`}
          message={t`Failed to fetch payment summary`}
          retryLabel={t`Retry`}
          onRetry={() => query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {WAGE_GROUPS.map((g) => (
            <section key={g} aria-label={labelOf(WAGE_GROUP_LABELS, g)}>
              <h3 className="mb-1 font-semibold text-slate-900">
                {labelOf(WAGE_GROUP_LABELS, g)} ({s[g].length})
              </h3>
              {s[g].length === 0 ? (
                <p className="text-sm text-slate-500">{t`No wages recorded`}</p>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {s[g].map((m) => (
                    <Member key={m.user} m={m} s={s} payments={payments} />
                  ))}
                </ul>
              )}
            </section>
          ))}
          <Totals s={s} />
          <section aria-labelledby="ps-extra">
            <h3 id="ps-extra" className="mb-1 font-semibold text-slate-900">
              {t`Extra Expenses`}
            </h3>
            {s.extra_expense.length === 0 ? (
              <p className="text-sm text-slate-500">{t`No extra expenses`}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {s.extra_expense.map((e) => (
                  <li key={e.id} className="flex justify-between gap-2 py-1.5">
                    <span className="min-w-0 truncate">
                      {e.expense_type}
                      {e.description ? ` · ${e.description}` : ""}
                    </span>
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
