// node scripts/bench-works.mjs: seeds 50,000 works and 500,000 join requests (plus assignments,
// wages and expenses for the accepted ones) into a temporary embedded database (or a fresh
// PostgreSQL database with BENCH_DATABASE_URL) with set-based SQL, starts the built server (build
// first: `node_modules/.bin/tsc -b`), and reports the median latency of the admin works lists,
// one work's join requests and assigned users, and the analytics list.
// Options (env): BENCH_WORKS (50000), BENCH_REQUESTS_PER_WORK (10), BENCH_RUNS (100), BENCH_PORT (3513).
import { DISTRICTS_SQL, WORK_TYPES_SQL } from "./lib/bench-db.mjs";
import { BENCH_ENGINES, measureGet, withBenchServer } from "./lib/bench-latency.mjs";
import { json } from "./lib/server.mjs";

const WORKS = Number(process.env.BENCH_WORKS ?? 50_000);
const PER_WORK = Number(process.env.BENCH_REQUESTS_PER_WORK ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3513);
const WORKERS = 2000;
const ADMIN = { email: "bench-works@catercrew.test", password: "bench-works-admin-password" };

async function seed(database) {
  const requests = WORKS * PER_WORK;
  const t0 = Date.now();
  // Works spread over five years up to two months ahead; past ones completed.
  // Requests: for work w and k in 0..PER_WORK-1 the user (w*13 + k*199) % WORKERS is unique per work.
  // k < 3 accepted (assigned, with a wage on past works), k = 3 rejected, the rest pending.
  await database.exec(`
    insert into users (user_name, mobile_number, role, password_hash, district, place, is_approved, experienced, employment_type, has_bike)
      select 'Worker ' || g, (6100000000 + g)::text,
        (array['boys','boys','boys','head_boy','supervisor','subadmin'])[1 + g % 6], 'bench-no-login',
        (${DISTRICTS_SQL})[1 + g % 14], 'Place ' || (g % 50), true, g % 2 = 0, 'part_time', g % 3 = 0
      from generate_series(1, ${WORKERS}) g;
    insert into works (auditorium_name, customer_name, customer_mobile, address, place, district, date, reporting_time,
        work_type, no_of_boys_needed, attendees, payment_amount, is_published, status, catering_company)
      select 'Auditorium ' || (g % 400), 'Customer ' || g, (9400000000 + g)::text, 'Address ' || g, 'Place ' || (g % 50),
        (${DISTRICTS_SQL})[1 + g % 14],
        (current_date - 1795 + (g::bigint * 1855 / ${WORKS})::int),
        (array['07:00','10:30','11:00','17:30','18:00'])[1 + g % 5], (${WORK_TYPES_SQL})[1 + g % 4],
        5 + g % 20, 50 + (g * 37) % 900, 8000 + (g % 30) * 500, true, 'pending', 'Caterer ' || (g % 25)
      from generate_series(1, ${WORKS}) g;
    update works set status = 'completed', completed_at = now() where date < current_date;
  `);
  await database.exec(`
    insert into work_requests (work_id, user_id, status, assigned, requested_at)
      select w.id, u.id,
        case when k < 3 then 'accepted' when k = 3 then 'rejected' else 'pending' end, k < 3,
        now() - ((g % 1000) || ' minutes')::interval
      from generate_series(0, ${requests - 1}) g
      cross join lateral (select 1 + g % ${WORKS} as wn, g / ${WORKS} as k) p
      join works w on w.id = p.wn
      join users u on u.mobile_number = (6100000000 + 1 + ((p.wn * 13 + p.k * 199) % ${WORKERS}))::text;
    insert into assignments (work_id, user_id, role_type, source, request_id, is_setting, is_loading)
      select r.work_id, r.user_id, u.role, 'request', r.id, r.id % 4 = 0, r.id % 5 = 0
      from work_requests r join users u on u.id = r.user_id where r.status = 'accepted';
    insert into wages (work_id, user_id, role_type, base_fare, rating_amount, travel_allowance, total_wage, payment_status)
      select a.work_id, a.user_id, a.role_type, 600, 30, 50, 680, case when a.id % 3 = 0 then 'not_paid' else 'paid' end
      from assignments a join works w on w.id = a.work_id where w.status = 'completed';
    insert into extra_expenses (work_id, expense_type, amount)
      select id, 'Transport', 250 + id % 300 from works where id % 5 = 0 and status = 'completed';
    analyze;
  `);
  return (Date.now() - t0) / 1000;
}

