import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, asc, eq, gte, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { assignments, notificationSettings, users, works } from "../../db/schema.js";

const PAST = PAST_WORK_STATUSES;

/** The user's assigned works dated `fromDate` or later and still upcoming, soonest first, with the captain. */
export async function listUpcomingAssigned(db: DbOrTx, userId: number, fromDate: string, limit = 100) {
  const captainAssignment = alias(assignments, "captain_assignment");
  const captain = alias(users, "captain");
  return db
    .select({
      workId: works.id,
      date: works.date,
      reportingTime: works.reportingTime,
      auditoriumName: works.auditoriumName,
      workType: works.workType,
      place: works.place,
      district: works.district,
      address: works.address,
      locationUrl: works.locationUrl,
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
      and(eq(assignments.userId, userId), gte(works.date, fromDate), notInArray(works.status, [...PAST])),
    )
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id))
    .limit(limit);
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

export async function findUserIdByCalendarToken(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(and(eq(notificationSettings.calendarToken, token), eq(users.isActive, true)));
  return row?.userId ?? null;
}

export async function findCalendarToken(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: notificationSettings.calendarToken })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.token ?? null;
}

/** Sets the user's calendar secret (their settings row is made if missing). */
export async function saveCalendarToken(db: DbOrTx, userId: number, token: string): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, calendarToken: token })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { calendarToken: token, updatedAt: sql`now()` },
    });
}
