import { count, desc, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { leads, newsletterSubscribers } from "../../db/schema.js";

export type LeadRow = typeof leads.$inferSelect;
type NewLeadRow = typeof leads.$inferInsert;
type NewSubscriberRow = typeof newsletterSubscribers.$inferInsert;

export async function insertLead(db: DbOrTx, values: NewLeadRow): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One page of leads, newest first, with the total. */
export async function pageLeads(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(leads)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(leads),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Keeps an e-mail once: a second subscription of the same address changes nothing. */
export async function insertSubscriber(db: DbOrTx, values: NewSubscriberRow): Promise<void> {
  await db.insert(newsletterSubscribers).values(values).onConflictDoNothing();
}

/** Removes inquiries and newsletter e-mails kept since before `before`; answers how many of each. */
export async function deleteKeptBefore(
  db: DbOrTx,
  before: Date,
): Promise<{ leads: number; subscribers: number }> {
  const cut = before.toISOString();
  const gone = await db.delete(leads).where(lt(leads.createdAt, cut)).returning({ id: leads.id });
  const unsubscribed = await db
    .delete(newsletterSubscribers)
    .where(lt(newsletterSubscribers.createdAt, cut))
    .returning({ id: newsletterSubscribers.id });
  return { leads: gone.length, subscribers: unsubscribed.length };
}
