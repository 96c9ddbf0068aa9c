import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { whatsappDeclines } from "../../../db/schema.js";

/** The workers' "Not this time" answers to offers (one row per worker and work). */

export async function insertDecline(db: DbOrTx, userId: number, workId: number): Promise<void> {
  await db.insert(whatsappDeclines).values({ userId, workId }).onConflictDoNothing();
}

export async function declineExists(db: DbOrTx, userId: number, workId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: whatsappDeclines.userId })
    .from(whatsappDeclines)
    .where(and(eq(whatsappDeclines.userId, userId), eq(whatsappDeclines.workId, workId)));
  return Boolean(row);
}

/** Everyone who answered "Not this time" to the work's offer. */
export async function declinedUserIds(db: DbOrTx, workId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: whatsappDeclines.userId })
    .from(whatsappDeclines)
    .where(eq(whatsappDeclines.workId, workId));
  return new Set(rows.map((r) => r.userId));
}

export async function declinedWorkIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ workId: whatsappDeclines.workId })
    .from(whatsappDeclines)
    .where(eq(whatsappDeclines.userId, userId));
  return new Set(rows.map((r) => r.workId));
}
