import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";

/** Today's works (not cancelled), each with its crew and their check-in times. */
export function todayWorksWithCrew(db: DbOrTx, today: string) {
  return queryRows<{
    id: number;
    auditorium_name: string;
    place: string;
    district: string;
    reporting_time: string;
    work_type: string;
    occasion: string | null;
    status: string;
    no_of_boys_needed: number;
    crew: {
      user: number;
      user_name: string;
      user_code: string;
      role: string;
      checked_in_at: string | null;
    }[];
  }>(
    db,
    sql`select w.id, w.auditorium_name, w.place, w.district, w.reporting_time, w.work_type, w.occasion, w.status,
               w.no_of_boys_needed,
               coalesce((
                 select json_agg(json_build_object(
                          'user', u.id, 'user_name', u.user_name, 'user_code', u.user_id, 'role', a.role_type,
                          'checked_in_at', c.arrived_at)
                        order by (c.arrived_at is null), a.role_type, u.user_name, u.id)
                   from assignments a
                   join users u on u.id = a.user_id
                   left join check_ins c on c.work_id = a.work_id and c.user_id = a.user_id
                  where a.work_id = w.id
               ), '[]'::json) as crew
          from works w
         where w.date = ${today}::date and w.status <> 'cancelled'
         order by w.reporting_time, w.id`,
  );
}

/** Works with unpaid wages (wages_unpaid_idx), newest work first. */
export function worksWithUnpaidWages(db: DbOrTx, limit: number) {
  return queryRows<{
    id: number;
    auditorium_name: string;
    date: string;
    unpaid_count: number;
    unpaid_amount: string;
  }>(
    db,
    sql`select w.id, w.auditorium_name, w.date::text as date, g.unpaid_count, g.unpaid_amount
          from (select work_id, count(*)::int as unpaid_count,
                       round(sum(total_wage)::numeric, 2)::text as unpaid_amount
                  from wages where payment_status = 'not_paid' group by work_id) g
          join works w on w.id = g.work_id
         order by w.date desc, w.id desc
         limit ${limit}`,
  );
}

/** Requests to join upcoming works nobody has answered yet (the dashboard's count, listed). */
export function pendingJoinRequests(db: DbOrTx, limit: number) {
  return queryRows<{
    id: number;
    work_id: number;
    auditorium_name: string;
    date: string;
    user: number;
    user_name: string;
    user_code: string;
    role: string;
    requested_at: string;
  }>(
    db,
    sql`select r.id, r.work_id, w.auditorium_name, w.date::text as date, u.id as "user", u.user_name,
               u.user_id as user_code, u.role, r.requested_at
          from work_requests r
          join works w on w.id = r.work_id
          join users u on u.id = r.user_id
         where r.status = 'pending' and w.status not in ('completed', 'cancelled')
         order by w.date, w.reporting_time, r.requested_at, r.id
         limit ${limit}`,
  );
}
