import { and, desc, eq, gt, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { intArrayParam, preparedQuery, userParam } from "../../db/prepared.js";
import { strikes, users, works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

type WorkUser = { workId: number; userId: number };

type StrikeRow = typeof strikes.$inferSelect;
export type StrikeWithWork = StrikeRow & {
  workName: string;
  workDate: string;
  clearedByName: string | null;
  markedByName: string | null;
};

const clearer = alias(users, "clearer");
const marker = alias(users, "marker");

const withWork = {
  id: strikes.id,
  userId: strikes.userId,
  workId: strikes.workId,
  createdAt: strikes.createdAt,
  clearedAt: strikes.clearedAt,
  clearedBy: strikes.clearedBy,
  clearReason: strikes.clearReason,
  markedBy: strikes.markedBy,
  workName: works.auditoriumName,
  workDate: works.date,
  clearedByName: clearer.userName,
  markedByName: marker.userName,
};

/** A strike for the person on the work unless there is one (the unique index decides races). */
export async function insertStrikeIfMissing(
  tx: DbOrTx,
  workUser: WorkUser,
  markedBy: number,
): Promise<StrikeRow | undefined> {
  const [row] = await tx
    .insert(strikes)
    .values({ ...workUser, markedBy })
    .onConflictDoNothing({ target: [strikes.userId, strikes.workId] })
    .returning();
  return row;
}

/** Removes the person's uncleared strike on the work (a cleared one stays as history). */
export async function deleteUnclearedStrike(tx: DbOrTx, workUser: WorkUser): Promise<StrikeRow | undefined> {
  const [row] = await tx
    .delete(strikes)
    .where(
      and(
        eq(strikes.userId, workUser.userId),
        eq(strikes.workId, workUser.workId),
        isNull(strikes.clearedAt),
      ),
    )
    .returning();
  return row;
}

export async function findStrike(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<StrikeRow | undefined> {
  const q = db.select().from(strikes).where(eq(strikes.id, id)).limit(1);
  const [row] = opts.lock ? await q.for("update") : await q;
  return row;
}

/** Strikes with their work, who cleared and who marked them (the caller adds where and order). */
function selectWithWork(db: DbOrTx) {
  return db
    .select(withWork)
    .from(strikes)
    .innerJoin(works, eq(works.id, strikes.workId))
    .leftJoin(clearer, eq(clearer.id, strikes.clearedBy))
    .leftJoin(marker, eq(marker.id, strikes.markedBy));
}

export async function findStrikeWithWork(db: DbOrTx, id: number): Promise<StrikeWithWork | undefined> {
  const [row] = await selectWithWork(db).where(eq(strikes.id, id)).limit(1);
  return row;
}

/** Every strike of a person, newest first: prepared, as the worker's home summary reads it. */
const strikesOfUserQuery = preparedQuery((db) =>
  selectWithWork(db)
    .where(eq(strikes.userId, userParam))
    .orderBy(desc(strikes.createdAt), desc(strikes.id))
    .prepare("strikes_of_user"),
);

/** Every strike of the person, newest first. */
export async function listStrikesOfUser(db: DbOrTx, userId: number): Promise<StrikeWithWork[]> {
  return strikesOfUserQuery(db).execute({ userId });
}

export async function clearStrikeRow(
  tx: DbOrTx,
  id: number,
  values: { clearedBy: number; clearReason: string | null },
): Promise<StrikeRow | undefined> {
  const [row] = await tx
    .update(strikes)
    .set({ ...values, clearedAt: sql`now()` })
    .where(eq(strikes.id, id))
    .returning();
  return row;
}

/** A person's uncleared strikes given after `since` (values, or a prepared read's parameters). */
const unclearedSince = (userId: number | SQLWrapper, since: Date | SQLWrapper) =>
  and(
    eq(strikes.userId, userId),
    isNull(strikes.clearedAt),
    gt(strikes.createdAt, since instanceof Date ? since.toISOString() : since),
  );

/** When the person's uncleared strikes since `since` were given, oldest first. */
export async function unclearedStrikeTimes(db: DbOrTx, userId: number, since: Date): Promise<string[]> {
  const rows = await db
    .select({ createdAt: strikes.createdAt })
    .from(strikes)
    .where(unclearedSince(userId, since))
    .orderBy(strikes.createdAt);
  return rows.map((r) => r.createdAt);
}

/**
 * `unclearedStrikeTimes` as one value of another read (an array, oldest first, in the text a
 * timestamp is read as), so a caller that reads other things anyway saves a round trip.
 */
export function unclearedStrikeTimesValue(
  userId: number | SQLWrapper,
  since: Date | SQLWrapper,
): SQL<string[]> {
  return sql<
    string[]
  >`(select coalesce(array_agg(${strikes.createdAt}::text order by ${strikes.createdAt}), '{}'::text[]) from ${strikes} where ${unclearedSince(userId, since)})`;
}

/** `unclearedStrikeTimes` for many people at once (a wave's eligibility): each one's times, oldest first. */
export async function unclearedStrikeTimesOfUsers(
  db: DbOrTx,
  userIds: readonly number[],
  since: Date,
): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: strikes.userId, createdAt: strikes.createdAt })
    .from(strikes)
    .where(
      and(
        isNull(strikes.clearedAt),
        gt(strikes.createdAt, since.toISOString()),
        sql`${strikes.userId} = any(${intArrayParam(userIds)}::int[])`,
      ),
    )
    .orderBy(strikes.userId, strikes.createdAt);
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.createdAt]);
  return byUser;
}

/** Per user: uncleared strikes counted and when the oldest of them was given. */
const unclearedPerUser = {
  userId: strikes.userId,
  n: sql<number>`count(*)::int`,
  oldest: sql<string | Date>`min(${strikes.createdAt})`,
};

const unclearedOfUsersQuery = preparedQuery((db) =>
  db
    .select(unclearedPerUser)
    .from(strikes)
    .where(
      and(
        isNull(strikes.clearedAt),
        sql`${strikes.createdAt} > ${sql.placeholder("since")}::timestamptz`,
        sql`${strikes.userId} = any(${sql.placeholder("ids")}::int[])`,
      ),
    )
    .groupBy(strikes.userId)
    .prepare("strikes_uncleared_of_users"),
);

/** Uncleared strikes per user (only users with any), and when the oldest counted one was given. */
interface UnclearedCounts {
  counts: Map<number, number>;
  oldest: Date | null;
}

/**
 * Uncleared strikes since `since` per user, for the given users (a prepared read: the users lists
 * make it) or all.
 */
export async function countUnclearedByUser(
  db: DbOrTx,
  since: Date,
  userIds?: readonly number[],
): Promise<UnclearedCounts> {
  if (userIds && userIds.length === 0) return { counts: new Map(), oldest: null };
  const rows = userIds
    ? await unclearedOfUsersQuery(db).execute({ since: since.toISOString(), ids: intArrayParam(userIds) })
    : await db
        .select(unclearedPerUser)
        .from(strikes)
        .where(and(isNull(strikes.clearedAt), gt(strikes.createdAt, since.toISOString())))
        .groupBy(strikes.userId);
  let oldest: Date | null = null;
  for (const row of rows) {
    const text = iso(row.oldest);
    const at = text ? new Date(text) : null;
    if (at && (!oldest || at < oldest)) oldest = at;
  }
  return { counts: new Map(rows.map((r) => [r.userId, Number(r.n)])), oldest };
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}
