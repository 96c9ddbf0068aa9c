import { financialYearLabel, formatDocumentNumber, type Invoice, type InvoiceKind } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import type { BillingSettingsRow } from "../billing-settings/billing-settings.repository.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import type { ClientRow } from "../clients/clients.repository.js";
import { getClientOr404 } from "../clients/clients.service.js";
import { applyAdvanceTo } from "../payments-in/advances.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { totalColumns, totalsFor } from "./invoice-totals.js";
import { linesOf, nextSequence, updateInvoice } from "./invoices.repository.js";
import { getInvoice, getInvoiceRowOr404 } from "./invoices.service.js";

// Issuing a draft: its number is given inside this transaction, so numbers have no gaps or
// repeats; nothing of it changes afterwards (docs/decisions/056-clients-and-bills.md).

type WriteCtx = Ctx<"config" | "now">;

/** An ISO date plus days. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The next number of a series for a date; a number over 16 characters rolls the transaction back. */
export async function takeNumber(
  { db: tx }: Ctx,
  kind: InvoiceKind,
  settings: BillingSettingsRow,
  date: string,
): Promise<{ number: string; financialYear: string; sequence: number }> {
  const financialYear = financialYearLabel(date);
  const sequence = await nextSequence(tx, kind, financialYear);
  const prefix = kind === "invoice" ? settings.invoicePrefix : settings.creditNotePrefix;
  try {
    return { number: formatDocumentNumber(prefix, date, sequence), financialYear, sequence };
  } catch {
    throw new AppError("INVOICE_NUMBER_TOO_LONG");
  }
}

/** The parties as the document freezes them. */
function sellerOf(s: BillingSettingsRow) {
  return {
    name: s.legalName,
    address: s.address,
    gstin: s.gstin,
    state_code: s.stateCode,
    phone: s.phone,
    email: s.email,
  };
}
function buyerOf(c: ClientRow) {
  return { name: c.name, address: c.address, gstin: c.gstin, state_code: c.stateCode };
}

/** A document's date: today unless given, never in the future, never before `earliest`. */
export function documentDate(
  ctx: Pick<WriteCtx, "now">,
  given: string | undefined,
  earliest: string | null,
): string {
  const today = todayInKolkata(ctx.now());
  const date = given ?? today;
  if (date > today) throw new AppError("INVOICE_DATE_FUTURE", { field: "invoice_date" });
  if (earliest !== null && date < earliest)
    throw new AppError("INVOICE_DATE_BEFORE_WORK", { field: "invoice_date" });
  return date;
}

/**
 * POST /invoices/:id/issue/: the draft gets the next number of the invoice series for its date's
 * financial year, its due date (the client's terms), its totals on today's settings and the
 * parties frozen; the client's advance settles it (record 071). Locks: the invoice, then the
 * client (as a payment locks the client, then his issued bills), then his payments. Issuing an
 * issued invoice again answers it as it is (one number, whatever is retried).
 */
export async function issueInvoice(
  ctx: WriteCtx,
  actor: AuthUser,
  id: number,
  input: { invoice_date?: string },
): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const row = await getInvoiceRowOr404({ db: tx }, id, { lock: true });
    if (row.kind !== "invoice") throw new AppError("INVOICE_NOT_DRAFT");
    if (row.status === "issued") return;
    if (row.status !== "draft") throw new AppError("INVOICE_NOT_DRAFT");
    const work = row.workId === null ? null : await getWorkOr404({ db: tx }, row.workId);
    const date = documentDate(ctx, input.invoice_date, work?.date ?? null);
    const settings = await billingSettingsRow({ db: tx });
    if (settings.gstin && (!settings.legalName.trim() || !settings.address.trim()))
      throw new AppError("BILLING_SETTINGS_INCOMPLETE");
    const client = await getClientOr404({ db: tx }, row.clientId, { lock: true });
    const totals = totalsFor(await linesOf(tx, [id]), settings, client);
    if (totals.taxable <= 0 || totals.total <= 0) throw new AppError("INVOICE_EMPTY");
    const numbered = await takeNumber({ db: tx }, "invoice", settings, date);
    await updateInvoice(tx, id, {
      ...totalColumns(totals),
      ...numbered,
      status: "issued",
      invoiceDate: date,
      dueDate: addDays(date, client.paymentTermsDays),
      seller: sellerOf(settings),
      buyer: buyerOf(client),
      issuedBy: actor.id,
      issuedAt: ctx.now().toISOString(),
    });
    const fromAdvance = await applyAdvanceTo({ db: tx }, client.id, id, totals.total);
    await audit(tx, {
      actorId: actor.id,
      action: "invoice.issue",
      entity: "invoice",
      entityId: id,
      details: { number: numbered.number, total: totals.total, date, from_advance: fromAdvance },
    });
  });
  return getInvoice(ctx, id);
}
