import { WAGE_GROUP_LABELS } from "@catercrew/shared/enums";
import type { PaymentSummary } from "@catercrew/shared/schemas/analytics";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Download, Wallet } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  PaymentSummaryDialog as SharedPaymentSummaryDialog,
  WAGE_GROUPS,
} from "@/entities/payment/payment-summary-dialog";
import { formatDate } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import { usePaymentSummary } from "../api/analytics";
import { downloadCsv } from "./csv";
import { PayCrewDialog } from "./pay-crew-dialog";

/**
 * The work's wages, expenses and totals as a CSV for the agency's accountant: headers and labels
 * in the chosen language, amounts as plain numbers.
 */
function exportSummary(s: PaymentSummary, t: (d: MessageDescriptor) => string) {
  const rows: (string | number | null)[][] = [
    [
      t(msg`Group`),
      t(msg`Name`),
      t(msg`User ID`),
      t(msg`Payment status`),
      t(msg`Base fare`),
      t(msg`Rating amount`),
      t(msg`Travel allowance`),
      t(msg`Over time`),
      t(msg`Long fare`),
      t(msg`Extra setting`),
      t(msg`Extra loading`),
      t(msg`Bonus`),
      t(msg`Total wage`),
    ],
  ];
  for (const g of WAGE_GROUPS) {
    for (const m of s[g]) {
      rows.push([
        labelOf(WAGE_GROUP_LABELS, g),
        m.user_name,
        m.user_id,
        m.payment_status === "paid" ? t(msg`Paid`) : t(msg({ message: "Pending", context: "payment" })),
        m.base_fare,
        m.rating_amount,
        m.travel_allowance,
        m.over_time,
        m.long_fare,
        m.extra_setting,
        m.extra_loading,
        m.bonus,
        m.total_wage,
      ]);
    }
  }
  rows.push([], [t(msg`Extra expense`), t(msg`Amount`), t(msg`Description`)]);
  for (const e of s.extra_expense) rows.push([e.expense_type, e.amount, e.description]);
  rows.push(
    [],
    [t(msg`Total wages`), s.summary.total],
    [t(msg`Paid`), s.summary.paid],
    [t(msg({ message: "Pending", context: "payment" })), s.summary.pending],
    [t(msg`Extra expenses`), s.summary.extra_expenses],
    [t(msg`Payment amount`), s.payment_amount],
    [t(msg`Profit/Loss`), s.summary.profit_or_loss],
  );
  downloadCsv(`payment-summary-work-${s.work_id}.csv`, rows);
}

/** The admin's Payment Summary & Details of one work, with Export CSV. */
export function PaymentSummaryDialog({ workId, onClose }: { workId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const query = usePaymentSummary(workId);
  const s = query.data;
  const [paying, setPaying] = useState(false);
  const description = s ? `${s.work_title} · ${formatDate(s.date)}` : undefined;
  if (paying && workId !== null)
    return (
      <PayCrewDialog
        workId={workId}
        description={description}
        onClose={() => {
          setPaying(false);
          void query.refetch();
        }}
      />
    );
  return (
    <SharedPaymentSummaryDialog
      open={workId !== null}
      onClose={onClose}
      query={query}
      payments={{ area: "admin", onPaid: () => query.refetch() }}
      description={description}
      footer={
        s && (
          <>
            <Button onClick={() => setPaying(true)} icon={<Wallet className="h-4 w-4" aria-hidden="true" />}>
              {t`Pay the crew`}
            </Button>
            <Button
              variant="outline"
              onClick={() => exportSummary(s, t)}
              icon={<Download className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Export CSV`}
            </Button>
          </>
        )
      }
    />
  );
}
