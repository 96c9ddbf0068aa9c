import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, asc, desc, eq, ilike, inArray, not, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import { assignments, ratings, users, wages, workRequests, works } from "../../db/schema.js";
import type { WorkRow } from "./works.serializer.js";

type WorkListType = "upcoming" | "past";

/** A work by id, prepared: every WhatsApp send and answer about a work reads it. */
const workByIdQuery = preparedQuery((db) =>
  db
    .select()
    .from(works)
    .where(eq(works.id, sql.placeholder("id")))
    .limit(1)
    .prepare("work_by_id"),
);

export async function findWork(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<WorkRow | undefined> {
  if (!opts.lock) return (await workByIdQuery(db).execute({ id }))[0];
  const [row] = await db.select().from(works).where(eq(works.id, id)).limit(1).for("update");
  return row;
}

function listWhere(type: WorkListType, search: string | undefined): SQL | undefined {
  const byType =
    type === "past"
      ? inArray(works.status, PAST_WORK_STATUSES)
      : not(inArray(works.status, PAST_WORK_STATUSES));
  if (!search) return byType;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    byType,
    or(
      ilike(works.auditoriumName, like),
      ilike(works.customerName, like),
      ilike(works.place, like),
      ilike(works.district, like),
      ilike(works.workType, like),
      ilike(works.occasion, like),
      ilike(works.cateringCompany, like),
    ),
  );
}

interface WorkListRow {
  work: WorkRow;
  assignedCount: number;
  pendingRequests: number;
  boysAssigned: number;
  headBoysAssigned: number;
  captainsAssigned: number;
  supervisorsAssigned: number;
}

/**
 * Upcoming: by date then reporting time; past: newest first. The page's ids are chosen first
 * (index order, no per-row work), then the counts are looked up for those rows only.
 */
export async function listWorks(
  db: DbOrTx,
  opts: { type: WorkListType; search?: string | undefined; limit?: number; offset?: number },
): Promise<WorkListRow[]> {
  const order =
    opts.type === "past"
      ? [desc(works.date), desc(works.id)]
      : [asc(works.date), asc(works.reportingTime), asc(works.id)];
  let ids = db
    .select({ id: works.id })
    .from(works)
    .where(listWhere(opts.type, opts.search))
    .orderBy(...order)
    .$dynamic();
  if (opts.limit !== undefined) ids = ids.limit(opts.limit).offset(opts.offset ?? 0);
  const page = ids.as("page");
  return db
    .select({
      work: works,
      assignedCount: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = "works"."id")`,
      pendingRequests: sql<number>`(select count(*)::int from ${workRequests} r where r.work_id = "works"."id" and r.status = 'pending')`,
      boysAssigned: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = "works"."id" and a.role_type in ('boys', 'head_boy'))`,
      headBoysAssigned: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = "works"."id" and a.role_type = 'head_boy')`,
      captainsAssigned: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = "works"."id" and a.role_type = 'subadmin')`,
      supervisorsAssigned: sql<number>`(select count(*)::int from ${assignments} a where a.work_id = "works"."id" and a.role_type = 'supervisor')`,
    })
    .from(works)
    .innerJoin(page, eq(page.id, works.id))
    .orderBy(...order);
}

export async function countWorks(db: DbOrTx, type: WorkListType, search?: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(works).where(listWhere(type, search));
  return row?.n ?? 0;
}

export async function countWorksByType(db: DbOrTx): Promise<{ upcoming: number; past: number }> {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${works.status} not in ('completed','cancelled'))::int`,
      past: sql<number>`count(*) filter (where ${works.status} in ('completed','cancelled'))::int`,
    })
    .from(works);
  return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
}

/**
 * Reads a work and locks it against completion until the transaction ends (FOR SHARE), so a
 * rating, wage or expense write and a completion cannot interleave.
 */
export async function findWorkForWrite(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(works).where(eq(works.id, workId)).limit(1).for("share");
  return row;
}

/** Completes an upcoming work in one statement; undefined when it is missing or already past. */
export async function completeWorkRow(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db
    .update(works)
    .set({ status: "completed", completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(works.id, workId), notInArray(works.status, [...PAST_WORK_STATUSES])))
    .returning();
  return row;
}

/** Assigned people of a work still without a rating or a wage, by name (docs/decisions/029-money-and-work-rules.md). */
export function assignedWithoutPay(
  db: DbOrTx,
  workId: number,
): Promise<{ userId: number; userName: string; roleType: string; hasRating: boolean; hasWage: boolean }[]> {
  return db
    .select({
      userId: assignments.userId,
      roleType: assignments.roleType,
      userName: users.userName,
      hasRating: sql<boolean>`(${ratings.id} is not null)`,
      hasWage: sql<boolean>`(${wages.id} is not null)`,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .leftJoin(ratings, and(eq(ratings.workId, assignments.workId), eq(ratings.userId, assignments.userId)))
    .leftJoin(wages, and(eq(wages.workId, assignments.workId), eq(wages.userId, assignments.userId)))
    .where(and(eq(assignments.workId, workId), or(sql`${ratings.id} is null`, sql`${wages.id} is null`)))
    .orderBy(asc(users.userName), asc(assignments.userId));
}

/** Whether the person is a captain (subadmin) of the work whose rating or wage is still missing. */
export async function isOpenCaptainRow(
  db: DbOrTx,
  workUser: { workId: number; userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .leftJoin(ratings, and(eq(ratings.workId, assignments.workId), eq(ratings.userId, assignments.userId)))
    .leftJoin(wages, and(eq(wages.workId, assignments.workId), eq(wages.userId, assignments.userId)))
    .where(
      and(
        eq(assignments.workId, workUser.workId),
        eq(assignments.userId, workUser.userId),
        eq(assignments.roleType, "subadmin"),
        or(sql`${ratings.id} is null`, sql`${wages.id} is null`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
