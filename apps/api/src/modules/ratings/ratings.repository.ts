import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { checkIns, ratings, users } from "../../db/schema.js";

/** One worker on one work. */
type WorkUser = { workId: number; userId: number };

export type RatingRow = typeof ratings.$inferSelect;
type NewRatingRow = typeof ratings.$inferInsert;
export type RatingWithName = RatingRow & { userName: string };

const withName = {
  id: ratings.id,
  workId: ratings.workId,
  userId: ratings.userId,
  pant: ratings.pant,
  shoe: ratings.shoe,
  timing: ratings.timing,
  neatness: ratings.neatness,
  performance: ratings.performance,
  attendance: ratings.attendance,
  arrivalTime: ratings.arrivalTime,
  extraReward: ratings.extraReward,
  comment: ratings.comment,
  ratedBy: ratings.ratedBy,
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
  userName: users.userName,
};

/**
 * The person's check-in on the work as Kerala wall-clock time (HH:MM), or null without one: a
 * new rating that does not say when the person arrived takes it, so the QR check-in time and
 * the rating's arrival time are one figure.
 */
export async function findCheckInWallTime(db: DbOrTx, workUser: WorkUser): Promise<string | null> {
  const [row] = await db
    .select({ time: sql<string>`to_char(${checkIns.arrivedAt} at time zone 'Asia/Kolkata', 'HH24:MI')` })
    .from(checkIns)
    .where(and(eq(checkIns.workId, workUser.workId), eq(checkIns.userId, workUser.userId)))
    .limit(1);
  return row?.time ?? null;
}

export async function findRatingById(db: DbOrTx, id: number): Promise<RatingWithName | undefined> {
  const [row] = await db
    .select(withName)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.id, id))
    .limit(1);
  return row;
}

/** `lock` takes a row lock on the rating (FOR UPDATE) until the transaction ends. */
export async function findRating(
  db: DbOrTx,
  { workId, userId }: WorkUser,
  opts: { lock?: boolean } = {},
): Promise<RatingRow | undefined> {
  const q = db
    .select()
    .from(ratings)
    .where(and(eq(ratings.workId, workId), eq(ratings.userId, userId)))
    .limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

export function listWorkRatings(db: DbOrTx, workId: number): Promise<RatingWithName[]> {
  return db
    .select(withName)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.workId, workId))
    .orderBy(asc(ratings.id));
}

export async function insertRating(db: DbOrTx, values: NewRatingRow): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateRatingRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewRatingRow>,
): Promise<RatingRow | undefined> {
  const [row] = await db
    .update(ratings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ratings.id, id))
    .returning();
  return row;
}
