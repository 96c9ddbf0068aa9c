// node scripts/bench-users.mjs: seeds 20,000 users into a temporary embedded database (or a fresh
// PostgreSQL database with BENCH_DATABASE_URL), starts the built server (build first: `npx tsc -b`),
// and measures the median latency of the admin users list (paginated), search and filter calls.
// Options (env): BENCH_USERS (20000), BENCH_RUNS (200 requests per call), BENCH_PORT (3512).
import { DISTRICTS_SQL } from "./lib/bench-db.mjs";
import { BENCH_ENGINES, measureGet, withBenchServer } from "./lib/bench-latency.mjs";

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3512);
const ADMIN = { email: "bench-users@catercrew.test", password: "bench-users-admin-password" };

const FIRST =
  "array['Arun','Bijo','Chandran','Deepak','Eldho','Faisal','Gokul','Hari','Irshad','Jithin','Kiran','Linto']";
const LAST = "array['Nair','Menon','Varghese','Thomas','Kutty','Pillai','Joseph','Raj','Babu','Das']";

async function seed(database) {
  const t0 = Date.now();
  // One set-based insert; the hash is a placeholder (nobody signs in as these users).
  await database.exec(`
    insert into users (user_name, mobile_number, role, password_hash, district, place, address, is_approved,
        is_active, experienced, employment_type, has_bike, has_license)
      select (${FIRST})[1 + g % 12] || ' ' || (${LAST})[1 + (g / 12) % 10] || ' ' || g,
        (7000000000 + g)::text,
        (array['boys','boys','boys','head_boy','supervisor','subadmin'])[1 + g % 6],
        'bench-no-login', (${DISTRICTS_SQL})[1 + g % 14], 'Place ' || (g % 300), 'House ' || g,
        g % 10 <> 0, true, g % 2 = 0, (array['part_time','full_time','freelance'])[1 + g % 3], g % 5 = 0, g % 4 = 0
      from generate_series(1, ${USERS}) g;
    analyze users;
  `);
  return (Date.now() - t0) / 1000;
}

async function measure(url, token) {
  const { body, ...r } = await measureGet(url, token, RUNS);
  return {
    ...r,
    items: body.pagination?.total_items ?? body.length,
    rows: body.results?.length,
  };
}

async function run(engine) {
  const options = { name: "bench-users", admin: ADMIN, seed, port: PORT, timeoutMs: 120_000 };
  const seeded = (seconds) =>
    `seeded ${USERS} users in ${seconds.toFixed(1)} s; ${RUNS} sequential requests per call`;
  return withBenchServer(engine, { ...options, seeded }, async ({ api, token }) => {
    const calls = [
      ["list page 1 (15)", `${api}/admin_panel/admin/user/?page=1&page_size=15`],
      ["list page 700 (15)", `${api}/admin_panel/admin/user/?page=700&page_size=15`],
      ["search name 'jithin'", `${api}/users/users/search/?search=jithin`],
      ["search mobile '7000012'", `${api}/users/users/search/?search=7000012`],
      ["search no match", `${api}/users/users/search/?search=zzzz-nobody`],
      ["filter role=supervisor", `${api}/users/users/filter/?role=supervisor`],
      [
        "filter boys+full_time+bike",
        `${api}/users/users/filter/?role=boys&employment_type=full_time&has_bike=true`,
      ],
      ["filter has_bike=false", `${api}/users/users/filter/?has_bike=false`],
    ];
    const rows = [];
    for (const [label, url] of calls) {
      const r = await measure(url, token);
      rows.push({
        call: label,
        "median ms": r.median.toFixed(1),
        "p95 ms": r.p95.toFixed(1),
        matches: r.items,
        "rows sent": r.rows,
      });
    }
    console.table(rows);
    return rows;
  });
}

for (const engine of BENCH_ENGINES) {
  const rows = await run(engine);
  const worst = Math.max(...rows.map((r) => Number(r["median ms"])));
  console.log(
    `${engine}: slowest median ${worst.toFixed(1)} ms (target < 50 ms) -> ${worst < 50 ? "OK" : "TOO SLOW"}`,
  );
}
