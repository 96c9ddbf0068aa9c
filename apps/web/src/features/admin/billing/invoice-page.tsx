import { useLingui } from "@lingui/react/macro";
import { Printer, Share2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { invoiceStatusLabel } from "@/entities/client/billing-labels";
import { formatDate, formatINR } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useInvoice, useInvoiceActions } from "./api/billing";
import { CreditNoteDialog } from "./components/credit-note-dialog";
import { LinesEditor } from "./components/lines-editor";

/** One bill or credit note: edit and issue a draft; print, share, or credit an issued bill. */
export function InvoicePage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const { issue } = useInvoiceActions(id);
  const [date, setDate] = useState("");
  const [crediting, setCrediting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (invoice.isError)
    return (
      <ErrorState
        title={t`Could not load the bill`}
        message={invoice.error.message}
        onRetry={() => invoice.refetch()}
      />
    );
  const inv = invoice.data;
  if (!inv) return <p>{t`Loading...`}</p>;
  const doIssue = async () => {
    setError(null);
    try {
      const done = await issue.mutateAsync(date || undefined);
      notify.success(t`Bill ${done.number ?? ""} issued`);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not issue the bill`);
    }
  };
  const link = inv.document_url ? `${window.location.origin}${inv.document_url}` : null;
  const share = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify.success(t`Link copied`);
  };
  const title = inv.kind === "credit_note" ? t`Credit note` : t`Bill`;
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4">
      <span className="text-slate-600">{label}</span>
      <span className="font-medium tabular-nums">{value}</span>
    </div>
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {title} {inv.number ?? ""}
        </h2>
        <Badge>{invoiceStatusLabel(i18n, inv.status)}</Badge>
      </div>
      <Link className="text-brand-700 underline" to={paths.admin.client(inv.client_id)}>
        {inv.client_name}
      </Link>
      {inv.work_date && (
        <div className="text-sm text-slate-600">{`${inv.work_venue ?? ""} · ${formatDate(inv.work_date)}`}</div>
      )}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card className="flex flex-col gap-1 p-4 text-sm">
        {inv.invoice_date && row(t`Date`, formatDate(inv.invoice_date))}
        {inv.due_date && row(t`Due date`, formatDate(inv.due_date))}
        {row(t`Place of supply`, inv.place_of_supply_name)}
        {row(t`Taxable value`, formatINR(inv.taxable_value))}
        {inv.supply === "intra_state" && row(t`CGST`, formatINR(inv.cgst))}
        {inv.supply === "intra_state" && row(t`SGST`, formatINR(inv.sgst))}
        {inv.supply === "inter_state" && row(t`IGST`, formatINR(inv.igst))}
        {row(t`Round off`, formatINR(inv.round_off))}
        {row(t`Total`, formatINR(inv.total))}
        {inv.kind === "invoice" && inv.status !== "draft" && row(t`Credited`, formatINR(inv.credited))}
        {inv.kind === "invoice" && row(t`Paid`, formatINR(inv.paid))}
        {inv.advance_applied !== "0.00" && row(t`Of it, from the advance`, formatINR(inv.advance_applied))}
        {inv.kind === "invoice" && row(t`Balance`, formatINR(inv.balance))}
      </Card>
      {inv.status === "draft" ? (
        <>
          <LinesEditor invoice={inv} />
          <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3">
            <Input
              label={t`Invoice date (blank: today)`}
              type="date"
              name="invoice-date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <Button onClick={doIssue} loading={issue.isPending}>{t`Issue bill`}</Button>
          </div>
        </>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {inv.lines.map((l) => (
            <li key={l.position} className="flex justify-between gap-4">
              <span>{`${l.description} × ${l.quantity}`}</span>
              <span className="tabular-nums">{formatINR(l.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {link && (
          <Button
            variant="outline"
            onClick={() => window.open(link, "_blank", "noopener")}
            icon={<Printer className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Print`}
          </Button>
        )}
        {link && inv.status !== "draft" && (
          <Button
            variant="outline"
            onClick={share}
            icon={<Share2 className="h-4 w-4" aria-hidden="true" />}
          >{t`Share link`}</Button>
        )}
        {inv.kind === "invoice" && inv.status !== "draft" && inv.status !== "cancelled" && (
          <Button variant="outline" onClick={() => setCrediting(true)}>{t`Credit note`}</Button>
        )}
      </div>
      {inv.credit_notes.length > 0 && (
        <ul className="text-sm">
          {inv.credit_notes.map((c) => (
            <li key={c.id}>
              <Link className="text-brand-700 underline" to={paths.admin.invoice(c.id)}>
                {c.number}
              </Link>{" "}
              {formatINR(c.total)}
            </li>
          ))}
        </ul>
      )}
      <CreditNoteDialog invoiceId={inv.id} open={crediting} onClose={() => setCrediting(false)} />
    </div>
  );
}
