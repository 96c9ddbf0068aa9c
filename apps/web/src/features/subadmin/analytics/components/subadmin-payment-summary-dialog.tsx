import type { SubadminAnalyticsRecord } from "@catercrew/shared/schemas/analytics";
import { PaymentSummaryDialog as SharedPaymentSummaryDialog } from "@/entities/payment/payment-summary-dialog";
import { formatDate } from "@/lib/format";
import { usePaymentSummary } from "../api/subadmin-analytics";

/** The sub-admin's Payment Summary & Details of one work (the record's venue and date above). */
export function PaymentSummaryDialog({
  record,
  onClose,
}: {
  record: SubadminAnalyticsRecord | null;
  onClose: () => void;
}) {
  const query = usePaymentSummary(record?.id ?? null);
  return (
    <SharedPaymentSummaryDialog
      open={record !== null}
      onClose={onClose}
      query={query}
      payments={{ area: "subadmin", onPaid: () => query.refetch() }}
      description={record ? `${record.Auditorium_name} · ${formatDate(record.date)}` : undefined}
    />
  );
}
