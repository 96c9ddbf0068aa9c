import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, users, works } from "../../db/schema.js";
import type { NewUserRow, UserRow } from "../users/users.repository.js";
import type { WorkRow } from "../works/works.serializer.js";

const PAST = ["completed", "cancelled"];

/** Every user, by name (the sub-admin Users screen filters on the client). */
export function listAllUsers(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));
}

export async function updateUserRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Reads a work and locks it against completion until the transaction ends (FOR SHARE), so a
 * rating, wage or expense write and a completion cannot interleave.
 */
export async function findWorkForWrite(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(works).where(eq(works.id, workId)).limit(1).for("share");
  return row;
}

export async function findWork(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(works).where(eq(works.id, workId)).limit(1);
  return row;
}

/** Completes an upcoming work in one statement; undefined when it is missing or already past. */
export async function completeWorkRow(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db
    .update(works)
    .set({ status: "completed", completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(works.id, workId), notInArray(works.status, PAST)))
    .returning();
  return row;
}

export type AssignmentRow = typeof assignments.$inferSelect;

export async function findAssignment(
  db: DbOrTx,
  workId: number,
  userId: number,
): Promise<(AssignmentRow & { userName: string }) | undefined> {
  const [row] = await db
    .select({
      id: assignments.id,
      workId: assignments.workId,
      userId: assignments.userId,
      roleType: assignments.roleType,
      source: assignments.source,
      requestId: assignments.requestId,
      isSetting: assignments.isSetting,
      isLoading: assignments.isLoading,
      assignedBy: assignments.assignedBy,
      assignedAt: assignments.assignedAt,
      userName: users.userName,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
    .limit(1);
  return row;
}
