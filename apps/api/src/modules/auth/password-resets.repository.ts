import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { passwordResetRequests, users } from "../../db/schema.js";

type ResetRequestRow = typeof passwordResetRequests.$inferSelect;
type ResetRequestStatus = ResetRequestRow["status"];

export interface ResetRequestWithUser {
  request: ResetRequestRow;
  user: Pick<
    typeof users.$inferSelect,
    "id" | "userCode" | "userName" | "role" | "mobileNumber" | "email"
  > | null;
}

/** Keeps one pending request per identifier: asking again while one waits changes nothing. */
export async function insertPendingRequest(
  db: DbOrTx,
  values: { identifier: string; userId: number | null },
): Promise<void> {
  await db.insert(passwordResetRequests).values(values).onConflictDoNothing();
}

/** One request, locked (FOR UPDATE) until the transaction ends. */
export async function lockRequest(db: DbOrTx, id: number): Promise<ResetRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.id, id))
    .limit(1)
    .for("update");
  return row;
}

export async function closeRequest(
  db: DbOrTx,
  id: number,
  status: Exclude<ResetRequestStatus, "pending">,
  actorId: number,
): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ status, resolvedAt: new Date().toISOString(), resolvedBy: actorId, codeHash: null })
    .where(eq(passwordResetRequests.id, id));
}

/** Every other pending request naming the same account is answered by the same new password. */
export async function closePendingOfUser(db: DbOrTx, userId: number, actorId: number): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ status: "done", resolvedAt: new Date().toISOString(), resolvedBy: actorId, codeHash: null })
    .where(and(eq(passwordResetRequests.userId, userId), eq(passwordResetRequests.status, "pending")));
}

/** One page of requests in a status, newest first, with the account each names. */
export async function pageRequests(
  db: DbOrTx,
  status: ResetRequestStatus,
  page: number,
  pageSize: number,
): Promise<{ rows: ResetRequestWithUser[]; total: number }> {
  const where = eq(passwordResetRequests.status, status);
  const [rows, totals] = await Promise.all([
    db
      .select({
        request: passwordResetRequests,
        user: {
          id: users.id,
          userCode: users.userCode,
          userName: users.userName,
          role: users.role,
          mobileNumber: users.mobileNumber,
          email: users.email,
        },
      })
      .from(passwordResetRequests)
      .leftJoin(users, eq(users.id, passwordResetRequests.userId))
      .where(where)
      .orderBy(desc(passwordResetRequests.createdAt), desc(passwordResetRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(passwordResetRequests).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Where a code goes: the account's own mobile number, in the language they use the app in. */
export async function findAccountContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ mobile: users.mobileNumber, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A new code for a request: its hash and expiry, the wrong tries back to zero. */
export async function storeCode(db: DbOrTx, id: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ codeHash, codeExpiresAt: expiresAt.toISOString(), codeTries: 0 })
    .where(eq(passwordResetRequests.id, id));
}

/** Forgets a code that WhatsApp did not take (unless a newer one replaced it meanwhile). */
export async function dropCode(db: DbOrTx, id: number, codeHash: string): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ codeHash: null, codeExpiresAt: null })
    .where(and(eq(passwordResetRequests.id, id), eq(passwordResetRequests.codeHash, codeHash)));
}

/**
 * The account's pending requests that carry a code, locked (FOR UPDATE) until the transaction
 * ends; `live` when the code has not expired and has tries left.
 */
export function lockCodedRequests(db: DbOrTx, userId: number, maxTries: number) {
  return db
    .select({
      id: passwordResetRequests.id,
      codeHash: passwordResetRequests.codeHash,
      live: sql<boolean>`(${passwordResetRequests.codeExpiresAt} > now() and ${passwordResetRequests.codeTries} < ${maxTries})`,
    })
    .from(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.userId, userId),
        eq(passwordResetRequests.status, "pending"),
        isNotNull(passwordResetRequests.codeHash),
      ),
    )
    .orderBy(passwordResetRequests.id)
    .for("update");
}

/** One more wrong try against each of these requests' codes. */
export async function countWrongTry(db: DbOrTx, ids: number[]): Promise<void> {
  for (const id of ids)
    await db
      .update(passwordResetRequests)
      .set({ codeTries: sql`${passwordResetRequests.codeTries} + 1` })
      .where(eq(passwordResetRequests.id, id));
}
