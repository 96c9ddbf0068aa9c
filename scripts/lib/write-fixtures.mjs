// Data for the crash and two-instance write checks, inserted set-based into the built server's
// database, and the consistency queries both scripts run on it afterwards.
import { sql } from "drizzle-orm";

/** Rows of a raw query on either engine. */
export async function query(database, text) {
  const result = await database.db.execute(sql.raw(text));
  return result.rows;
}

/** `count` approved workers (role boys) with mobiles mobileBase+1.., returned by id. */
export async function seedWorkers(database, { count, mobileBase, passwordHash }) {
  await database.exec(`
    insert into users (user_name, mobile_number, role, password_hash, district, place, is_approved, employment_type)
      select 'Writer ' || g, (${mobileBase} + g)::text, 'boys', '${passwordHash}', 'palakkad', 'Ottapalam', true, 'part_time'
      from generate_series(1, ${count}) g`);
  const rows = await query(
    database,
    `select id, mobile_number from users where mobile_number::bigint between ${mobileBase + 1} and ${mobileBase + count} order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), mobile: r.mobile_number }));
}

/**
 * `count` published upcoming works, returned by id: a month ahead, or `daysAhead` days from today in
 * Asia/Kolkata (the agency's day, which the server's date rules use). Wages and ratings are refused
 * before a work's day, so works that get them are dated today or earlier.
 */
export async function seedWorks(database, { count, label, daysAhead = 30, oneDayEach = false }) {
  // oneDayEach: the works fall on consecutive days, so one worker may hold all of them (one work per
  // day and meal, docs/decisions/037-crew-builder.md); otherwise all fall on the same day.
  const dayOffset = oneDayEach ? "g - 1" : "0";
  await database.exec(`
    insert into works (auditorium_name, customer_name, customer_mobile, address, place, district, date,
        reporting_time, work_type, occasion, no_of_boys_needed, attendees, payment_amount, is_published)
      select '${label} ' || g, 'Customer ' || g, '9400000000', 'Main Road', 'Ottapalam', 'palakkad',
        (now() at time zone 'Asia/Kolkata')::date + ${Number(daysAhead)} + ${dayOffset}, '10:00', 'lunch', 'wedding', 50, 300, 20000, true
      from generate_series(1, ${count}) g`);
  const rows = await query(
    database,
    `select id from works where auditorium_name like '${label} %' order by id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Pending join requests: every worker on every work. */
export async function seedRequests(database, workIds, workers) {
  if (workIds.length === 0 || workers.length === 0) return;
  await database.exec(`
    insert into work_requests (work_id, user_id)
      select w, u from unnest(array[${workIds.join(",")}]) w cross join unnest(array[${workers.map((x) => x.id).join(",")}]) u`);
}

/** Each worker assigned to each work and rated (all marks good): ready for a wage. */
export async function seedRated(database, workIds, workers) {
  if (workIds.length === 0 || workers.length === 0) return;
  const pairs = `unnest(array[${workIds.join(",")}]) w cross join unnest(array[${workers.map((x) => x.id).join(",")}]) u`;
  await database.exec(`
    insert into assignments (work_id, user_id, role_type, source) select w, u, 'boys', 'admin' from ${pairs};
    insert into ratings (work_id, user_id, pant, shoe, timing, neatness, performance, attendence)
      select w, u, true, true, true, true, true, 1 from ${pairs}`);
}

/**
 * Multi-row writes found half done, each query counting offenders (0 = all or nothing):
 * a wage and its audit row, an accepted request and its assignment (both ways).
 */
export const HALF_DONE = {
  "wages without an audit row": `
    select count(*)::int as n from wages w
    where not exists (select 1 from audit_log a where a.entity = 'wage' and a.entity_id = w.id::text)`,
  "wages whose figures differ from their latest audit row": `
    select count(*)::int as n from wages w
    join lateral (select details from audit_log a where a.entity = 'wage' and a.entity_id = w.id::text
                  order by a.id desc limit 1) last on true
    where (last.details->>'bonus')::numeric <> w.bonus or (last.details->>'total_wage')::numeric <> w.total_wage`,
  "wage audit rows without their wage": `
    select count(*)::int as n from audit_log a
    where a.entity = 'wage' and not exists (select 1 from wages w where w.id::text = a.entity_id)`,
  "accepted requests without their assignment": `
    select count(*)::int as n from work_requests r
    where r.status = 'accepted' and not exists (select 1 from assignments a where a.request_id = r.id)`,
  "assignments from a request that is not accepted": `
    select count(*)::int as n from assignments a join work_requests r on r.id = a.request_id
    where a.source = 'request' and (r.status <> 'accepted' or not r.assigned)`,
  "accepted requests without their audit row": `
    select count(*)::int as n from work_requests r
    where r.status = 'accepted' and not exists
      (select 1 from audit_log a where a.action = 'request.accept' and a.entity_id = r.id::text)`,
};

/** { check: offenders } for every HALF_DONE query. */
export async function halfDone(database) {
  const out = {};
  for (const [name, text] of Object.entries(HALF_DONE))
    out[name] = Number((await query(database, text))[0].n);
  return out;
}
