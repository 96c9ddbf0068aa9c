import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { crewSettings, lateCancellations, users, works } from "../../db/schema.js";

type WorkUser = { workId: number; userId: number };

export type CrewSettingsRow = typeof crewSettings.$inferSelect;

/** The settings row, or undefined while the admin never saved one (every default holds). */
export async function findCrewSettings(db: DbOrTx): Promise<CrewSettingsRow | undefined> {
  const [row] = await db.select().from(crewSettings).limit(1);
  return row;
}

export async function upsertCrewSettings(
  tx: DbOrTx,
  values: {
    withdrawCutoffHours: number;
    offerBatchSize: number;
    offerTimeoutMinutes: number;
    rankingWeights?: Record<string, number>;
    updatedBy: number;
  },
): Promise<CrewSettingsRow> {
  const [row] = await tx
    .insert(crewSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: crewSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("crew settings: no row");
  return row;
}

type LateCancellationRow = typeof lateCancellations.$inferSelect;
type LateCancellationWithWork = LateCancellationRow & {
  workName: string;
  workDate: string;
  clearedByName: string | null;
};

const clearer = alias(users, "clearer");
const withWork = {
  id: lateCancellations.id,
  userId: lateCancellations.userId,
  workId: lateCancellations.workId,
  assignmentId: lateCancellations.assignmentId,
  createdAt: lateCancellations.createdAt,
  clearedAt: lateCancellations.clearedAt,
  clearedBy: lateCancellations.clearedBy,
  clearReason: lateCancellations.clearReason,
  workName: works.auditoriumName,
  workDate: works.date,
  clearedByName: clearer.userName,
};

/**
 * The mark for one late withdrawal: one per withdrawn assignment, so each late withdrawal from a
 * work counts, however often the person was accepted again (record 052); the unique index on the
 * assignment decides a retried withdrawal.
 */
export async function insertLateCancellation(
  tx: DbOrTx,
  withdrawal: WorkUser & { assignmentId: number },
): Promise<LateCancellationRow | undefined> {
  const [row] = await tx
    .insert(lateCancellations)
    .values(withdrawal)
    .onConflictDoNothing({ target: [lateCancellations.assignmentId] })
    .returning();
  return row;
}

export async function findLateCancellation(tx: DbOrTx, id: number): Promise<LateCancellationRow | undefined> {
  const [row] = await tx.select().from(lateCancellations).where(eq(lateCancellations.id, id)).for("update");
  return row;
}

/** Late cancellations with their work and who cleared them (the caller adds where and order). */
function selectWithWork(db: DbOrTx) {
  return db
    .select(withWork)
    .from(lateCancellations)
    .innerJoin(works, eq(works.id, lateCancellations.workId))
    .leftJoin(clearer, eq(clearer.id, lateCancellations.clearedBy));
}

export async function findLateCancellationWithWork(
  db: DbOrTx,
  id: number,
): Promise<LateCancellationWithWork | undefined> {
  const [row] = await selectWithWork(db).where(eq(lateCancellations.id, id)).limit(1);
  return row;
}

/** Every late cancellation of the person, newest first. */
export async function listLateCancellationsOfUser(
  db: DbOrTx,
  userId: number,
): Promise<LateCancellationWithWork[]> {
  return selectWithWork(db)
    .where(eq(lateCancellations.userId, userId))
    .orderBy(desc(lateCancellations.createdAt), desc(lateCancellations.id));
}

export async function clearLateCancellationRow(
  tx: DbOrTx,
  id: number,
  values: { clearedBy: number; clearReason: string },
): Promise<void> {
  await tx
    .update(lateCancellations)
    .set({ ...values, clearedAt: sql`now()` })
    .where(eq(lateCancellations.id, id));
}

/** How many uncleared late cancellations the person has since `since`. */
export async function countUnclearedLateCancellations(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lateCancellations)
    .where(
      and(
        eq(lateCancellations.userId, userId),
        isNull(lateCancellations.clearedAt),
        gt(lateCancellations.createdAt, since.toISOString()),
      ),
    );
  return row?.n ?? 0;
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}
