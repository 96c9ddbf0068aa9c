import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payoutDetails, users } from "../../db/schema.js";

/**
 * A worker's payout address: his UPI ID (`users.upi_id`, the one place for it, which the profile's
 * `upi_id` also reads and writes: record 066) and his bank account (`payout_details`).
 */
export interface PayoutDetailsRow {
  userId: number;
  upiId: string | null;
  accountNumber: string | null;
  ifsc: string | null;
  accountName: string | null;
  updatedAt: string | null;
}

/** `lock`: the worker's row FOR UPDATE until the transaction ends (a change compares before and after). */
export async function findPayoutDetails(
  db: DbOrTx,
  userId: number,
  opts: { lock?: boolean } = {},
): Promise<PayoutDetailsRow | undefined> {
  const q = db
    .select({
      userId: users.id,
      upiId: users.upiId,
      accountNumber: payoutDetails.accountNumber,
      ifsc: payoutDetails.ifsc,
      accountName: payoutDetails.accountName,
      updatedAt: payoutDetails.updatedAt,
    })
    .from(users)
    .leftJoin(payoutDetails, eq(payoutDetails.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await (opts.lock ? q.for("update", { of: users }) : q);
  return row ? { ...row, upiId: row.upiId || null } : undefined;
}

/** Writes the UPI ID on the user and the bank account beside it; answers both as now saved. */
export async function savePayoutDetails(
  db: DbOrTx,
  values: Omit<PayoutDetailsRow, "updatedAt">,
): Promise<PayoutDetailsRow> {
  const { userId, upiId, ...bank } = values;
  await db.update(users).set({ upiId }).where(eq(users.id, userId));
  await db
    .insert(payoutDetails)
    .values({ userId, ...bank })
    .onConflictDoUpdate({ target: payoutDetails.userId, set: { ...bank, updatedAt: sql`now()` } });
  const row = await findPayoutDetails(db, userId);
  if (!row) throw new Error("payout details of a user that does not exist");
  return row;
}
