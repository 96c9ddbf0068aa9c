import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { assignments, placeOffers, works } from "../../db/schema.js";

interface StaffingRow {
  id: number;
  name: string;
  date: string;
  reportingTime: string;
  workType: string;
  occasion: string;
  needed: number;
  boys: number;
  headBoys: number;
  captains: number;
  supervisors: number;
  openOffers: number;
  shortSoon: boolean;
}

const PAST = sql.raw(PAST_WORK_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * Every upcoming work (today or later, not completed or cancelled), soonest first, with its crew
 * counted per role and its open offers, in one query: the counts are grouped once over the
 * assignments and offers of those works, never one query per work.
 */
export async function listStaffing(
  db: DbOrTx,
  today: string,
  now: Date,
  limit: number,
): Promise<StaffingRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with upcoming as (
      select w.id, w.auditorium_name, w.date, w.reporting_time, w.work_type, w.occasion, w.no_of_boys_needed
      from ${works} w
      where w.date >= ${today} and w.status not in (${PAST})
      order by w.date, w.reporting_time, w.id
      limit ${limit}
    ),
    crew as (
      select a.work_id,
        count(*) filter (where a.role_type = 'boys')::int as boys,
        count(*) filter (where a.role_type = 'head_boy')::int as head_boys,
        count(*) filter (where a.role_type = 'subadmin')::int as captains,
        count(*) filter (where a.role_type = 'supervisor')::int as supervisors
      from ${assignments} a where a.work_id in (select id from upcoming) group by a.work_id
    ),
    offers as (
      select o.work_id, count(*)::int as open_offers
      from ${placeOffers} o where o.status = 'open' and o.work_id in (select id from upcoming) group by o.work_id
    )
    select u.id, u.auditorium_name as name, u.date::text as date, u.reporting_time, u.work_type, u.occasion,
      u.no_of_boys_needed as needed,
      coalesce(c.boys, 0) as boys, coalesce(c.head_boys, 0) as head_boys,
      coalesce(c.captains, 0) as captains, coalesce(c.supervisors, 0) as supervisors,
      coalesce(o.open_offers, 0) as open_offers,
      (coalesce(c.boys, 0) + coalesce(c.head_boys, 0) < u.no_of_boys_needed
        and ((u.date::text || ' ' || u.reporting_time)::timestamp at time zone 'Asia/Kolkata')
          <= ${now.toISOString()}::timestamptz + interval '48 hours') as short_soon
    from upcoming u left join crew c on c.work_id = u.id left join offers o on o.work_id = u.id
    order by u.date, u.reporting_time, u.id
  `,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    date: String(r.date),
    reportingTime: String(r.reporting_time),
    workType: String(r.work_type),
    occasion: String(r.occasion ?? ""),
    needed: Number(r.needed),
    boys: Number(r.boys),
    headBoys: Number(r.head_boys),
    captains: Number(r.captains),
    supervisors: Number(r.supervisors),
    openOffers: Number(r.open_offers),
    shortSoon: r.short_soon === true || r.short_soon === "t",
  }));
}
