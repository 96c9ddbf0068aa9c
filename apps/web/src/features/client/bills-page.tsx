import { formatRupees } from "@catercrew/shared/money";
import type { PortalInvoice } from "@catercrew/shared/schemas/client-portal";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SkeletonCard } from "@/components/ui/skeleton";
import { UpiPay } from "@/entities/payment/upi-pay";
import { formatDate } from "@/lib/format";
import { clientApi } from "./api/client-session";

function InvoiceStatus({ invoice }: { invoice: PortalInvoice }) {
  const { t } = useLingui();
  if (invoice.status === "paid")
    return <Badge tone="success">{t({ message: "Paid", context: "client's bill" })}</Badge>;
  if (invoice.status === "cancelled") return <Badge tone="neutral">{t`Cancelled`}</Badge>;
  if (invoice.overdue)
    return <Badge tone="danger">{t({ message: "Overdue", context: "client's bill" })}</Badge>;
  if (invoice.status === "part_paid") return <Badge tone="warning">{t`Partly paid`}</Badge>;
  return <Badge tone="info">{t`Due`}</Badge>;
}

/** /client/bills: his bills, what he paid and owes, a UPI link and QR for the rest. */
export function BillsPage() {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: ["client", "invoices"],
    queryFn: ({ signal }) => clientApi<PortalInvoice[]>("/client-portal/invoices/", { signal }),
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t`Bills`}</h1>
      {query.isPending && <SkeletonCard />}
      {query.isError && <Alert tone="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <EmptyState title={t`No bills yet`} description={t`Bills appear here once the agency issues them.`} />
      )}
      <ul className="flex flex-col gap-3">
        {query.data?.map((invoice) => (
          <li key={invoice.id}>
            <Card className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{invoice.number}</p>
                <InvoiceStatus invoice={invoice} />
              </div>
              <p className="text-sm text-slate-700">
                {t`Dated ${formatDate(invoice.invoice_date)}, due ${formatDate(invoice.due_date)}`}
              </p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">{t`Total`}</dt>
                  <dd className="font-medium">{formatRupees(invoice.total)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t({ message: "Paid", context: "client's bill" })}</dt>
                  <dd className="font-medium">{formatRupees(invoice.paid)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t`To pay`}</dt>
                  <dd className="font-semibold text-slate-900">{formatRupees(invoice.balance)}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <a
                  href={invoice.document_url}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass("outline", "md")}
                >
                  {t`Open the bill`}
                </a>
              </div>
              {invoice.upi && (
                <UpiPay
                  upiId={invoice.upi.upi_id}
                  name={invoice.upi.name}
                  amount={invoice.upi.amount}
                  note={invoice.upi.note}
                />
              )}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
