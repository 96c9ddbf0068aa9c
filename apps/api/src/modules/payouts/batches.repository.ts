import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payoutBatches, payoutDetails, payoutItems, users, wages } from "../../db/schema.js";

export type BatchRow = typeof payoutBatches.$inferSelect;
export type ItemRow = typeof payoutItems.$inferSelect;
export type ItemWithName = ItemRow & { userName: string };

export async function findBatch(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

export async function findDraftBatch(db: DbOrTx, workId: number) {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.workId, workId), eq(payoutBatches.status, "draft")))
    .limit(1);
  return row;
}

/** A work's batches, newest first. */
export function listBatchesOfWork(db: DbOrTx, workId: number) {
  return db
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.workId, workId))
    .orderBy(desc(payoutBatches.id));
}

export function listItems(db: DbOrTx, batchId: number): Promise<ItemWithName[]> {
  return itemsWithNames(db).where(eq(payoutItems.batchId, batchId)).orderBy(asc(payoutItems.id));
}

/** One line with its worker's name. */
export async function findItemWithName(db: DbOrTx, id: number): Promise<ItemWithName | undefined> {
  const [row] = await itemsWithNames(db).where(eq(payoutItems.id, id)).limit(1);
  return row;
}

function itemsWithNames(db: DbOrTx) {
  return db
    .select({
      id: payoutItems.id,
      batchId: payoutItems.batchId,
      wageId: payoutItems.wageId,
      userId: payoutItems.userId,
      amountPaise: payoutItems.amountPaise,
      method: payoutItems.method,
      destination: payoutItems.destination,
      status: payoutItems.status,
      providerPayoutId: payoutItems.providerPayoutId,
      utr: payoutItems.utr,
      failureReason: payoutItems.failureReason,
      paidAt: payoutItems.paidAt,
      markedBy: payoutItems.markedBy,
      markedAt: payoutItems.markedAt,
      confirmedAt: payoutItems.confirmedAt,
      disputedAt: payoutItems.disputedAt,
      createdAt: payoutItems.createdAt,
      updatedAt: payoutItems.updatedAt,
      userName: users.userName,
    })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.userId))
    .$dynamic();
}

/**
 * A work's wages with what a batch needs: the amount in paise, the worker's payout details and
 * whether a live payout line holds the wage. `lock`: the wages FOR UPDATE, in id order.
 */
export async function wagesForBatch(db: DbOrTx, workId: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      wageId: wages.id,
      userId: wages.userId,
      userName: users.userName,
      paise: sql<number>`(${wages.totalWage} * 100)::bigint`.mapWith(Number),
      paymentStatus: wages.paymentStatus,
      upiId: users.upiId,
      accountNumber: payoutDetails.accountNumber,
      ifsc: payoutDetails.ifsc,
      accountName: payoutDetails.accountName,
      live: sql<boolean>`exists (select 1 from ${payoutItems} where ${payoutItems.wageId} = ${wages.id} and ${payoutItems.status} in ('pending','queued','processing','paid'))`,
    })
    .from(wages)
    .innerJoin(users, eq(users.id, wages.userId))
    .leftJoin(payoutDetails, eq(payoutDetails.userId, wages.userId))
    .where(eq(wages.workId, workId))
    .orderBy(asc(wages.id));
  return opts.lock ? q.for("update", { of: wages }) : q;
}

export async function insertBatch(db: DbOrTx, values: typeof payoutBatches.$inferInsert) {
  const [row] = await db.insert(payoutBatches).values(values).returning();
  if (!row) throw new Error("insert returned no batch");
  return row;
}

export async function insertItems(db: DbOrTx, values: (typeof payoutItems.$inferInsert)[]) {
  if (values.length > 0) await db.insert(payoutItems).values(values);
}

export async function markApproved(
  db: DbOrTx,
  id: number,
  values: { approvedBy: number; approvedAt: string; totalPaise: number },
) {
  await db
    .update(payoutBatches)
    .set({ ...values, status: "approved" })
    .where(eq(payoutBatches.id, id));
}

export async function updateItem(db: DbOrTx, id: number, values: Partial<typeof payoutItems.$inferInsert>) {
  await db
    .update(payoutItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payoutItems.id, id));
}

export async function findItem(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(payoutItems).where(eq(payoutItems.id, id)).limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

/** The line a provider payout belongs to: by its id, else the live line its reference names. */
export async function findItemForPayout(db: DbOrTx, payoutId: string, referenceId: string | null) {
  const [byId] = await db
    .select()
    .from(payoutItems)
    .where(eq(payoutItems.providerPayoutId, payoutId))
    .limit(1)
    .for("update");
  if (byId) return byId;
  const wageId = /^wage-(\d+)$/.exec(referenceId ?? "")?.[1];
  if (!wageId) return undefined;
  const [byRef] = await db
    .select()
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.wageId, Number(wageId)),
        eq(payoutItems.method, "razorpayx"),
        inArray(payoutItems.status, ["queued", "processing"]),
        sql`${payoutItems.providerPayoutId} is null`,
      ),
    )
    .limit(1)
    .for("update");
  return byRef;
}

/** The wage becomes paid (with the UTR) or unpaid again. */
export async function setWagePaid(
  db: DbOrTx,
  wageId: number,
  paid: { at: string; reference: string | null } | null,
) {
  await db
    .update(wages)
    .set({
      paymentStatus: paid ? "paid" : "not_paid",
      paidAt: paid?.at ?? null,
      paymentReference: paid?.reference ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(wages.id, wageId));
}
