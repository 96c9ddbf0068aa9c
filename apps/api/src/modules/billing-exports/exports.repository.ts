import { GST_STATES } from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, asc, eq, gt, gte, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { clientPayments, clients, invoices } from "../../db/schema.js";
import { allocationsOfPayments } from "../payments-in/balances.service.js";
import type { Gstr1Document } from "./gstr1-csv.js";
import type { TallyDocument } from "./tally-xml.js";

/**
 * The documents of a date range read a page at a time in (date, id) order, so an export of a year
 * holds one page in memory while it streams (docs/decisions/057-payments-dues-exports.md).
 */
const PAGE = 500;

export interface Range {
  from: string;
  to: string;
}

/** "32-Kerala", as GSTR-1 writes a place of supply. */
function placeOfSupplyLabel(code: string): string {
  const name = (GST_STATES as Record<string, string>)[code];
  return name ? `${code}-${name}` : code;
}

const cited = alias(invoices, "cited");

/**
 * The agency's GSTIN a document was issued under: the one stamped on it at issue (`seller`), null
 * for a plain bill issued without one; `current` only for a document never stamped.
 */
const sellerGstin = (current: string | null) =>
  sql<
    string | null
  >`case when ${invoices.seller} is null then ${current}::text else ${invoices.seller}->>'gstin' end`;
/** The client's GSTIN as stamped on the document at issue, not as his record says today. */
const buyerGstin = sql<
  string | null
>`case when ${invoices.buyer} is null then ${clients.gstin} else ${invoices.buyer}->>'gstin' end`;

const issuedIn = (range: Range) =>
  and(
    eq(invoices.status, "issued"),
    gte(invoices.invoiceDate, range.from),
    lte(invoices.invoiceDate, range.to),
  );

/** The agency's GSTINs the range's documents were issued under (more than one when it changed). */
export async function sellerGstinsIn(db: DbOrTx, range: Range, current: string | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gstin: sellerGstin(current) })
    .from(invoices)
    .where(issuedIn(range));
  return rows.flatMap((r) => (r.gstin ? [r.gstin] : [])).sort();
}

/** Only the documents issued under `gstin` (GSTR-1), else all (Tally). */
interface Under {
  gstin: string;
  current: string | null;
}

async function docPage(
  db: DbOrTx,
  range: Range,
  after: { date: string; id: number } | null,
  under: Under | null = null,
) {
  // A row comparison, so the (date, id) index starts each page where the last one ended.
  const keyset: SQL | undefined = after
    ? sql`(${invoices.invoiceDate}, ${invoices.id}) > (${after.date}::date, ${after.id}::int)`
    : undefined;
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      date: invoices.invoiceDate,
      placeOfSupply: invoices.placeOfSupply,
      gstRate: invoices.gstRate,
      taxable: invoices.taxableValue,
      cgst: invoices.cgst,
      sgst: invoices.sgst,
      igst: invoices.igst,
      roundOff: invoices.roundOff,
      total: invoices.total,
      party: clients.name,
      gstin: buyerGstin,
      citedNumber: cited.number,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(cited, eq(cited.id, invoices.creditNoteOf))
    .where(
      and(issuedIn(range), keyset, under ? sql`${sellerGstin(under.current)} = ${under.gstin}` : undefined),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    .limit(PAGE);
}

type DocRow = Awaited<ReturnType<typeof docPage>>[number];

/** Issued invoices and credit notes of the range, in date order, a page at a time. */
async function* docRows(db: DbOrTx, range: Range, under: Under | null = null): AsyncGenerator<DocRow> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const page = await docPage(db, range, after, under);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = { date: last.date ?? range.to, id: last.id };
  }
}

/** The range's payments a page at a time, each page with its splits read in one query. */
async function* paymentRows(db: DbOrTx, range: Range) {
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({ payment: clientPayments, party: clients.name })
      .from(clientPayments)
      .innerJoin(clients, eq(clients.id, clientPayments.clientId))
      .where(
        and(
          gte(clientPayments.receivedOn, range.from),
          lte(clientPayments.receivedOn, range.to),
          gt(clientPayments.id, afterId),
        ),
      )
      .orderBy(asc(clientPayments.id))
      .limit(PAGE);
    const splits = await allocationsOfPayments(
      { db },
      page.map((row) => row.payment.id),
    );
    const byPayment = new Map<number, typeof splits>();
    for (const s of splits) byPayment.set(s.paymentId, [...(byPayment.get(s.paymentId) ?? []), s]);
    for (const row of page) yield { ...row, split: byPayment.get(row.payment.id) ?? [] };
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    afterId = last.payment.id;
  }
}

/** Sales and credit notes, then receipts, for Tally. */
export async function* tallyDocuments(db: DbOrTx, range: Range): AsyncGenerator<TallyDocument> {
  for await (const row of docRows(db, range)) {
    const base = {
      number: row.number ?? "",
      date: row.date ?? range.from,
      party: row.party,
      taxable: toPaise(row.taxable),
      cgst: toPaise(row.cgst),
      sgst: toPaise(row.sgst),
      igst: toPaise(row.igst),
      roundOff: toPaise(row.roundOff),
      total: toPaise(row.total),
    };
    if (row.kind === "credit_note")
      yield { kind: "credit_note", invoiceNumber: row.citedNumber ?? "", ...base };
    else yield { kind: "invoice", ...base };
  }
  for await (const { payment, party, split } of paymentRows(db, range)) {
    yield {
      kind: "receipt",
      number: `RCPT-${payment.id}`,
      date: payment.receivedOn,
      party,
      amount: toPaise(payment.amount),
      tds: toPaise(payment.tdsAmount),
      method: payment.method,
      reference: payment.reference,
      allocations: split.map((a) => ({ invoiceNumber: a.number ?? "", amount: toPaise(a.amount) })),
    };
  }
}

function gstr1Of(row: DocRow, rangeFrom: string): Gstr1Document {
  return {
    kind: row.kind === "credit_note" ? "credit_note" : "invoice",
    number: row.number ?? "",
    date: row.date ?? rangeFrom,
    invoiceNumber: row.citedNumber ?? undefined,
    recipientGstin: row.gstin,
    recipientName: row.party,
    placeOfSupply: placeOfSupplyLabel(row.placeOfSupply),
    value: toPaise(row.total),
    parts: [
      {
        rate: Number(row.gstRate),
        taxable: toPaise(row.taxable),
        igst: toPaise(row.igst),
        cgst: toPaise(row.cgst),
        sgst: toPaise(row.sgst),
      },
    ],
  };
}

/**
 * The range's invoices (`kind` invoice) or credit notes issued under the agency's GSTIN `under`,
 * for its GSTR-1 (record 071): a bill belongs to the GSTIN stamped on it at issue.
 */
export async function* gstr1Documents(
  db: DbOrTx,
  range: Range,
  kind: "invoice" | "credit_note",
  under: Under,
): AsyncGenerator<Gstr1Document> {
  for await (const row of docRows(db, range, under)) if (row.kind === kind) yield gstr1Of(row, range.from);
}
