import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { checkInCodes, checkIns } from "../../db/schema.js";

type WorkUser = { workId: number; userId: number };
type CheckInRow = typeof checkIns.$inferSelect;

/** Inserts the arrival unless there is one; true when this call made it. */
export async function insertCheckInOnce(
  db: DbOrTx,
  values: WorkUser & { method: "code" | "hand"; checkedInBy: number },
): Promise<boolean> {
  const rows = await db
    .insert(checkIns)
    .values(values)
    .onConflictDoNothing({ target: [checkIns.workId, checkIns.userId] })
    .returning({ id: checkIns.id });
  return rows.length > 0;
}

/** The person's arrival on the work, locked FOR UPDATE until the transaction ends. */
export async function findCheckInForUpdate(
  db: DbOrTx,
  { workId, userId }: WorkUser,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.workId, workId), eq(checkIns.userId, userId)))
    .limit(1)
    .for("update");
  return row;
}

export function listCheckInRows(db: DbOrTx, workId: number): Promise<CheckInRow[]> {
  return db.select().from(checkIns).where(eq(checkIns.workId, workId)).orderBy(asc(checkIns.arrivedAt));
}

/** The person's short code for the work, if one was made. */
export async function findShortCode(db: DbOrTx, { workId, userId }: WorkUser): Promise<string | undefined> {
  const [row] = await db
    .select({ code: checkInCodes.code })
    .from(checkInCodes)
    .where(and(eq(checkInCodes.workId, workId), eq(checkInCodes.userId, userId)))
    .limit(1);
  return row?.code;
}

/**
 * Stores a short code for the person unless he has one; false when the code is taken in the
 * work (or he already has one): the caller reads his code again and tries another.
 */
export async function insertShortCode(db: DbOrTx, values: WorkUser & { code: string }): Promise<boolean> {
  const rows = await db
    .insert(checkInCodes)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: checkInCodes.code });
  return rows.length > 0;
}

/** Whose short code this is within the work. */
export async function findUserOfShortCode(
  db: DbOrTx,
  workId: number,
  code: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: checkInCodes.userId })
    .from(checkInCodes)
    .where(and(eq(checkInCodes.workId, workId), eq(checkInCodes.code, code)))
    .limit(1);
  return row?.userId;
}
