import type { ClientCreate } from "@catercrew/shared";
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { clients, invoices, works } from "../../db/schema.js";
import { likePattern } from "../../lib/sql-like.js";

export type ClientRow = typeof clients.$inferSelect;
type ClientValues = Partial<typeof clients.$inferInsert>;

/** The client columns from a create or patch body (fields left out stay undefined). */
export function clientColumns(input: Partial<ClientCreate>): ClientValues {
  return {
    name: input.name,
    kind: input.kind,
    contactPerson: input.contact_person,
    mobile: input.mobile,
    email: input.email,
    address: input.address,
    stateCode: input.state_code,
    gstin: input.gstin,
    paymentTermsDays: input.payment_terms_days,
    notes: input.notes,
    whatsappConsent: input.whatsapp_consent,
    remindersPaused: input.reminders_paused,
    language: input.language,
  };
}

/** Clients by name, mobile or contact (typed text anywhere), names in order. */
export async function listClients(db: DbOrTx, q: string | undefined, limit: number): Promise<ClientRow[]> {
  const text = q?.trim();
  const where = text
    ? or(
        ilike(clients.name, likePattern(text)),
        ilike(clients.contactPerson, likePattern(text)),
        ilike(clients.mobile, likePattern(text.replace(/\D/g, "") || text)),
      )
    : undefined;
  return db
    .select()
    .from(clients)
    .where(where)
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(limit);
}

export async function findClient(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ClientRow | undefined> {
  const query = db.select().from(clients).where(eq(clients.id, id));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row;
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateClient(
  db: DbOrTx,
  id: number,
  values: ClientValues,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

/** A client's works, newest first, each with its live invoice (not cancelled), if any. */
export async function clientWorks(db: DbOrTx, clientId: number, limit = 200) {
  const rows = await db
    .select({
      id: works.id,
      date: works.date,
      auditoriumName: works.auditoriumName,
      workType: works.workType,
      status: works.status,
      paymentAmount: works.paymentAmount,
    })
    .from(works)
    .where(eq(works.clientId, clientId))
    .orderBy(desc(works.date), desc(works.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const bills =
    ids.length === 0
      ? []
      : await db
          .select({ id: invoices.id, workId: invoices.workId })
          .from(invoices)
          .where(
            and(
              inArray(invoices.workId, ids),
              eq(invoices.kind, "invoice"),
              ne(invoices.status, "cancelled"),
            ),
          );
  const billOf = new Map(bills.map((b) => [b.workId, b.id]));
  return rows.map((r) => ({ ...r, invoiceId: billOf.get(r.id) ?? null }));
}
