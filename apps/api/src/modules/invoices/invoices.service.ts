import type { Invoice, InvoiceDisplayStatus, InvoiceKind } from "@catercrew/shared";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { billingSettingsRow } from "../billing-settings/billing-settings.service.js";
import { documentLink } from "./invoice-link.js";
import { paidOf } from "./invoice-paid.js";
import {
  creditNotesOf,
  findInvoice,
  type InvoiceRow,
  linesOf,
  listInvoiceRows,
  numbersOf,
  partiesOf,
} from "./invoices.repository.js";
import { toInvoiceResponse } from "./invoices.serializer.js";

// Reading bills and credit notes (docs/decisions/056-clients-and-bills.md): admins only.

type ReadCtx = Ctx<"config" | "now">;

export async function getInvoiceRowOr404(
  { db }: Ctx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRow> {
  const row = await findInvoice(db, id, opts);
  if (!row) throw new AppError("INVOICE_NOT_FOUND");
  return row;
}

/** Documents in the API's shape, with their lines, parties, credit notes and what is paid. */
async function invoiceResponses(ctx: ReadCtx, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const { db } = ctx;
  const ids = rows.map((r) => r.id);
  const [lines, credits, paid, settings] = await Promise.all([
    linesOf(db, ids),
    creditNotesOf(db, ids),
    paidOf(db, ids),
    billingSettingsRow({ db }),
  ]);
  const parties = await partiesOf(
    db,
    [...new Set(rows.map((r) => r.clientId))],
    [...new Set(rows.flatMap((r) => (r.workId === null ? [] : [r.workId])))],
  );
  const cited = await numbersOf(
    db,
    rows.flatMap((r) => (r.creditNoteOf === null ? [] : [r.creditNoteOf])),
  );
  const now = ctx.now();
  const today = todayInKolkata(now);
  return rows.map((row) =>
    toInvoiceResponse(row, {
      lines: lines.filter((l) => l.invoiceId === row.id),
      client: parties.clients.get(row.clientId),
      work: row.workId === null ? undefined : parties.works.get(row.workId),
      credits: credits.filter((c) => c.creditNoteOf === row.id),
      paid: paid.get(row.id)?.paid ?? 0,
      fromAdvance: paid.get(row.id)?.fromAdvance ?? 0,
      citedNumber: row.creditNoteOf === null ? null : (cited.get(row.creditNoteOf) ?? null),
      agencyStateCode: settings.stateCode,
      documentUrl: documentLink(ctx.config.jwtSecret, row.id, now),
      today,
    }),
  );
}

export async function getInvoice(ctx: ReadCtx, id: number): Promise<Invoice> {
  const row = await getInvoiceRowOr404(ctx, id);
  const [answer] = await invoiceResponses(ctx, [row]);
  if (!answer) throw new AppError("INVOICE_NOT_FOUND");
  return answer;
}

export async function listInvoices(
  ctx: ReadCtx,
  q: {
    client_id?: number;
    status?: InvoiceDisplayStatus;
    kind?: InvoiceKind;
    work_id?: number;
    limit: number;
  },
): Promise<Invoice[]> {
  const stored = q.status === "paid" || q.status === "part_paid" ? "issued" : q.status;
  const rows = await listInvoiceRows(ctx.db, {
    clientId: q.client_id,
    kind: q.kind,
    workId: q.work_id,
    stored,
    limit: q.limit,
  });
  const answers = await invoiceResponses(ctx, rows);
  return q.status ? answers.filter((a) => a.status === q.status) : answers;
}
