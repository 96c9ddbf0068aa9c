import { AGEING_BUCKETS, type AgeingTotals, type OpenInvoice } from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { clientPayments, invoices, paymentAllocations } from "../../db/schema.js";

/**
 * What is left to pay on each bill (docs/decisions/057-payments-dues-exports.md): its total less
 * the issued credit notes that cite it and the payments split onto it. Dues, statements, the
 * payment form and the invoice answer all read it from here: the per-client and per-bill reads
 * sum it from the credit notes and splits, the dues read takes the copy each bill keeps on its row
 * (`invoices.balance`, the same figure, record 079).
 */

const creditNotes = sql`(select coalesce(sum(cn.total), 0) from invoices cn
  where cn.credit_note_of = ${invoices.id} and cn.kind = 'credit_note' and cn.status = 'issued')`;
const allocated = sql`(select coalesce(sum(pa.amount), 0) from payment_allocations pa
  where pa.invoice_id = ${invoices.id})`;
const fromAdvance = sql`(select coalesce(sum(pa.amount), 0) from payment_allocations pa
  where pa.invoice_id = ${invoices.id} and pa.from_advance)`;

/** Issued bills: the ones a payment can settle and dues count. */
const issuedBill = and(eq(invoices.kind, "invoice"), eq(invoices.status, "issued"));

export interface BillBalance extends OpenInvoice {
  clientId: number;
  total: number;
  credited: number;
  paid: number;
  /** Of `paid`, what the client's advance settled when the bill was issued (record 071). */
  fromAdvance: number;
}

function toBalance(row: {
  id: number;
  clientId: number;
  number: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  total: string;
  credited: string;
  paid: string;
  fromAdvance?: string;
}): BillBalance {
  const total = toPaise(row.total);
  const credited = toPaise(row.credited);
  const paid = toPaise(row.paid);
  const invoiceDate = row.invoiceDate ?? "";
  return {
    id: String(row.id),
    clientId: row.clientId,
    number: row.number ?? "",
    invoiceDate,
    dueDate: row.dueDate ?? invoiceDate,
    total,
    credited,
    paid,
    fromAdvance: toPaise(row.fromAdvance ?? "0"),
    balance: Math.max(0, total - credited - paid),
  };
}

const balanceColumns = {
  id: invoices.id,
  clientId: invoices.clientId,
  number: invoices.number,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  credited: sql<string>`${creditNotes}`.as("credited"),
  paid: sql<string>`${allocated}`.as("paid"),
  fromAdvance: sql<string>`${fromAdvance}`.as("from_advance"),
};

/**
 * A client's issued bills with something left to pay, oldest first. With `lock`, the bills' rows
 * are locked (`for update`) first, so two payments at once settle them one after the other.
 */
export async function openBills(db: DbOrTx, clientId: number, opts: { lock?: boolean } = {}) {
  if (opts.lock) {
    await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clientId, clientId), issuedBill))
      .orderBy(asc(invoices.id))
      .for("update");
  }
  const rows = await db
    .select(balanceColumns)
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), issuedBill))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceDate), asc(invoices.number));
  return rows.map(toBalance).filter((bill) => bill.balance > 0);
}

/** A client's open bills aged from their due dates (paise per bucket), how many, the oldest due date. */
export interface ClientOpenBills {
  clientId: number;
  ageing: AgeingTotals;
  owed: number;
  open: number;
  oldest: string | null;
}

/**
 * Every client's open bills aged on `today` (the dues screen), in one grouped read of the bills'
 * kept balances (`invoices.balance`, migration 0054, record 079; above 0 on open issued bills
 * only) by the open-bills partial index: the year's paid and cancelled bills are not read. Days
 * late as `bucketOf` counts them.
 */
export async function openBillsByClient(db: DbOrTx, today: string): Promise<ClientOpenBills[]> {
  const rows = await queryRows<{
    clientId: number;
    not_due: string;
    d1_30: string;
    d31_60: string;
    d61_90: string;
    over_90: string;
    open: number | string;
    oldest: string | null;
  }>(
    db,
    sql`with open as (
          select client_id, balance, coalesce(due_date, invoice_date) as due,
            ${today}::date - coalesce(due_date, invoice_date) as late
          from invoices where balance > 0
        )
        select client_id as "clientId",
          coalesce(sum(balance) filter (where late <= 0), 0)::text as not_due,
          coalesce(sum(balance) filter (where late between 1 and 30), 0)::text as d1_30,
          coalesce(sum(balance) filter (where late between 31 and 60), 0)::text as d31_60,
          coalesce(sum(balance) filter (where late between 61 and 90), 0)::text as d61_90,
          coalesce(sum(balance) filter (where late > 90 or late is null), 0)::text as over_90,
          count(*)::int as open, min(due)::text as oldest
        from open group by client_id`,
  );
  return rows.map((row) => {
    const ageing = {
      not_due: toPaise(row.not_due),
      d1_30: toPaise(row.d1_30),
      d31_60: toPaise(row.d31_60),
      d61_90: toPaise(row.d61_90),
      over_90: toPaise(row.over_90),
    };
    const owed = AGEING_BUCKETS.reduce((acc, b) => acc + ageing[b], 0);
    return { clientId: row.clientId, ageing, owed, open: Number(row.open), oldest: row.oldest };
  });
}

/** What was paid and credited on each bill named: the invoice answer's `paid` and `balance`. */
export async function settlementsOf(db: DbOrTx, invoiceIds: number[]): Promise<Map<number, BillBalance>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db.select(balanceColumns).from(invoices).where(inArray(invoices.id, invoiceIds));
  return new Map(rows.map((row) => [row.id, toBalance(row)]));
}

/** Each client's advance: what his payments left over after their bills, in paise. */
export async function advances(db: DbOrTx, clientId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ clientId: clientPayments.clientId, advance: sql<string>`sum(${clientPayments.advance})` })
    .from(clientPayments)
    .where(
      and(
        gt(clientPayments.advance, "0"),
        clientId === undefined ? undefined : eq(clientPayments.clientId, clientId),
      ),
    )
    .groupBy(clientPayments.clientId);
  return new Map(rows.map((row) => [row.clientId, toPaise(row.advance)]));
}

/** The split of many payments at once (the Tally export's page of receipts). */
export async function allocationsOfMany(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentAllocations.paymentId,
      invoiceId: paymentAllocations.invoiceId,
      number: invoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.paymentId, paymentIds))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}

/** The split of one payment, with each bill's number. */
export async function allocationsOf(db: DbOrTx, paymentId: number) {
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      number: invoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}
