import type { MyWork, PublishedWork, WorkerDailyWage, WorkerRating, WorkerWorkBase } from "@catercrew/shared";
import { SUPERVISOR_ROLE_TYPES } from "@catercrew/shared";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, ratings, users, wages, workRequests, works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";
import { toWorkResponse, type WorkRow } from "../works/works.serializer.js";

const UPCOMING = sql`${works.status} not in ('completed', 'cancelled')`;

/** The worker's own request and assignment, joined onto works (at most one each per work). */
const standing = {
  work: works,
  req: {
    id: workRequests.id,
    status: workRequests.status,
    assigned: workRequests.assigned,
    comment: workRequests.comment,
    requestedAt: workRequests.requestedAt,
    updatedAt: workRequests.updatedAt,
  },
  asg: {
    id: assignments.id,
    source: assignments.source,
    roleType: assignments.roleType,
    isLoading: assignments.isLoading,
    isSetting: assignments.isSetting,
    assignedAt: assignments.assignedAt,
  },
};

type StandingRow = {
  work: WorkRow;
  req: {
    id: number;
    status: string;
    assigned: boolean;
    comment: string | null;
    requestedAt: string;
    updatedAt: string;
  } | null;
  asg: {
    id: number;
    source: string;
    roleType: string;
    isLoading: boolean;
    isSetting: boolean;
    assignedAt: string;
  } | null;
};

function withStanding(db: DbOrTx, userId: number) {
  return db
    .select(standing)
    .from(works)
    .leftJoin(workRequests, and(eq(workRequests.workId, works.id), eq(workRequests.userId, userId)))
    .leftJoin(assignments, and(eq(assignments.workId, works.id), eq(assignments.userId, userId)));
}

/** Published, upcoming, dated today or later, and not assigned to this worker by the admin. */
function openToWorker(today: string) {
  return and(
    eq(works.isPublished, true),
    UPCOMING,
    sql`${works.date} >= ${today}`,
    or(isNull(assignments.id), ne(assignments.source, "admin")),
  );
}

/** The fields of a work a worker may see. */
export function toWorkerWork(row: WorkRow): WorkerWorkBase {
  const w = toWorkResponse(row);
  return {
    id: w.id,
    Auditorium_name: w.Auditorium_name,
    Catering_company: w.Catering_company,
    address: w.address,
    place: w.place,
    district: w.district,
    date: w.date,
    reporting_time: w.reporting_time,
    work_type: w.work_type,
    status: w.status,
    is_published: w.is_published,
    no_of_boys_needed: w.no_of_boys_needed,
    attendees: w.attendees,
    location_url: w.location_url,
    instructions: w.instructions,
    About_work: w.About_work,
  };
}

export function toPublishedWork(row: StandingRow): PublishedWork {
  return {
    ...toWorkerWork(row.work),
    admin_assigned: row.asg?.source === "admin",
    already_applied: row.req !== null,
    assigned_status: (row.req?.status as PublishedWork["assigned_status"]) ?? null,
    comment: row.req?.comment ?? null,
    requested_at: iso(row.req?.requestedAt),
  };
}

export async function listPublishedForWorker(db: DbOrTx, userId: number, today: string) {
  const rows = await withStanding(db, userId)
    .where(openToWorker(today))
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id));
  return rows.map(toPublishedWork);
}

/** A work the worker may open: published, or one they requested or are assigned to. */
export async function findWorkForWorker(db: DbOrTx, userId: number, workId: number) {
  const [row] = await withStanding(db, userId)
    .where(
      and(
        eq(works.id, workId),
        or(eq(works.isPublished, true), isNotNull(workRequests.id), isNotNull(assignments.id)),
      ),
    )
    .limit(1);
  return row;
}

export async function findWorkById(db: DbOrTx, workId: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(works).where(eq(works.id, workId)).limit(1);
  return row;
}

export async function findAssignment(db: DbOrTx, userId: number, workId: number) {
  const [row] = await db
    .select({ id: assignments.id, source: assignments.source })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.workId, workId)))
    .limit(1);
  return row;
}

