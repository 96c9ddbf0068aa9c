import { and, asc, eq, getTableColumns, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  assignments,
  crewLocks,
  placeOffers,
  unavailableDays,
  users,
  workRequests,
  works,
} from "../../db/schema.js";

/** The roles that fill a work's "boys needed" count (boys and head boys). */
const FILLING_ROLES = ["boys", "head_boy"] as const;
type PlaceRole = "boys" | "head_boy" | "supervisor" | "subadmin";

type OfferRow = typeof placeOffers.$inferSelect;

/** How many of the work's needed places are taken (boys' places, or the `roles` given). */
export async function countFilled(
  db: DbOrTx,
  workId: number,
  roles: readonly PlaceRole[] = FILLING_ROLES,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(and(eq(assignments.workId, workId), inArray(assignments.roleType, [...roles])));
  return row?.n ?? 0;
}

/**
 * The waitlist: pending requests of active, approved boys and head boys (or the `roles` given:
 * the suggested supervisors, the waitlist's every role) who did not mark the work's day
 * unavailable, earliest first (ties by request id), leaving out `exclude`. With each person's date
 * of birth (the ages rule, record 064).
 */
export async function waitingRequests(
  db: DbOrTx,
  workId: number,
  exclude: readonly number[] = [],
  roles: readonly PlaceRole[] = FILLING_ROLES,
) {
  return db
    .select({
      requestId: workRequests.id,
      userId: workRequests.userId,
      role: users.role,
      requestedAt: workRequests.requestedAt,
      dateOfBirth: users.dateOfBirth,
    })
    .from(workRequests)
    .innerJoin(users, eq(users.id, workRequests.userId))
    .innerJoin(works, eq(works.id, workRequests.workId))
    .where(
      and(
        eq(workRequests.workId, workId),
        sql`not exists (select 1 from ${unavailableDays} u where u.user_id = ${workRequests.userId} and u.day = ${works.date})`,
        eq(workRequests.status, "pending"),
        eq(users.isActive, true),
        eq(users.isApproved, true),
        inArray(users.role, [...roles]),
        exclude.length ? notInArray(workRequests.userId, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(workRequests.requestedAt), asc(workRequests.id));
}

export async function offersOfWork(db: DbOrTx, workId: number): Promise<OfferRow[]> {
  return db.select().from(placeOffers).where(eq(placeOffers.workId, workId)).orderBy(asc(placeOffers.id));
}

/** How many of the work's offers are open and not yet expired at `now`. */
export async function countOpenOffers(db: DbOrTx, workId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(placeOffers)
    .where(
      and(
        eq(placeOffers.workId, workId),
        eq(placeOffers.status, "open"),
        sql`${placeOffers.expiresAt} > ${now.toISOString()}`,
      ),
    );
  return row?.n ?? 0;
}

/** The work's offers with each person's name and role, oldest first. */
export async function offersWithNames(db: DbOrTx, workId: number) {
  return db
    .select({ ...getTableColumns(placeOffers), userName: users.userName, role: users.role })
    .from(placeOffers)
    .innerJoin(users, eq(users.id, placeOffers.userId))
    .where(eq(placeOffers.workId, workId))
    .orderBy(asc(placeOffers.id));
}

export async function insertOffers(
  tx: DbOrTx,
  rows: { workId: number; userId: number; expiresAt: string }[],
): Promise<OfferRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(placeOffers).values(rows).returning();
}

export async function findOffer(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(placeOffers).where(eq(placeOffers.id, id)).limit(1);
  const [row] = opts.lock ? await q.for("update") : await q;
  return row;
}

export async function setOfferStatus(tx: DbOrTx, id: number, status: OfferRow["status"]): Promise<void> {
  await tx.update(placeOffers).set({ status, answeredAt: sql`now()` }).where(eq(placeOffers.id, id));
}

/**
 * Closes the work's open offers (all, or those expired by `expiredBy`, or those of `userIds`),
 * answering them.
 */
export async function closeOpenOffers(
  tx: DbOrTx,
  workId: number,
  status: "gone" | "expired",
  expiredBy?: Date,
  userIds?: readonly number[],
): Promise<OfferRow[]> {
  if (userIds?.length === 0) return [];
  return tx
    .update(placeOffers)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(placeOffers.workId, workId),
        eq(placeOffers.status, "open"),
        expiredBy ? lte(placeOffers.expiresAt, expiredBy.toISOString()) : undefined,
        userIds ? inArray(placeOffers.userId, [...userIds]) : undefined,
      ),
    )
    .returning();
}

export async function findCrewLock(db: DbOrTx, workId: number) {
  const [row] = await db.select().from(crewLocks).where(eq(crewLocks.workId, workId)).limit(1);
  return row;
}

export async function insertCrewLock(tx: DbOrTx, workId: number, lockedBy: number): Promise<boolean> {
  const rows = await tx
    .insert(crewLocks)
    .values({ workId, lockedBy })
    .onConflictDoNothing()
    .returning({ workId: crewLocks.workId });
  return rows.length > 0;
}
