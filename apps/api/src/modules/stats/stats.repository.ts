import { and, eq, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { preparedQuery, userParam } from "../../db/prepared.js";
import { assignments, ratings, users, workRequests, works } from "../../db/schema.js";

const UPCOMING = sql`${works.status} not in ('completed', 'cancelled')`;

/** Requests to join upcoming works that nobody has answered yet. */
const PENDING_WORK_REQUESTS = sql`(select count(*)::int from work_requests r join works w on w.id = r.work_id
  where r.status = 'pending' and w.status not in ('completed', 'cancelled'))`;

/** The dashboard counts in one query; each is counted by the database. */
export async function adminStats(db: DbOrTx) {
  const [row] = await db
    .select({
      total_users: sql<number>`(select count(*)::int from ${users} where ${users.role} <> 'admin')`,
      total_works_completed: sql<number>`(select count(*)::int from ${works} where ${works.status} = 'completed')`,
      total_pending_works: sql<number>`(select count(*)::int from ${works} where ${works.status} not in ('completed','cancelled'))`,
      total_pending_join_requests: sql<number>`${PENDING_WORK_REQUESTS}`,
      total_pending_applicants: sql<number>`(select count(*)::int from ${users} where ${users.role} <> 'admin' and not ${users.isApproved} and ${users.isActive})`,
    })
    .from(sql`(select 1) as one`);
  return {
    total_users: Number(row?.total_users ?? 0),
    total_works_completed: Number(row?.total_works_completed ?? 0),
    total_pending_works: Number(row?.total_pending_works ?? 0),
    total_pending_join_requests: Number(row?.total_pending_join_requests ?? 0),
    total_pending_applicants: Number(row?.total_pending_applicants ?? 0),
  };
}

/** One star per good mark of a rating. */
const STARS = sql`((${ratings.pant} is true)::int + (${ratings.shoe} is true)::int + (${ratings.timing} is true)::int
    + (${ratings.neatness} is true)::int + (${ratings.performance} is true)::int)`;

/** The average rating as `averageRating` answers it, from the average's text and the count. */
function ratingOf(average: string | null | undefined, total: number | undefined) {
  return { average_rating: average ? Number(average) : 0, total_ratings: Number(total ?? 0) };
}

/**
 * The worker's counts in one statement (FILTER aggregates over their own rows), and their average
 * rating from the same ratings (the home summary takes both). A direct admin assignment counts as
 * an accepted request (the original client, record 013, shows it as one). Prepared: every worker's
 * home summary reads it, and on PostgreSQL planning it anew cost more than running it.
 */
const userCountsQuery = preparedQuery((db) =>
  db
    .select({
      accepted_requests: sql<number>`r.accepted_requests + d.direct`,
      pending_requests: sql<number>`r.pending_requests`,
      attended_works: sql<number>`rt.attended_works`,
      average_rating: sql<string | null>`rt.average_rating`,
      completed_jobs: sql<number>`c.completed_jobs`,
      published_work_count: sql<number>`p.published_work_count`,
    })
    .from(
      sql`
      (select count(*) filter (where ${workRequests.status} = 'accepted')::int as accepted_requests,
              count(*) filter (where ${workRequests.status} = 'pending')::int as pending_requests
         from ${workRequests} where ${workRequests.userId} = ${userParam}) r,
      (select count(*)::int as direct from ${assignments} a
        where a.user_id = ${userParam} and a.source = 'admin'
          and not exists (select 1 from ${workRequests} q
                           where q.work_id = a.work_id and q.user_id = a.user_id and q.status = 'accepted')) d,
      (select count(*)::int as attended_works, round(avg(${STARS}), 1)::text as average_rating
         from ${ratings} where ${ratings.userId} = ${userParam} and ${ratings.attendance} = 1) rt,
      (select count(*) filter (where ${works.status} = 'completed')::int as completed_jobs
         from ${assignments} join ${works} on ${works.id} = ${assignments.workId}
        where ${assignments.userId} = ${userParam}) c,
      (select count(*)::int as published_work_count
         from ${works}
        where ${works.isPublished} and ${UPCOMING} and ${works.date} >= ${sql.placeholder("today")}
          and not exists (select 1 from ${assignments}
                           where ${assignments.workId} = ${works.id} and ${assignments.userId} = ${userParam}
                             and ${assignments.source} = 'admin')) p`,
    )
    .prepare("worker_counts"),
);

/** The worker's counts and average rating (userCountsQuery). */
export async function userCounts(db: DbOrTx, userId: number, today: string) {
  const [row] = await userCountsQuery(db).execute({ userId, today });
  return {
    counts: {
      accepted_requests: Number(row?.accepted_requests ?? 0),
      pending_requests: Number(row?.pending_requests ?? 0),
      attended_works: Number(row?.attended_works ?? 0),
      completed_jobs: Number(row?.completed_jobs ?? 0),
      published_work_count: Number(row?.published_work_count ?? 0),
    },
    rating: ratingOf(row?.average_rating, row?.attended_works),
  };
}

/** One star per good mark on each rating of a work attended; the average to one decimal. */
export async function averageRating(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${STARS}), 1)::text`,
      total: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.attendance, 1)));
  return ratingOf(row?.average, row?.total);
}

interface StaffingGapRow {
  id: number;
  auditorium_name: string;
  date: string;
  reporting_time: string;
  work_type: string;
  occasion: string | null;
  place: string;
  district: string;
  is_published: boolean;
  boys_needed: number;
  boys_assigned: number;
  captains_assigned: number;
  supervisors_assigned: number;
  pending_requests: number;
}

/**
 * The upcoming works dated `from`..`to` with their staffing by role (works_upcoming_idx for the
 * window, assignments_work_user_key and work_requests_work_status_idx per work).
 */
export function upcomingStaffing(db: DbOrTx, from: string, to: string): Promise<StaffingGapRow[]> {
  return queryRows<StaffingGapRow>(
    db,
    sql`select w.id, w.auditorium_name, w.date::text as date, w.reporting_time, w.work_type, w.occasion, w.place,
               w.district, w.is_published, w.no_of_boys_needed as boys_needed,
               coalesce(a.boys, 0)::int as boys_assigned, coalesce(a.captains, 0)::int as captains_assigned,
               coalesce(a.supervisors, 0)::int as supervisors_assigned,
               (select count(*)::int from work_requests r where r.work_id = w.id and r.status = 'pending')
                 as pending_requests
          from works w
          left join lateral (
            select count(*) filter (where x.role_type in ('boys', 'head_boy')) as boys,
                   count(*) filter (where x.role_type = 'subadmin') as captains,
                   count(*) filter (where x.role_type = 'supervisor') as supervisors
              from assignments x where x.work_id = w.id
          ) a on true
         where w.status not in ('completed', 'cancelled') and w.date >= ${from}::date and w.date <= ${to}::date
         order by w.date, w.reporting_time, w.id`,
  );
}

/**
 * The counts behind "needs me now": applications awaiting approval (users_approved_idx), pending
 * requests to join upcoming works (work_requests_pending_idx), unpaid wages (wages_unpaid_idx).
 */
export async function attentionCounts(db: DbOrTx) {
  const [row] = await queryRows<{
    pending_applications: number;
    pending_requests: number;
    unpaid_count: number;
    unpaid_amount: string;
    unpaid_works: number;
  }>(
    db,
    sql`select
          (select count(*)::int from users u
            where not u.is_approved and u.is_active and u.role <> 'admin') as pending_applications,
          ${PENDING_WORK_REQUESTS} as pending_requests,
          g.unpaid_count, g.unpaid_amount, g.unpaid_works
        from (select count(*)::int as unpaid_count,
                     round(coalesce(sum(total_wage), 0)::numeric, 2)::text as unpaid_amount,
                     count(distinct work_id)::int as unpaid_works
                from wages where payment_status = 'not_paid') g`,
  );
  return {
    pending_applications: Number(row?.pending_applications ?? 0),
    pending_requests: Number(row?.pending_requests ?? 0),
    unpaid_wages: {
      count: Number(row?.unpaid_count ?? 0),
      amount: row?.unpaid_amount ?? "0.00",
      works: Number(row?.unpaid_works ?? 0),
    },
  };
}

interface OpenCaptainRowRow {
  work_id: number;
  auditorium_name: string;
  date: string;
  user: number;
  user_name: string;
  needs_rating: boolean;
  needs_wage: boolean;
}

/**
 * Completed works whose captain still has no rating or no wage: completion does not wait for the
 * completing captain's own (everyone else's are required), so on a completed work only that row
 * can be open. Oldest work first, at most `limit` (works_past_idx, then the per-work unique keys).
 */
export function openCaptainRows(db: DbOrTx, limit = 50): Promise<OpenCaptainRowRow[]> {
  return queryRows<OpenCaptainRowRow>(
    db,
    sql`select w.id as work_id, w.auditorium_name, w.date::text as date, u.id as "user", u.user_name,
               (r.id is null) as needs_rating, (g.id is null) as needs_wage
          from works w
          join assignments a on a.work_id = w.id and a.role_type = 'subadmin'
          join users u on u.id = a.user_id
          left join ratings r on r.work_id = a.work_id and r.user_id = a.user_id
          left join wages g on g.work_id = a.work_id and g.user_id = a.user_id
         where w.status = 'completed' and (r.id is null or g.id is null)
         order by w.date, w.id, u.id
         limit ${limit}`,
  );
}
