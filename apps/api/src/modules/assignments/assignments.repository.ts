import type { AssignedUser, Role, WorkerRole } from "@catercrew/shared";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, ratings, users, wages, workRequests, works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignmentRow = typeof assignments.$inferInsert;

/** Order of the role groups in lists: captains, supervisors, head boys, boys. */
const ROLE_ORDER = sql`case ${assignments.roleType} when 'subadmin' then 0 when 'supervisor' then 1 when 'head_boy' then 2 else 3 end`;

/** Users assigned to a work, with whether a rating / wage exists for them in that work. */
export async function listAssignedUsers(
  db: DbOrTx,
  workId: number,
  opts: { userIds?: number[] } = {},
): Promise<AssignedUser[]> {
  const where = opts.userIds
    ? and(eq(assignments.workId, workId), inArray(assignments.userId, opts.userIds))
    : eq(assignments.workId, workId);
  const rows = await db
    .select({
      id: users.id,
      userCode: users.userCode,
      userName: users.userName,
      email: users.email,
      mobile: users.mobileNumber,
      place: users.place,
      district: users.district,
      role: users.role,
      type: assignments.roleType,
      source: assignments.source,
      isSetting: assignments.isSetting,
      isLoading: assignments.isLoading,
      assignedAt: assignments.assignedAt,
      isRated: sql<boolean>`exists(select 1 from ${ratings} r where r.work_id = ${assignments.workId} and r.user_id = ${assignments.userId})`,
      isWaged: sql<boolean>`exists(select 1 from ${wages} g where g.work_id = ${assignments.workId} and g.user_id = ${assignments.userId})`,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(where)
    .orderBy(ROLE_ORDER, asc(assignments.assignedAt), asc(assignments.id));
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userCode,
    user_name: r.userName,
    email: r.email,
    mobile: r.mobile,
    place: r.place,
    district: r.district,
    role: r.role as Role,
    type: r.type as WorkerRole,
    source: r.source as "admin" | "request",
    is_setting: r.isSetting,
    is_loading: r.isLoading,
    is_rated: Boolean(r.isRated),
    is_waged: Boolean(r.isWaged),
    assigned_at: iso(r.assignedAt) ?? "",
  }));
}

export function findAssignment(
  db: DbOrTx,
  workId: number,
  userId: number,
): Promise<AssignmentRow | undefined> {
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
  workId: number,
  userId: number,
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
    .set({ status: "accepted", assigned: true, updatedAt: sql`now()` })
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

export async function deleteRequestOf(
  db: DbOrTx,
  workId: number,
  userId: number,
): Promise<number | undefined> {
  const [row] = await db
    .delete(workRequests)
    .where(and(eq(workRequests.workId, workId), eq(workRequests.userId, userId)))
    .returning({ id: workRequests.id });
  return row?.id;
}

export async function hasRatingOrWage(db: DbOrTx, workId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`exists(select 1 from ${ratings} r where r.work_id = ${workId} and r.user_id = ${userId})
        or exists(select 1 from ${wages} g where g.work_id = ${workId} and g.user_id = ${userId})`,
    })
    .from(works)
    .where(eq(works.id, workId));
  return Boolean(row?.found);
}

/**
 * DECISIONS.md 4 warnings after an assignment: the users already booked on another work that day,
 * and more boys (boys + head boys) than the work needs.
 */
export async function bookingWarnings(
  db: DbOrTx,
  work: { id: number; date: string; noOfBoysNeeded: number },
  userIds: number[],
): Promise<string[]> {
  const warnings: string[] = [];
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
      warnings.push(
        `${c.userName} is already assigned to another work on ${work.date} (#${c.workId} ${c.hall}).`,
      );
    }
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(and(eq(assignments.workId, work.id), inArray(assignments.roleType, ["boys", "head_boy"])));
  const n = count?.n ?? 0;
  if (n > work.noOfBoysNeeded) {
    warnings.push(`This work now has ${n} boys assigned but needs only ${work.noOfBoysNeeded}.`);
  }
  return warnings;
}
