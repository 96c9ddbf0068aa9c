// npm run bench: seeds a large realistic dataset, starts the built server and measures the main
// endpoints with autocannon (50 connections) next to a bare Fastify hello-world (the ceiling),
// on the embedded database and on PostgreSQL (BENCH_DATABASE_URL), at 1k and 50k works.
// Writes docs/benchmarks.md. Not part of npm test. Options (env): BENCH_DURATION (seconds, 5),
// BENCH_SIZES ("1000,50000"), BENCH_DATABASE_URL.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DISTRICTS_SQL, hashPassword, openSeededDatabase, WORK_TYPES_SQL } from "./lib/bench-db.mjs";
import { freshPostgres, json, root, startServer, stopServer } from "./lib/server.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? "1000,50000").split(",").map(Number);
const CONNECTIONS = 50;
const ADMIN = { email: "bench@catercrew.test", password: "bench-admin-password" };
const WORKER_PASSWORD = "bench-worker-password";
/** Works ahead of today: the booking horizon stays the same however long the history grows. */
const UPCOMING = 60;

/** Set-based seed: 2,000 workers, `works` works over five years, 10 requests per work. */
async function seed(database, works) {
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
        (array['07:00','10:30','11:00','17:30','18:00'])[1 + g % 5], (${WORK_TYPES_SQL})[1 + g % 8],
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
    analyze;
  `);
  return { requests, seconds: (Date.now() - t0) / 1000 };
}

function startCeiling(port) {
  const code = `const f=require(${JSON.stringify(path.join(root, "node_modules/fastify"))})();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'}).then(()=>console.log('up'))`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => child.stdout.once("data", () => resolve(child)));
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

async function measure(label, opts) {
  const res = await run(opts);
  const bad = res.non2xx + res.errors + res.timeouts;
  return {
    label,
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    bad,
    total: res.requests.total,
  };
}

async function scenario(engine, works) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  let pg;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "error",
    LOGIN_MAX_FAILURES: "1000",
  };
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, "cc_bench");
    env.DATABASE_URL = pg.url;
  }
  const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
  const seeded = await seed(database, works);
  await database.close();
  const server = await startServer({ port: 3500, env, timeoutMs: 120_000 });
  try {
    const admin = (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data
      .tokens.access;
    const worker = (
      await json(`${server.url}/api/users/signin/`, {
        method: "POST",
        body: { identifier: "6000000007", password: WORKER_PASSWORD },
      })
    ).data.tokens.access;
    const past = await json(`${server.url}/api/admin_panel/catering-works/?type=past&page=1&page_size=1`, {
      token: admin,
    });
    const pastList = Array.isArray(past.data) ? past.data : (past.data?.results ?? past.data?.works ?? []);
    const workId = pastList[0]?.id ?? 1;
    const auth = (t) => ({ authorization: `Bearer ${t}` });
    const endpoints = [
      [
        "admin upcoming works",
        { url: `${server.url}/api/admin_panel/catering/upcoming/`, headers: auth(admin) },
      ],
      [
        "admin users page",
        { url: `${server.url}/api/admin_panel/admin/user/?page=3&page_size=15`, headers: auth(admin) },
      ],
      [
        "worker published works",
        { url: `${server.url}/api/admin_panel/catering/published/`, headers: auth(worker) },
      ],
      ["worker my-works list", { url: `${server.url}/api/users/work-request/list/`, headers: auth(worker) }],
      [
        "one work's payment summary",
        { url: `${server.url}/api/admin_panel/work/${workId}/payment-summary/`, headers: auth(admin) },
      ],
      [
        "analytics list",
        { url: `${server.url}/api/admin_panel/work-profit-loss/?page=1&page_size=20`, headers: auth(admin) },
      ],
      [
        "sign-in",
        {
          url: `${server.url}/api/users/signin/`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ identifier: "6000000011", password: WORKER_PASSWORD }),
        },
      ],
    ];
    const rows = [];
    for (const [label, opts] of endpoints) rows.push(await measure(label, opts));
    return { engine, works, requests: seeded.requests, seedSeconds: seeded.seconds, rows };
  } finally {
    await stopServer(server);
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

execSync("npm run build", { cwd: root, stdio: "inherit" });
const ceilingProc = await startCeiling(3599);
const ceiling = await measure("bare Fastify hello-world (ceiling)", { url: "http://127.0.0.1:3599/" });
ceilingProc.kill();

const engines = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres"] : [])];
const results = [];
for (const engine of engines)
  for (const works of SIZES) {
    console.log(`\n--- ${engine}, ${works} works ---`);
    const r = await scenario(engine, works);
    results.push(r);
    console.table(
      r.rows.map((x) => ({
        endpoint: x.label,
        "req/s": Math.round(x.rps),
        "p50 ms": x.p50,
        "p99 ms": x.p99,
        "of ceiling": `${((x.rps / ceiling.rps) * 100).toFixed(1)}%`,
        "non-2xx": x.bad,
      })),
    );
  }

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const lines = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}. autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint, server and load generator on the same machine.`,
  "",
  `Ceiling (bare Fastify JSON hello-world on this machine): **${Math.round(ceiling.rps)} req/s**, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
  "",
  "Dataset: 2,000 workers; N works: all but 60 spread over the past five years (completed), 60 in the next 60 days (published); 10 join requests per work (3 accepted and assigned), so a worker has about N/200 requests; ratings, wages and an expense for every completed work's assignments. The upcoming and published lists return every upcoming work (unpaged, as the screens use them), so their cost follows the booking horizon, not the history; My Works returns all of a worker's requests.",
  "",
];
for (const r of results) {
  lines.push(
    `## ${r.engine === "pglite" ? "Embedded (PGlite)" : "PostgreSQL"}, ${r.works.toLocaleString("en-IN")} works, ${r.requests.toLocaleString("en-IN")} requests (seeded in ${r.seedSeconds.toFixed(1)} s)`,
    "",
  );
  lines.push(
    "| endpoint | req/s | p50 ms | p99 ms | of ceiling | non-2xx |",
    "|---|---:|---:|---:|---:|---:|",
  );
  for (const x of r.rows)
    lines.push(
      `| ${x.label} | ${Math.round(x.rps)} | ${x.p50} | ${x.p99} | ${((x.rps / ceiling.rps) * 100).toFixed(1)}% | ${x.bad} |`,
    );
  lines.push("");
}
if (SIZES.length > 1) {
  lines.push(
    "## Growth from the smallest to the largest dataset (p50 ms)",
    "",
    "| engine | endpoint | " + SIZES.map((s) => `${s} works`).join(" | ") + " |",
    "|---|---|" + SIZES.map(() => "---:").join("|") + "|",
  );
  for (const engine of engines) {
    const rs = results.filter((r) => r.engine === engine);
    for (const [i, row] of (rs[0]?.rows ?? []).entries())
      lines.push(`| ${engine} | ${row.label} | ${rs.map((r) => r.rows[i]?.p50).join(" | ")} |`);
  }
  lines.push("");
}
const file = path.join(root, "docs/benchmarks.md");
let rest = "";
try {
  const old = readFileSync(file, "utf8");
  const idx = old.indexOf("\n## Front end");
  if (idx >= 0) rest = old.slice(idx);
} catch {
  // first run
}
writeFileSync(file, `${lines.join("\n")}${rest}\n`);
console.log(`\nWrote ${path.relative(root, file)}`);
