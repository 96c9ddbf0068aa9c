import { SUPERVISOR_ROLE_TYPES } from "@catercrew/shared";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, ratings, users, wages, workRequests, works } from "../../db/schema.js";

// workDate is a trigger-kept copy of the work's date for My Works' keyset (migration 0016), not read here.
export type AssignmentRow = Omit<typeof assignments.$inferSelect, "workDate">;
export type NewAssignmentRow = typeof assignments.$inferInsert;

/** Order of the role groups in lists: captains, supervisors, head boys, boys. */
const ROLE_ORDER = sql`case ${assignments.roleType} when 'subadmin' then 0 when 'supervisor' then 1 when 'head_boy' then 2 else 3 end`;

/** Users assigned to a work, with whether a rating / wage exists for them in that work. */
export async function selectAssignedUsers(db: DbOrTx, workId: number, opts: { userIds?: number[] } = {}) {
  const where = opts.userIds
    ? and(eq(assignments.workId, workId), inArray(assignments.userId, opts.userIds))
    : eq(assignments.workId, workId);
  const rows = await db
    .select({
      id: assignments.id,
      userId: users.id,
      userCode: users.userCode,
      userName: users.userName,
      email: users.email,
      mobile: users.mobileNumber,
      place: users.place,
      district: users.district,
      roleType: assignments.roleType,
      source: assignments.source,
      isSetting: assignments.isSetting,
      isLoading: assignments.isLoading,
      assignedAt: assignments.assignedAt,
      upiId: users.upiId,
      ratingId: sql<
        number | null
      >`(select r.id from ${ratings} r where r.work_id = ${assignments.workId} and r.user_id = ${assignments.userId} limit 1)`,
      wageId: sql<
        number | null
      >`(select g.id from ${wages} g where g.work_id = ${assignments.workId} and g.user_id = ${assignments.userId} limit 1)`,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(where)
    .orderBy(ROLE_ORDER, asc(assignments.assignedAt), asc(assignments.id));
  return rows;
}

/** One worker on one work. */
export interface WorkUser {
  workId: number;
  userId: number;
}

export function findAssignment(db: DbOrTx, { workId, userId }: WorkUser): Promise<AssignmentRow | undefined> {
  return db
    .select()
    .from(assignments)
    .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
    .limit(1)
    .then((r) => r[0]);
}

export async function assignedUserIds(db: DbOrTx, workId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: assignments.userId })
    .from(assignments)
    .where(and(eq(assignments.workId, workId), inArray(assignments.userId, userIds)));
  return rows.map((r) => r.userId);
}

export async function insertAssignments(db: DbOrTx, values: NewAssignmentRow[]): Promise<AssignmentRow[]> {
  if (values.length === 0) return [];
  return db.insert(assignments).values(values).returning();
}

export async function deleteAssignment(
  db: DbOrTx,
  { workId, userId }: WorkUser,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .delete(assignments)
    .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
    .returning();
  return row;
}

export async function deleteAssignmentsOfRequest(db: DbOrTx, requestId: number): Promise<AssignmentRow[]> {
  return db.delete(assignments).where(eq(assignments.requestId, requestId)).returning();
}

export async function setExtraWork(
  db: DbOrTx,
  id: number,
  values: { isSetting?: boolean; isLoading?: boolean },
): Promise<void> {
  await db.update(assignments).set(values).where(eq(assignments.id, id));
}

/** Marks the users' requests for the work accepted (they were assigned directly). */
export async function acceptRequestsOf(db: DbOrTx, workId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(workRequests)
    .set({ status: "accepted", assigned: true, rejectionReason: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(workRequests.workId, workId),
        inArray(workRequests.userId, userIds),
        ne(workRequests.status, "accepted"),
      ),
    )
    .returning({ id: workRequests.id });
  return rows.map((r) => r.id);
}

export async function deleteRequestOf(db: DbOrTx, { workId, userId }: WorkUser): Promise<number | undefined> {
  const [row] = await db
    .delete(workRequests)
    .where(and(eq(workRequests.workId, workId), eq(workRequests.userId, userId)))
    .returning({ id: workRequests.id });
  return row?.id;
}

export async function hasRatingOrWage(db: DbOrTx, { workId, userId }: WorkUser): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`exists(select 1 from ${ratings} r where r.work_id = ${workId} and r.user_id = ${userId})
        or exists(select 1 from ${wages} g where g.work_id = ${workId} and g.user_id = ${userId})`,
    })
    .from(works)
    .where(eq(works.id, workId));
  return Boolean(row?.found);
}

/** What the admin is told after an assignment: a same-day double booking, or more boys than needed. */
export type BookingWarning =
  | { kind: "double_booked"; name: string; date: string; workId: number; hall: string }
  | { kind: "over_staffed"; assigned: number; needed: number };

/**
 * Warnings after an assignment (docs/decisions/005-admin-works-and-analytics.md): the users already booked on another work that day,
 * and more boys (boys + head boys) than the work needs.
 */
export async function bookingWarnings(
  db: DbOrTx,
  work: { id: number; date: string; noOfBoysNeeded: number },
  userIds: number[],
): Promise<BookingWarning[]> {
  const warnings: BookingWarning[] = [];
  if (userIds.length > 0) {
    const clashes = await db
      .select({ userName: users.userName, workId: works.id, hall: works.auditoriumName })
      .from(assignments)
      .innerJoin(works, eq(works.id, assignments.workId))
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(
        and(
          inArray(assignments.userId, userIds),
          eq(works.date, work.date),
          ne(works.id, work.id),
          ne(works.status, "cancelled"),
        ),
      )
      .orderBy(asc(users.userName), asc(works.id));
    for (const c of clashes) {
      warnings.push({
        kind: "double_booked",
        name: c.userName,
        date: work.date,
        workId: c.workId,
        hall: c.hall,
      });
    }
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(and(eq(assignments.workId, work.id), inArray(assignments.roleType, ["boys", "head_boy"])));
  const n = count?.n ?? 0;
  if (n > work.noOfBoysNeeded) {
    warnings.push({ kind: "over_staffed", assigned: n, needed: work.noOfBoysNeeded });
  }
  return warnings;
}

/** The user's assignment on the work with the user's name (for rating and wage answers). */
export async function findAssignmentWithName(
  db: DbOrTx,
  { workId, userId }: WorkUser,
): Promise<(AssignmentRow & { userName: string; userActive: boolean }) | undefined> {
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
      userActive: users.isActive,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)))
    .limit(1);
  return row;
}

/** Supervisors and captains assigned to a work, to contact. */
export function listSupervisors(db: DbOrTx, workId: number) {
  return db
    .select({ name: users.userName, role: assignments.roleType, mobile: users.mobileNumber })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(and(eq(assignments.workId, workId), inArray(assignments.roleType, [...SUPERVISOR_ROLE_TYPES])))
    .orderBy(asc(assignments.roleType), asc(users.userName));
}

/**
 * Everyone assigned to another work (not cancelled) dated the same day as this one: the assign
 * picker warns before saving (works_date_idx for the day, assignments_work_user_key per work).
 */
export function sameDayBookings(db: DbOrTx, work: { id: number; date: string }) {
  return db
    .select({
      user: assignments.userId,
      work_id: works.id,
      Auditorium_name: works.auditoriumName,
      date: works.date,
      reporting_time: works.reportingTime,
    })
    .from(works)
    .innerJoin(assignments, eq(assignments.workId, works.id))
    .where(and(eq(works.date, work.date), ne(works.id, work.id), ne(works.status, "cancelled")))
    .orderBy(asc(assignments.userId), asc(works.id));
}
