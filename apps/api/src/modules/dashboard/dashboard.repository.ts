import { and, asc, gte, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users, works } from "../../db/schema.js";
import type { WorkRow } from "../works/works.serializer.js";

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

/** Upcoming works (neither completed nor cancelled) dated `today` or later, by date then reporting time. */
export function upcomingWorks(db: DbOrTx, today: string): Promise<WorkRow[]> {
  return db
    .select()
    .from(works)
    .where(and(notInArray(works.status, ["completed", "cancelled"]), gte(works.date, today)))
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id));
}
