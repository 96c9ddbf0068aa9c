import {
  type PaymentMember,
  type PaymentSummary,
  WAGE_GROUP_LABELS,
  type WageGroup,
} from "@catercrew/shared";
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { formatDate, formatINR } from "@/lib/format";
import { usePaymentSummary } from "../api/analytics";
import { downloadCsv } from "./csv";

const GROUPS: WageGroup[] = ["captains", "boys", "head_boys", "supervisors"];

function exportSummary(s: PaymentSummary) {
  const rows: (string | number | null)[][] = [
    [
      "Group",
      "Name",
      "User ID",
      "Payment status",
      "Base fare",
      "Rating amount",
      "Travel",
      "Over time",
      "Bonus",
      "Total wage",
    ],
  ];
  for (const g of GROUPS) {
    for (const m of s[g]) {
      rows.push([
        WAGE_GROUP_LABELS[g],
        m.user_name,
        m.user_id,
        m.payment_status === "paid" ? "Paid" : "Pending",
        m.base_fare,
        m.rating_amount,
        m.travel_allowance,
        m.over_time,
        m.bonus,
        m.total_wage,
      ]);
    }
  }
  rows.push([], ["Extra expense", "Amount", "Description"]);
  for (const e of s.extra_expense) rows.push([e.expense_type, e.amount, e.description]);
  rows.push(
    [],
    ["Total wages", s.summary.total],
    ["Paid", s.summary.paid],
    ["Pending", s.summary.pending],
    ["Extra expenses", s.summary.extra_expenses],
    ["Payment amount", s.payment_amount],
    ["Profit/Loss", s.summary.profit_or_loss],
  );
  downloadCsv(`payment-summary-work-${s.work_id}.csv`, rows);
}

function MemberRow({ m }: { m: PaymentMember }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{m.user_name}</p>
        <p className="text-xs text-slate-600">
          Base {formatINR(m.base_fare)} · Rating {formatINR(m.rating_amount)} · Travel{" "}
          {formatINR(m.travel_allowance)} · OT {formatINR(m.over_time)} · Bonus {formatINR(m.bonus)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={m.payment_status === "paid" ? "success" : "warning"}>
          {m.payment_status === "paid" ? "Paid" : "Pending"}
        </Badge>
        <span className="text-sm font-semibold">{formatINR(m.total_wage)}</span>
      </div>
    </li>
  );
}

/** Payment Summary & Details of one work. */
export function PaymentSummaryDialog({ workId, onClose }: { workId: number | null; onClose: () => void }) {
  const q = usePaymentSummary(workId);
  const s = q.data;
  return (
    <Dialog
      open={workId !== null}
      onClose={onClose}
      size="lg"
      title="Payment Summary & Details"
      description={s ? `${s.work_title} · ${formatDate(s.date)}` : undefined}
      footer={
        s && (
          <Button
            variant="outline"
            onClick={() => exportSummary(s)}
            icon={<Download className="h-4 w-4" aria-hidden="true" />}
          >
            Export CSV
          </Button>
        )
      }
    >
      {q.isPending ? (
        <SkeletonText lines={8} />
      ) : q.isError || !s ? (
        <ErrorState
          title="No Payment Data Found"
          message="Failed to fetch payment summary"
          retryLabel="Retry"
          onRetry={() => q.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          {GROUPS.map((g) => (
            <section key={g} aria-label={WAGE_GROUP_LABELS[g]}>
              <h3 className="text-sm font-semibold text-slate-900">
                {WAGE_GROUP_LABELS[g]} <span className="font-normal text-slate-500">({s[g].length})</span>
              </h3>
              {s[g].length === 0 ? (
                <p className="text-sm text-slate-600">No wages recorded</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {s[g].map((m) => (
                    <MemberRow key={m.user} m={m} />
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section
            aria-label="Payment summary"
            className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4"
          >
            <div>
              <p className="text-xs text-slate-600">Total wages</p>
              <p className="font-semibold">{formatINR(s.summary.total)}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Paid</p>
              <p className="font-semibold text-green-800">{formatINR(s.summary.paid)}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Pending</p>
              <p className="font-semibold text-amber-800">{formatINR(s.summary.pending)}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Profit/Loss</p>
              <p
                className={
                  s.summary.status === "Profit"
                    ? "font-semibold text-green-800"
                    : "font-semibold text-red-700"
                }
              >
                {formatINR(s.summary.profit_or_loss)}
              </p>
            </div>
          </section>
          <section aria-label="Extra Expenses">
            <h3 className="text-sm font-semibold text-slate-900">Extra Expenses</h3>
            {s.extra_expense.length === 0 ? (
              <p className="text-sm text-slate-600">No extra expenses</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {s.extra_expense.map((e) => (
                  <li key={e.id} className="flex justify-between gap-2 py-1.5">
                    <span className="min-w-0 truncate">
                      {e.expense_type}
                      {e.description ? ` · ${e.description}` : ""}
                    </span>
                    <span className="font-medium">{formatINR(e.amount)}</span>
                  </li>
                ))}
                <li className="flex justify-between py-1.5 font-semibold">
                  <span>Total</span>
                  <span>{formatINR(s.summary.extra_expenses)}</span>
                </li>
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
