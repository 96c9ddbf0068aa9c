import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payoutDetails } from "../../db/schema.js";

export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;

/** `lock`: FOR UPDATE until the transaction ends (a change compares before and after). */
export async function findPayoutDetails(
  db: DbOrTx,
  userId: number,
  opts: { lock?: boolean } = {},
): Promise<PayoutDetailsRow | undefined> {
  const q = db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId)).limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

export async function savePayoutDetails(
  db: DbOrTx,
  values: Omit<PayoutDetailsRow, "updatedAt">,
): Promise<PayoutDetailsRow> {
  const { userId: _u, ...changes } = values;
  const [row] = await db
    .insert(payoutDetails)
    .values(values)
    .onConflictDoUpdate({ target: payoutDetails.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("payout details upsert returned no row");
  return row;
}
