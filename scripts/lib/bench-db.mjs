// Shared by the bench scripts: the built server's database code, and SQL arrays of the enums.
import path from "node:path";
import { root } from "./server.mjs";

const dist = (p) => path.join(root, p);
const { openDatabase } = await import(dist("apps/api/dist/db/client.js"));
const { migrate } = await import(dist("apps/api/dist/db/migrate.js"));
const { seedFirstStart } = await import(dist("apps/api/dist/seed/seed.js"));
const { hashPassword } = await import(dist("apps/api/dist/auth/passwords.js"));
const { createBackup } = await import(dist("apps/api/dist/backup/create-backup.js"));
const { DISTRICTS, MEALS } = await import(dist("packages/shared/dist/enums.js"));

export { hashPassword };

const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(",")}]`;
/** `(${DISTRICTS_SQL})[1 + g % 14]` picks a district in set-based seeds. */
export const DISTRICTS_SQL = sqlArray(DISTRICTS);
/** `(${WORK_TYPES_SQL})[1 + g % 4]` picks a meal (a work's type is its meal, record 069). */
export const WORK_TYPES_SQL = sqlArray(MEALS);

/** Opens the database a bench server will use, migrated, with its first admin and fares. */
export async function openSeededDatabase({ databaseUrl, dataDir, admin }) {
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrate(database);
  await seedFirstStart(
    database.db,
    { adminEmail: admin.email, adminPassword: admin.password },
    { info() {}, warn() {} },
  );
  return database;
}

export const WORKER_PASSWORD = "bench-worker-password";
/** Works ahead of today: the booking horizon stays the same however long the history grows. */
export const UPCOMING = 60;

/** Set-based seed: 2,000 workers, `works` works over five years, 10 requests per work. */
export async function seedWorks(database, works) {
  const hash = (await hashPassword(WORKER_PASSWORD)).replaceAll("'", "''");
  const requests = works * 10;
  const t0 = Date.now();
  await database.exec(`
    update fares set amount = case fare_type when 'boys' then 600 when 'head_boy' then 750 when 'supervisor' then 900
      when 'subadmin' then 1200 when 'setting' then 150 else 100 end;
    insert into users (user_name, mobile_number, role, password_hash, district, place, is_approved, experienced, employment_type, has_bike)
      select 'Worker ' || g, (6000000000 + g)::text,
        (array['boys','boys','boys','head_boy','supervisor','subadmin'])[1 + g % 6], '${hash}',
        (${DISTRICTS_SQL})[1 + g % 14], 'Place ' || (g % 50), true, g % 2 = 0, 'part_time', g % 3 = 0
      from generate_series(1, 2000) g;
    insert into works (auditorium_name, customer_name, customer_mobile, address, place, district, date, reporting_time,
        work_type, no_of_boys_needed, attendees, payment_amount, is_published, status, catering_company)
      select 'Auditorium ' || (g % 400), 'Customer ' || g, (9400000000 + g)::text, 'Address ' || g, 'Place ' || (g % 50),
        (${DISTRICTS_SQL})[1 + g % 14],
        case when g <= ${works - UPCOMING} then current_date - 1826 + (g::bigint * 1825 / ${works - UPCOMING})::int else current_date + (g - ${works - UPCOMING})::int end,
        (array['07:00','10:30','11:00','17:30','18:00'])[1 + g % 5], (${WORK_TYPES_SQL})[1 + g % 4],
        5 + g % 20, 50 + (g * 37) % 900, 8000 + (g % 30) * 500, true, 'pending', 'Caterer ' || (g % 25)
      from generate_series(1, ${works}) g;
    update works set status = 'completed', completed_at = now() where date < current_date;
    insert into work_requests (work_id, user_id, status, assigned, requested_at)
      select w.id, u0.min_id + ((w.id * 7 + k * 13) % 2000),
        case when k < 3 then 'accepted' when w.status = 'completed' then 'rejected' else 'pending' end, k < 3,
        w.date - 3
      from works w, generate_series(0, 9) k, (select min(id) as min_id from users where role <> 'admin') u0;
    insert into assignments (work_id, user_id, role_type, source, request_id, is_setting, is_loading)
      select r.work_id, r.user_id, u.role, 'request', r.id, r.id % 2 = 0, r.id % 3 = 0
      from work_requests r join users u on u.id = r.user_id where r.status = 'accepted';
    insert into ratings (work_id, user_id, pant, shoe, timing, neatness, performance, attendence, arrival_time)
      select a.work_id, a.user_id, a.id % 2 = 0, a.id % 3 <> 0, true, true, a.id % 5 <> 0, 1, '10:00'
      from assignments a join works w on w.id = a.work_id where w.status = 'completed';
    insert into wages (work_id, user_id, role_type, base_fare, rating_amount, travel_allowance, total_wage, payment_status)
      select a.work_id, a.user_id, a.role_type, 600, 30, 50, 680, case when a.id % 4 = 0 then 'not_paid' else 'paid' end
      from assignments a join works w on w.id = a.work_id where w.status = 'completed';
    insert into extra_expenses (work_id, expense_type, amount)
      select id, 'Transport', 500 + id % 300 from works where status = 'completed';
  `);
  // Settled tables, as a database that has lived with its data: the bulk update above leaves dead
  // rows that autovacuum would otherwise clean while the bench measures.
  await database.exec("vacuum analyze");
  // And written out: otherwise the checkpoint after a bulk load writes it while the first lists run.
  await database.exec("checkpoint");
  return { requests, seconds: (Date.now() - t0) / 1000 };
}

/**
 * One backup of the database, timed, with a query sent every 10 ms meanwhile and a 5 ms timer
 * that notes the longest pause of the event loop (what every other request would have felt).
 */
export async function measureBackup(database, dataDir) {
  let stop = false;
  let queryWaitMs = 0;
  let loopPauseMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    loopPauseMs = Math.max(loopPauseMs, now - last - 5);
    last = now;
  }, 5);
  const pinger = (async () => {
    while (!stop) {
      const start = performance.now();
      await database.query("select 1");
      queryWaitMs = Math.max(queryWaitMs, performance.now() - start);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const start = performance.now();
  const { bytes, manifest } = await createBackup(database, dataDir);
  const seconds = (performance.now() - start) / 1000;
  stop = true;
  await pinger;
  clearInterval(timer);
  return {
    seconds,
    mb: bytes.length / 1e6,
    rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
    loopPauseMs: Math.round(Math.max(0, loopPauseMs)),
    queryWaitMs: Math.round(queryWaitMs),
  };
}
