import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";

/**
 * Each person with a rating anywhere or a request for this work: their average stars (one per
 * good mark on works attended, like the worker's own average) and their request's status.
 */
export function candidateFacts(db: DbOrTx, workId: number) {
  return queryRows<{
    user: number;
    average: string | null;
    ratings: number;
    request_status: "pending" | "accepted" | "rejected" | null;
  }>(
    db,
    sql`with r as (
          select user_id, round(avg((pant is true)::int + (shoe is true)::int + (timing is true)::int
                   + (neatness is true)::int + (performance is true)::int), 1)::text as average,
                 count(*)::int as ratings
            from ratings where attendence = 1 group by user_id
        ), q as (
          select user_id, status from work_requests where work_id = ${workId}
        )
        select coalesce(r.user_id, q.user_id) as "user", r.average, coalesce(r.ratings, 0) as ratings,
               q.status as request_status
          from r full join q on q.user_id = r.user_id`,
  );
}
