import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, asc, eq, gte, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery, userParam } from "../../db/prepared.js";
import { assignments, notificationSettings, users, works } from "../../db/schema.js";

const PAST = PAST_WORK_STATUSES;

const captainAssignment = alias(assignments, "captain_assignment");
const captain = alias(users, "captain");

/**
 * The user's assigned works dated `fromDate` or later and still upcoming, soonest first, with the
 * captain: prepared, as the worker's home summary reads it.
 */
const upcomingAssignedQuery = preparedQuery((db) =>
  db
    .select({
      workId: works.id,
      date: works.date,
      reportingTime: works.reportingTime,
      auditoriumName: works.auditoriumName,
      workType: works.workType,
      occasion: works.occasion,
      place: works.place,
      district: works.district,
      address: works.address,
      locationUrl: works.locationUrl,
      pickupPoint: works.pickupPoint,
      pickupTime: works.pickupTime,
      vehicle: works.vehicle,
      driverName: works.driverName,
      driverMobile: works.driverMobile,
      dropAfter: works.dropAfter,
      dressCode: works.dressCode,
      bikeNeeded: works.bikeNeeded,
      roleType: assignments.roleType,
      captainName: captain.userName,
      captainMobile: captain.mobileNumber,
    })
    .from(assignments)
    .innerJoin(works, eq(works.id, assignments.workId))
    .leftJoin(
      captainAssignment,
      and(
        eq(captainAssignment.workId, works.id),
        eq(captainAssignment.roleType, "subadmin"),
        sql`${captainAssignment.id} = (select min(a2.id) from ${assignments} a2 where a2.work_id = ${works.id} and a2.role_type = 'subadmin')`,
      ),
    )
    .leftJoin(captain, eq(captain.id, captainAssignment.userId))
    .where(
      and(
        eq(assignments.userId, userParam),
        gte(works.date, sql.placeholder("fromDate")),
        notInArray(works.status, [...PAST]),
      ),
    )
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id))
    .limit(sql.placeholder("limit"))
    .prepare("upcoming_assigned"),
);

/** The user's assigned works dated `fromDate` or later and still upcoming, soonest first, with the captain. */
export async function listUpcomingAssigned(db: DbOrTx, userId: number, fromDate: string, limit = 100) {
  return upcomingAssignedQuery(db).execute({ userId, fromDate, limit });
}

/** Everyone assigned to an upcoming work on the date. */
export async function listAssignedOnDate(db: DbOrTx, date: string) {
  return db
    .select({
      userId: assignments.userId,
      workId: works.id,
      date: works.date,
      reportingTime: works.reportingTime,
      auditoriumName: works.auditoriumName,
    })
    .from(assignments)
    .innerJoin(works, eq(works.id, assignments.workId))
    .where(and(eq(works.date, date), notInArray(works.status, [...PAST])))
    .orderBy(asc(assignments.id));
}

/** The approved, active user whose feed secret hashes to `hash`, or null. */
export async function findUserIdByCalendarHash(db: DbOrTx, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.calendarTokenHash, hash),
        eq(users.isActive, true),
        eq(users.isApproved, true),
      ),
    );
  return row?.userId ?? null;
}

/** The user's feed (hash and version), its settings row made and locked FOR UPDATE. */
export async function lockCalendarFeed(
  tx: DbOrTx,
  userId: number,
): Promise<{ hash: string | null; version: number }> {
  await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ hash: notificationSettings.calendarTokenHash, version: notificationSettings.calendarVersion })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .for("update");
  return row ?? { hash: null, version: 0 };
}

export async function saveCalendarFeed(
  db: DbOrTx,
  userId: number,
  feed: { hash: string; version: number },
): Promise<void> {
  await db
    .update(notificationSettings)
    .set({ calendarTokenHash: feed.hash, calendarVersion: feed.version, updatedAt: sql`now()` })
    .where(eq(notificationSettings.userId, userId));
}