export async function insertWorkRequest(db: DbOrTx, userId: number, workId: number) {
  const [row] = await db.insert(workRequests).values({ userId, workId }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The worker's requests and direct admin assignments, newest first (My Works). */
export async function listMyWorks(
  db: DbOrTx,
  user: { id: number; userCode: string; userName: string },
): Promise<MyWork[]> {
  // Start from the worker's own requests and assignments (indexed by user), not from every work.
  const mine = sql`(select ${workRequests.workId} from ${workRequests} where ${workRequests.userId} = ${user.id}
    union select ${assignments.workId} from ${assignments} where ${assignments.userId} = ${user.id})`;
  const rows = await withStanding(db, user.id)
    .where(and(inArray(works.id, mine), or(isNotNull(workRequests.id), isNotNull(assignments.id))))
    .orderBy(desc(sql`coalesce(${workRequests.requestedAt}, ${assignments.assignedAt})`), desc(works.id));
  return rows.map((row) => toMyWork(row, user));
}

export function toMyWork(row: StandingRow, user: { id: number; userCode: string; userName: string }): MyWork {
  return {
    id: row.req?.id ?? null,
    source: row.req ? "request" : "admin",
    status: ((row.req?.status as MyWork["status"]) ?? "accepted") as MyWork["status"],
    work_status: row.work.status as MyWork["work_status"],
    assigned: row.asg !== null,
    comment: row.req?.comment ?? null,
    requested_at: iso(row.req?.requestedAt ?? row.asg?.assignedAt) ?? "",
    work_detail: toWorkerWork(row.work),
    boy: { id: user.id, user_id: user.userCode, user_name: user.userName },
  };
}

export async function findRating(db: DbOrTx, userId: number, workId: number): Promise<WorkerRating | null> {
  const [r] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.workId, workId)))
    .limit(1);
  if (!r) return null;
  return {
    id: r.id,
    user: r.userId,
    work: r.workId,
    pant: r.pant,
    shoe: r.shoe,
    timing: r.timing,
    neatness: r.neatness,
    performance: r.performance,
    attendence: r.attendence,
    arrival_time: r.arrivalTime,
    extra_reward: r.extraReward,
    comment: r.comment,
    created_at: iso(r.createdAt) ?? "",
  };
}

export async function findWage(db: DbOrTx, userId: number, workId: number): Promise<WorkerDailyWage | null> {
  const [w] = await db
    .select()
    .from(wages)
    .where(and(eq(wages.userId, userId), eq(wages.workId, workId)))
    .limit(1);
  if (!w) return null;
  return {
    id: w.id,
    user: w.userId,
    work: w.workId,
    role_type: w.roleType,
    base_fare: w.baseFare,
    rating_amount: w.ratingAmount,
    travel_allowance: w.travelAllowance,
    over_time: w.overTime,
    long_fare: w.longFare,
    bonus: w.bonus,
    extra_loading: w.extraLoading,
    extra_setting: w.extraSetting,
    total_wage: w.totalWage,
    payment_status: w.paymentStatus,
    created_at: iso(w.createdAt) ?? "",
    updated_at: iso(w.updatedAt) ?? "",
  };
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

interface Rows<T> {
  rows: T[];
}

/** The worker's counts in one statement (FILTER aggregates over their own rows). */
export async function userCounts(db: DbOrTx, userId: number, today: string) {
  const res = (await db.execute(sql`
    select
      r.accepted_requests, r.pending_requests, rt.attended_works, c.completed_jobs, p.published_work_count
    from
      (select count(*) filter (where ${workRequests.status} = 'accepted')::int as accepted_requests,
              count(*) filter (where ${workRequests.status} = 'pending')::int as pending_requests
         from ${workRequests} where ${workRequests.userId} = ${userId}) r,
      (select count(*) filter (where ${ratings.attendence} = 1)::int as attended_works
         from ${ratings} where ${ratings.userId} = ${userId}) rt,
      (select count(*) filter (where ${works.status} = 'completed')::int as completed_jobs
         from ${assignments} join ${works} on ${works.id} = ${assignments.workId}
        where ${assignments.userId} = ${userId}) c,
      (select count(*)::int as published_work_count
         from ${works}
        where ${works.isPublished} and ${UPCOMING} and ${works.date} >= ${today}
          and not exists (select 1 from ${assignments}
                           where ${assignments.workId} = ${works.id} and ${assignments.userId} = ${userId}
                             and ${assignments.source} = 'admin')) p
  `)) as unknown as Rows<{
    accepted_requests: number;
    pending_requests: number;
    attended_works: number;
    completed_jobs: number;
    published_work_count: number;
  }>;
  const row = res.rows[0];
  return {
    accepted_requests: Number(row?.accepted_requests ?? 0),
    pending_requests: Number(row?.pending_requests ?? 0),
    attended_works: Number(row?.attended_works ?? 0),
    completed_jobs: Number(row?.completed_jobs ?? 0),
    published_work_count: Number(row?.published_work_count ?? 0),
  };
}

/** One star per good mark on each rating of a work attended; the average to one decimal. */
export async function averageRating(db: DbOrTx, userId: number) {
  const stars = sql`((${ratings.pant} is true)::int + (${ratings.shoe} is true)::int + (${ratings.timing} is true)::int
    + (${ratings.neatness} is true)::int + (${ratings.performance} is true)::int)`;
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${stars}), 1)::text`,
      total: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.attendence, 1)));
  return { average_rating: row?.average ? Number(row.average) : 0, total_ratings: Number(row?.total ?? 0) };
}
