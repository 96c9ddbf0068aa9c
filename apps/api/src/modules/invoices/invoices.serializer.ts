import {
  fromPaise,
  type Invoice,
  type InvoiceDisplayStatus,
  type InvoiceParty,
  stateLabel,
  toPaise,
} from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import { stateName } from "../billing-settings/billing-settings.service.js";
import type { ClientRow } from "../clients/clients.repository.js";
import { supplyOf } from "./invoice-totals.js";
import type { InvoiceLineRow, InvoiceRow } from "./invoices.repository.js";

/** How a document is shown: stored draft/cancelled, or issued read with what is paid against it. */
function displayStatus(row: InvoiceRow, paid: number, balance: number): InvoiceDisplayStatus {
  if (row.status !== "issued" || row.kind === "credit_note") return row.status;
  if (paid > 0 && balance <= 0) return "paid";
  return paid > 0 ? "part_paid" : "issued";
}

/** A party as frozen on an issued document (`seller` / `buyer` columns). */
export function partyOf(value: unknown): InvoiceParty | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : null);
  const state = text("state_code") ?? "";
  return {
    name: text("name") ?? "",
    address: text("address"),
    gstin: text("gstin"),
    state_code: state,
    state_name: stateName(state),
  };
}

interface InvoiceExtras {
  lines: InvoiceLineRow[];
  client: ClientRow | undefined;
  work: { date: string; venue: string } | undefined;
  credits: InvoiceRow[];
  paid: number;
  fromAdvance: number;
  citedNumber: string | null;
  agencyStateCode: string;
  documentUrl: string | null;
  today: string;
}

export function toInvoiceResponse(row: InvoiceRow, x: InvoiceExtras): Invoice {
  const total = toPaise(row.total);
  const credited = x.credits.reduce((acc, c) => acc + toPaise(c.total), 0);
  const balance =
    row.kind === "invoice" && row.status === "issued"
      ? total - credited - x.paid
      : row.status === "draft"
        ? total
        : 0;
  const seller = partyOf(row.seller);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: displayStatus(row, x.paid, balance),
    client_id: row.clientId,
    client_name: x.client?.name ?? "",
    work_id: row.workId,
    work_date: x.work?.date ?? null,
    work_venue: x.work?.venue ?? null,
    credit_note_of: row.creditNoteOf === null ? null : { id: row.creditNoteOf, number: x.citedNumber },
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    overdue:
      row.status === "issued" &&
      row.kind === "invoice" &&
      balance > 0 &&
      row.dueDate !== null &&
      row.dueDate < x.today,
    place_of_supply: row.placeOfSupply,
    place_of_supply_name: stateLabel(row.placeOfSupply),
    supply: supplyOf(row, seller?.state_code || x.agencyStateCode),
    gst_rate: Number(row.gstRate).toFixed(2),
    lines: x.lines.map((l) => ({
      position: l.position,
      kind: l.kind,
      description: l.description,
      quantity: Number(l.quantity).toFixed(2),
      rate: l.rate,
      amount: l.amount,
    })),
    taxable_value: row.taxableValue,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    round_off: row.roundOff,
    total: row.total,
    credited: fromPaise(credited),
    paid: fromPaise(x.paid),
    advance_applied: fromPaise(x.fromAdvance),
    balance: fromPaise(Math.max(balance, 0)),
    seller,
    buyer: partyOf(row.buyer),
    reason: row.reason,
    notes: row.notes,
    credit_notes: x.credits.map((c) => ({ id: c.id, number: c.number, total: c.total })),
    document_url: x.documentUrl,
    issued_at: iso(row.issuedAt),
    created_at: iso(row.createdAt) ?? "",
  };
}
