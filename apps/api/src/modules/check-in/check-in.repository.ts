import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { checkIns } from "../../db/schema.js";

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
