import type { InvoiceListRow } from "@catercrew/shared/schemas/billing-invoices";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { type Column, DataTable } from "@/components/ui/table";
import { clientKindLabel, invoiceStatusLabel } from "@/entities/client/billing-labels";
import { useClient } from "@/entities/client/client-api";
import { ClientFormDialog } from "@/entities/client/client-form-dialog";
import { formatDate, formatINR } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useDefaultRates, useDraftInvoice, useInvoices } from "./api/billing";
import { ClientFeedbackList } from "./components/client-feedback-list";
import { PortalAccessCard } from "./components/portal-access-card";
import { RatesForm } from "./components/rates-form";

type WorkRow = NonNullable<ReturnType<typeof useClient>["data"]>["works"][number];

/** A client: his details, his own rates, his works (bill one) and his bills. */
export function ClientPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const client = useClient(id);
  const bills = useInvoices(id);
  const defaults = useDefaultRates();
  const draft = useDraftInvoice();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (client.isError)
    return (
      <ErrorState
        title={t`Could not load the client`}
        message={client.error.message}
        onRetry={() => client.refetch()}
      />
    );
  const c = client.data;
  if (!c) return <p>{t`Loading...`}</p>;
  const { gstin } = c;
  const bill = async (workId: number) => {
    setError(null);
    try {
      const inv = await draft.mutateAsync(workId);
      navigate(paths.admin.invoice(inv.id));
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not make the bill`);
    }
  };
  const workColumns: Column<WorkRow>[] = [
    { key: "date", header: t`Date`, cell: (w) => formatDate(w.date) },
    { key: "venue", header: t`Venue`, cell: (w) => w.auditorium_name },
    { key: "price", header: t`Agreed price`, cell: (w) => formatINR(w.payment_amount) },
    {
      key: "bill",
      header: t`Bill`,
      cell: (w) =>
        w.invoice_id ? (
          <Link
            className="text-brand-700 underline"
            to={paths.admin.invoice(w.invoice_id)}
          >{t`Open bill`}</Link>
        ) : w.status === "cancelled" ? (
          ""
        ) : (
          <Button size="sm" onClick={() => bill(w.id)} loading={draft.isPending && draft.variables === w.id}>
            {t`Bill this work`}
          </Button>
        ),
    },
  ];
  const billColumns: Column<InvoiceListRow>[] = [
    {
      key: "number",
      header: t`Number`,
      cell: (b) => (
        <Link className="text-brand-700 underline" to={paths.admin.invoice(b.id)}>
          {b.number ?? t`Draft`}
        </Link>
      ),
    },
    { key: "date", header: t`Date`, cell: (b) => (b.invoice_date ? formatDate(b.invoice_date) : "") },
    {
      key: "total",
      header: t`Total`,
      cell: (b) => (b.kind === "credit_note" ? `- ${formatINR(b.total)}` : formatINR(b.total)),
    },
    { key: "balance", header: t`Balance`, cell: (b) => formatINR(b.balance) },
    { key: "status", header: t`Status`, cell: (b) => invoiceStatusLabel(i18n, b.status) },
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{c.name}</h2>
        <Button
          variant="outline"
          onClick={() => setEditing(true)}
          icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Edit client`}
        </Button>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card className="grid gap-2 p-4 text-sm sm:grid-cols-2">
        <div>{clientKindLabel(i18n, c.kind)}</div>
        <div>{[c.contact_person, c.mobile, c.email].filter(Boolean).join(" · ")}</div>
        <div>{c.address}</div>
        <div>
          {`${c.state_name} (${c.state_code})`}
          {gstin ? ` · ${t`GSTIN ${gstin}`}` : ""}
        </div>
        <div>
          {t`Payment terms`}: {plural(c.payment_terms_days, { one: "# day", other: "# days" })}
        </div>
        {c.notes && <div>{c.notes}</div>}
      </Card>
      <PortalAccessCard clientId={c.id} mobile={c.mobile} />
      <h3 className="text-lg font-semibold">{t`Works`}</h3>
      <DataTable
        caption={t`Works`}
        columns={workColumns}
        rows={c.works}
        rowKey={(w) => w.id}
        placeholder={t`No works yet.`}
      />
      <h3 className="text-lg font-semibold">{t`Bills`}</h3>
      <DataTable
        caption={t`Bills`}
        columns={billColumns}
        rows={bills.data ?? []}
        rowKey={(b) => b.id}
        placeholder={t`No bills yet.`}
      />
      <ClientFeedbackList clientId={c.id} />
      <h3 className="text-lg font-semibold">{t`His rates`}</h3>
      <RatesForm clientId={c.id} rates={c.rates} defaults={defaults.data?.rates} />
      <ClientFormDialog open={editing} client={c} onClose={() => setEditing(false)} />
    </div>
  );
}
