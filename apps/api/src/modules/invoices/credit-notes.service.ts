import {
  formatRupees,
  fromPaise,
  type Invoice,
  rateToBasisPoints,
  roundToRupee,
  taxAtRate,
  toPaise,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import { getClientOr404 } from "../clients/clients.service.js";
import { documentDate, takeNumber } from "./invoice-issue.service.js";
import { paidOf } from "./invoice-paid.js";
import { figures, supplyOf } from "./invoice-totals.js";
import {
  creditNotesOf,
  type InvoiceRow,
  insertInvoice,
  replaceLines,
  updateInvoice,
} from "./invoices.repository.js";
import { partyOf } from "./invoices.serializer.js";
import { getInvoice, getInvoiceRowOr404 } from "./invoices.service.js";

// Credit notes (docs/decisions/056-clients-and-bills.md): an issued invoice never changes; a
// correction or a cancellation is a credit note in its own series that cites it, never above
// what is left of it, nor above what is still unpaid on it: the payments and the advance split
// onto it stay settled, and no refund is owed (docs/decisions/074-captains-price-credit-cap-booked-roles.md).

type WriteCtx = Ctx<"config" | "now">;
type Figures = ReturnType<typeof figures>;

function minus(a: Figures, b: Figures): Figures {
  return {
    taxable: a.taxable - b.taxable,
    cgst: a.cgst - b.cgst,
    sgst: a.sgst - b.sgst,
    igst: a.igst - b.igst,
    roundOff: a.roundOff - b.roundOff,
    total: a.total - b.total,
  };
}

/** What is left of an invoice after its credit notes. */
function leftOf(invoice: InvoiceRow, credits: readonly InvoiceRow[]): Figures {
  return credits.reduce((acc, c) => minus(acc, figures(c)), figures(invoice));
}

/** The figures of a credit note for a taxable amount, taxed as the invoice was. */
function creditFigures(invoice: InvoiceRow, taxable: number): Figures {
  const seller = partyOf(invoice.seller);
  const supply = supplyOf(invoice, seller?.state_code ?? "");
  const tax = taxAtRate(taxable, rateToBasisPoints(invoice.gstRate), supply);
  const exact = taxable + tax.cgst + tax.sgst + tax.igst;
  const total = roundToRupee(exact);
  return { taxable, cgst: tax.cgst, sgst: tax.sgst, igst: tax.igst, roundOff: total - exact, total };
}

export async function createCreditNote(
  ctx: WriteCtx,
  actor: AuthUser,
  invoiceId: number,
  input: { reason: string; amount?: string; full?: boolean; note_date?: string },
): Promise<Invoice> {
  const id = await ctx.db.transaction(async (tx) => {
    // Locks as a payment takes them, the client first, then his bill: a payment on the bill at the
    // same moment waits or is waited for, never both (the note's row refers to the client's).
    const { clientId } = await getInvoiceRowOr404({ db: tx }, invoiceId);
    await getClientOr404({ db: tx }, clientId, { lock: true });
    const invoice = await getInvoiceRowOr404({ db: tx }, invoiceId, { lock: true });
    if (invoice.kind !== "invoice" || invoice.status !== "issued") throw new AppError("INVOICE_NOT_ISSUED");
    const left = leftOf(invoice, await creditNotesOf(tx, [invoiceId]));
    const amount = input.amount === undefined ? null : toPaise(input.amount);
    const whole = input.full === true || amount === null || amount === left.taxable;
    if (amount !== null && amount <= 0) throw new AppError("CREDIT_NOTE_TOO_LARGE", { field: "amount" });
    const credit = whole ? left : creditFigures(invoice, amount ?? 0);
    if (credit.taxable > left.taxable || credit.total > left.total || credit.total <= 0)
      throw new AppError("CREDIT_NOTE_TOO_LARGE", { field: "amount" });
    // Read under the client's and the invoice's locks: no payment lands on the bill meanwhile.
    const paid = (await paidOf(tx, [invoiceId])).get(invoiceId)?.paid ?? 0;
    if (credit.total > left.total - paid)
      throw new AppError("CREDIT_NOTE_ABOVE_UNPAID", {
        field: "amount",
        params: { paid: formatRupees(fromPaise(paid)), unpaid: formatRupees(fromPaise(left.total - paid)) },
      });
    const date = documentDate(ctx, input.note_date, invoice.invoiceDate);
    const numbered = await takeNumber({ db: tx }, "credit_note", await billingSettingsRow({ db: tx }), date);
    const note = await insertInvoice(tx, {
      kind: "credit_note",
      status: "issued",
      clientId: invoice.clientId,
      workId: invoice.workId,
      creditNoteOf: invoice.id,
      ...numbered,
      invoiceDate: date,
      placeOfSupply: invoice.placeOfSupply,
      gstRate: invoice.gstRate,
      taxableValue: fromPaise(credit.taxable),
      cgst: fromPaise(credit.cgst),
      sgst: fromPaise(credit.sgst),
      igst: fromPaise(credit.igst),
      roundOff: fromPaise(credit.roundOff),
      total: fromPaise(credit.total),
      seller: invoice.seller,
      buyer: invoice.buyer,
      reason: input.reason,
      createdBy: actor.id,
      issuedBy: actor.id,
      issuedAt: ctx.now().toISOString(),
    });
    await replaceLines(tx, note.id, [
      {
        kind: "credit",
        description: `Against invoice ${invoice.number}: ${input.reason}`,
        quantity: "1",
        rate: fromPaise(credit.taxable),
        amount: fromPaise(credit.taxable),
        position: 0,
      },
    ]);
    if (whole) await updateInvoice(tx, invoice.id, { status: "cancelled" });
    await audit(tx, {
      actorId: actor.id,
      action: "invoice.credit_note",
      entity: "invoice",
      entityId: invoice.id,
      details: { credit_note: note.id, number: numbered.number, total: credit.total, cancelled: whole },
    });
    return note.id;
  });
  return getInvoice(ctx, id);
}
