import type { Rating } from "@catercrew/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { ratings, users } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type RatingRow = typeof ratings.$inferSelect;
export type NewRatingRow = typeof ratings.$inferInsert;
type RatingWithName = RatingRow & { userName: string };

const withName = {
  id: ratings.id,
  workId: ratings.workId,
  userId: ratings.userId,
  pant: ratings.pant,
  shoe: ratings.shoe,
  timing: ratings.timing,
  neatness: ratings.neatness,
  performance: ratings.performance,
  attendence: ratings.attendence,
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

export async function findRating(db: DbOrTx, workId: number, userId: number): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.workId, workId), eq(ratings.userId, userId)))
    .limit(1);
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

export function toRatingResponse(row: RatingRow, userName: string): Rating {
  return {
    id: row.id,
    user: row.userId,
    work: row.workId,
    user_name: userName,
    pant: row.pant,
    shoe: row.shoe,
    timing: row.timing,
    neatness: row.neatness,
    performance: row.performance,
    attendence: row.attendence,
    arrival_time: row.arrivalTime,
    comment: row.comment,
    rated_by: row.ratedBy,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
  };
}
