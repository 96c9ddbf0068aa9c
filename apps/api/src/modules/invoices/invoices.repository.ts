import type { InvoiceKind } from "@catercrew/shared";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { assignments, clients, invoiceLines, invoices, ratings, works } from "../../db/schema.js";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewLine = Omit<typeof invoiceLines.$inferInsert, "invoiceId" | "id">;

export async function findInvoice(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row;
}

export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateInvoice(
  db: DbOrTx,
  id: number,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error(`invoice ${id} is gone`);
  return row;
}

/** Replaces a document's lines, numbered in the order given. */
export async function replaceLines(db: DbOrTx, invoiceId: number, lines: readonly NewLine[]): Promise<void> {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length > 0)
    await db.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId, position: i + 1 })));
}

export async function linesOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/** The issued credit notes citing each of the invoices. */
export async function creditNotesOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<InvoiceRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.creditNoteOf, [...invoiceIds]), eq(invoices.status, "issued")))
    .orderBy(asc(invoices.id));
}

/**
 * The next number of a series in a financial year. The counter's row stays locked until the
 * issuing transaction ends: issuers of the same series wait for each other, and a rollback takes
 * the number back, so numbers have no gaps or repeats (docs/decisions/056-clients-and-bills.md).
 */
export async function nextSequence(db: DbOrTx, kind: InvoiceKind, financialYear: string): Promise<number> {
  const rows = await queryRows<{ last_sequence: number }>(
    db,
    sql`
    insert into document_counters (kind, financial_year, last_sequence) values (${kind}, ${financialYear}, 1)
    on conflict (kind, financial_year) do update set last_sequence = document_counters.last_sequence + 1
    returning last_sequence`,
  );
  const value = Number(rows[0]?.last_sequence);
  if (!Number.isInteger(value) || value < 1) throw new Error("document counter gave no number");
  return value;
}

interface InvoiceFilter {
  clientId?: number;
  kind?: InvoiceKind;
  workId?: number;
  stored?: "draft" | "issued" | "cancelled";
  limit: number;
}

export async function listInvoiceRows(db: DbOrTx, f: InvoiceFilter): Promise<InvoiceRow[]> {
  const where: SQL[] = [];
  if (f.clientId !== undefined) where.push(eq(invoices.clientId, f.clientId));
  if (f.kind !== undefined) where.push(eq(invoices.kind, f.kind));
  if (f.workId !== undefined) where.push(eq(invoices.workId, f.workId));
  if (f.stored !== undefined) where.push(eq(invoices.status, f.stored));
  return db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(sql`coalesce(${invoices.invoiceDate}, ${invoices.createdAt}::date)`), desc(invoices.id))
    .limit(f.limit);
}

/** Client names and works' days and venues for a set of documents. */
export async function partiesOf(db: DbOrTx, clientIds: readonly number[], workIds: readonly number[]) {
  const cs =
    clientIds.length === 0
      ? []
      : await db
          .select()
          .from(clients)
          .where(inArray(clients.id, [...clientIds]));
  const ws =
    workIds.length === 0
      ? []
      : await db
          .select({ id: works.id, date: works.date, venue: works.auditoriumName, place: works.place })
          .from(works)
          .where(inArray(works.id, [...workIds]));
  return { clients: new Map(cs.map((c) => [c.id, c])), works: new Map(ws.map((w) => [w.id, w])) };
}

/** The numbers of the invoices credit notes cite. */
export async function numbersOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * The crew that came to a work: assignments not marked absent (a rating with attendance 0), per
 * role, with how many of them set up and loaded.
 */
export async function crewThatCame(db: DbOrTx, workId: number) {
  return db
    .select({
      role: assignments.roleType,
      people: sql<number>`count(*)::int`,
      setting: sql<number>`count(*) filter (where ${assignments.isSetting})::int`,
      loading: sql<number>`count(*) filter (where ${assignments.isLoading})::int`,
    })
    .from(assignments)
    .leftJoin(ratings, and(eq(ratings.workId, assignments.workId), eq(ratings.userId, assignments.userId)))
    .where(and(eq(assignments.workId, workId), or(isNull(ratings.id), ne(ratings.attendance, 0))))
    .groupBy(assignments.roleType);
}