async function measure(url, token) {
  const { body, ...r } = await measureGet(url, token, RUNS);
  const rows = Array.isArray(body) ? body.length : (body.results?.length ?? body.users?.length);
  return { ...r, total: body.pagination?.total_items ?? rows, rows };
}

async function run(engine) {
  const options = { name: "bench-works", admin: ADMIN, seed, port: PORT, timeoutMs: 180_000 };
  const seeded = (seconds) =>
    `seeded ${WORKS} works and ${WORKS * PER_WORK} requests in ${seconds.toFixed(1)} s; ${RUNS} sequential requests per call`;
  return withBenchServer(engine, { ...options, seeded }, async ({ server, api, token }) => {
    const upcoming = await json(`${api}/admin_panel/catering-works/?type=upcoming&page=1&page_size=1`, {
      token,
    });
    const workId = upcoming.data.results[0].id;
    const past = await json(`${api}/admin_panel/catering-works/?type=past&page=1&page_size=1`, { token });
    const pastId = past.data.results[0].id;
    const calls = [
      [
        "upcoming list, screen page (12)",
        `${api}/admin_panel/catering-works/?type=upcoming&page=1&page_size=12`,
        true,
      ],
      ["upcoming list, plain array (all)", `${api}/admin_panel/catering-works/?type=upcoming`, false],
      ["past list, page 1 (12)", `${api}/admin_panel/catering-works/?type=past&page=1&page_size=12`, false],
      [
        "past list, page 2000 (12)",
        `${api}/admin_panel/catering-works/?type=past&page=2000&page_size=12`,
        false,
      ],
      [
        "past list, search 'customer 4242'",
        `${api}/admin_panel/catering-works/?type=past&page=1&page_size=12&search=customer%204242`,
        false,
      ],
      ["tab counts", `${api}/admin_panel/catering-works/counts/`, false],
      ["one work's requests", `${api}/admin_panel/work-join-requests/${workId}/`, true],
      ["one work's assigned users", `${api}/admin_panel/assigned-users/${pastId}/`, false],
      ["analytics list, screen page (24)", `${api}/admin_panel/work-profit-loss/?page=1&page_size=24`, true],
      [
        "analytics list, result=loss page 1",
        `${api}/admin_panel/work-profit-loss/?result=loss&page=1&page_size=24`,
        false,
      ],
      [
        "analytics, one year + wedding",
        `${api}/admin_panel/work-profit-loss/?from=2024-01-01&to=2024-12-31&work_type=wedding&page=1`,
        false,
      ],
      ["analytics overview (all works)", `${api}/admin_panel/work-profit-loss/overview/`, false],
      ["payment summary", `${api}/admin_panel/work/${pastId}/payment-summary/`, false],
    ];
    const rows = [];
    for (const [label, url, target] of calls) {
      process.stdout.write(`  ${label}... `);
      let r;
      try {
        r = await measure(url, token);
      } catch (err) {
        console.log(`FAILED\n${server.output().slice(-3000)}`);
        throw err;
      }
      console.log(`${r.median.toFixed(1)} ms`);
      rows.push({
        call: label,
        "median ms": r.median.toFixed(1),
        "p95 ms": r.p95.toFixed(1),
        total: r.total,
        "rows sent": r.rows,
        target: target ? "< 100 ms" : "",
      });
    }
    console.table(rows);
    return rows;
  });
}

for (const engine of BENCH_ENGINES) {
  const rows = await run(engine);
  const targeted = rows.filter((r) => r.target);
  const worst = Math.max(...targeted.map((r) => Number(r["median ms"])));
  console.log(
    `${engine}: slowest targeted median ${worst.toFixed(1)} ms (target < 100 ms) -> ${worst < 100 ? "OK" : "TOO SLOW"}`,
  );
}
