import { and, eq, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { assignments, ratings, users, workRequests, works } from "../../db/schema.js";

const UPCOMING = sql`${works.status} not in ('completed', 'cancelled')`;

/** The four dashboard counts in one query; each is counted by the database. */
export async function adminStats(db: DbOrTx) {
  const [row] = await db
    .select({
      total_users: sql<number>`(select count(*)::int from ${users} where ${users.role} <> 'admin')`,
      total_works_completed: sql<number>`(select count(*)::int from ${works} where ${works.status} = 'completed')`,
      total_pending_works: sql<number>`(select count(*)::int from ${works} where ${works.status} not in ('completed','cancelled'))`,
      total_pending_join_requests: sql<number>`(select count(*)::int from ${users} where ${users.role} <> 'admin' and not ${users.isApproved} and ${users.isActive})`,
    })
    .from(sql`(select 1) as one`);
  return {
    total_users: Number(row?.total_users ?? 0),
    total_works_completed: Number(row?.total_works_completed ?? 0),
    total_pending_works: Number(row?.total_pending_works ?? 0),
    total_pending_join_requests: Number(row?.total_pending_join_requests ?? 0),
  };
}

/** The worker's counts in one statement (FILTER aggregates over their own rows). */
export async function userCounts(db: DbOrTx, userId: number, today: string) {
  const [row] = await queryRows<{
    accepted_requests: number;
    pending_requests: number;
    attended_works: number;
    completed_jobs: number;
    published_work_count: number;
  }>(
    db,
    sql`
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
  `,
  );
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
