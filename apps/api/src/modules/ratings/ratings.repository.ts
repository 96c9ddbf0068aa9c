import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { ratings, users } from "../../db/schema.js";

/** One worker on one work. */
type WorkUser = { workId: number; userId: number };

export type RatingRow = typeof ratings.$inferSelect;
export type NewRatingRow = typeof ratings.$inferInsert;
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
