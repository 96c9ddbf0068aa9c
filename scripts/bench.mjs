// npm run bench: seeds a large realistic dataset, starts the built server and measures the main
// endpoints with autocannon (50 connections) next to a bare Fastify hello-world (the ceiling),
// on the embedded database and on PostgreSQL (BENCH_DATABASE_URL), at 1k and 50k works.
// Writes docs/benchmarks.md. Not part of npm test. Options (env): BENCH_DURATION (seconds, 5),
// BENCH_ROUNDS (3: each endpoint is measured that many times and the round with the median p50
// is reported, so one noisy stretch of a shared machine does not make a row; the datasets of an
// engine are served at once and take turns, round by round), BENCH_SIZES
// ("1000,50000"), BENCH_DATABASE_URL, BENCH_NO_BUILD=1 (use the last build; `npm run bench`
// builds first, before this file loads the built server's modules).
// The "publish burst" (scripts/bench-burst.mjs) runs after the tables, with 300 and 1,000
// workers in 10 s on each engine. `npm run bench -- --burst` runs only the burst;
// `npm run bench -- --quick` only a smaller burst (150 workers); both rewrite only its section.
// `npm run bench -- --messages` measures only the message path (scripts/bench-messages.mjs: STARTs,
// the first offer wave, Request taps and a crew's confirmations over WhatsApp, each beside its
// target) and rewrites only its section. Its sizes: `--workers=300,1000` (the STARTs, one run per
// size on a fresh database and server), `--wave=90`, `--taps=1000`, `--crew=30`; without them 30
// workers do all three steps, no crew (`npm run bench -- --messages --help` prints the usage).
// `npm run bench -- --billing` measures only the dues, a statement and the Tally export
// (scripts/bench-billing.mjs) and rewrites only its section.
// `npm run bench -- --upcoming` measures only the admin upcoming list with crews of 8, built every
// time, and rewrites only its section.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { burstSection, publishBurst } from "./bench-burst.mjs";
import { messagePath, messagesSection, printTargets } from "./bench-messages.mjs";
import { measureBackup, openSeededDatabase, seedWorks, WORKER_PASSWORD } from "./lib/bench-db.mjs";
import { messageOptions, runSizes, USAGE } from "./lib/message-targets.mjs";
import { freshPostgres, json, root, startServer, stopServer } from "./lib/server.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SIZES = (process.env.BENCH_SIZES ?? "1000,50000").split(",").map(Number);
const CONNECTIONS = 50;
const ADMIN = { email: "bench@catercrew.test", password: "bench-admin-password" };

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

/** The figures of one endpoint from its rounds: the round with the median p50. */
function summary(label, rounds) {
  const median = [...rounds].sort((a, b) => a.latency.p50 - b.latency.p50)[
    Math.floor((rounds.length - 1) / 2)
  ];
  return {
    label,
    rps: median.requests.average,
    p50: median.latency.p50,
    p99: median.latency.p99,
    // Every answer that was not 2xx, in any round.
    bad: rounds.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    total: rounds.reduce((n, r) => n + r.requests.total, 0),
  };
}

/**
 * Measures the same endpoint on several servers (one per dataset), ROUNDS times each, taking
 * turns: a slower stretch of the shared machine then falls on every dataset alike, instead of on
 * whichever was measured during it (the growth table compares them).
 */
async function measureSideBySide(label, optsPerServer) {
  // A short warm-up first (JIT, caches, the pool), so the figures are the steady state.
  for (const opts of optsPerServer) await run({ ...opts, connections: 10, duration: 1 });
  const rounds = optsPerServer.map(() => []);
  for (let i = 0; i < ROUNDS; i++)
    for (const [j, opts] of optsPerServer.entries()) rounds[j]?.push(await run(opts));
  return rounds.map((r) => summary(label, r));
}

const measure = async (label, opts) => (await measureSideBySide(label, [opts]))[0];

/** Accepts more of each upcoming work's pending requests, so its crew has `crewOf` people. */
async function enlargeCrews(database, crewOf) {
  await database.exec(`
    update work_requests set status = 'accepted', assigned = true
    where id in (
      select id from (
        select r.id, row_number() over (partition by r.work_id order by r.id) as n
        from work_requests r join works w on w.id = r.work_id
        where w.status <> 'completed' and r.status = 'pending'
      ) p where p.n <= ${crewOf - 3}
    );
    insert into assignments (work_id, user_id, role_type, source, request_id, is_setting, is_loading)
      select r.work_id, r.user_id, u.role, 'request', r.id, false, false
      from work_requests r join users u on u.id = r.user_id join works w on w.id = r.work_id
      where w.status <> 'completed' and r.status = 'accepted'
        and not exists (select 1 from assignments a where a.request_id = r.id);
  `);
  await database.exec("vacuum analyze");
}

/** A seeded database of `works` works on an engine, with the server's environment for it. */
async function dataset(engine, works, { crewOf = 3 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  let pg;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "error",
    LOGIN_MAX_FAILURES: "1000",
    // On a fresh data folder the server takes its first daily backup a minute after start, in the
    // middle of whichever endpoint is measured then: the backup is measured on its own instead.
    BACKUP_AUTO: "0",
  };
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, `cc_bench_${works}`);
    env.DATABASE_URL = pg.url;
  }
  const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
  const seeded = await seedWorks(database, works);
  if (crewOf > 3) await enlargeCrews(database, crewOf);
  const backup = await measureBackup(database, dataDir);
  await database.close();
  return {
    engine,
    works,
    env,
    requests: seeded.requests,
    seedSeconds: seeded.seconds,
    backup,
    drop: async () => {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every dataset of an engine, seeded first, then measured side by side. */
async function scenarios(engine) {
  const sets = [];
  try {
    for (const works of SIZES) sets.push(await dataset(engine, works));
    // Repeated reads, as the screens make them: answered from the kept answers (ANSWER_CACHE_MB).
    const rows = await measureServers(sets, {}, { signIn: true });
    // The same lists built on every request (kept answers off): the queries and serialization.
    const built = await measureServers(sets, { ANSWER_CACHE_MB: "0" }, { signIn: false });
    return sets.map((set, i) => ({
      engine,
      works: set.works,
      requests: set.requests,
      seedSeconds: set.seedSeconds,
      backup: set.backup,
      rows: rows[i] ?? [],
      built: built[i] ?? [],
    }));
  } finally {
    for (const set of sets) await set.drop();
  }
}

/** One server per dataset, all running; each endpoint measured on them side by side. */
async function measureServers(sets, extraEnv, { signIn }) {
  const servers = [];
  try {
    for (const [i, set] of sets.entries())
      servers.push(
        await startServer({ port: 3500 + i, env: { ...set.env, ...extraEnv }, timeoutMs: 120_000 }),
      );
    const lists = [];
    for (const server of servers) lists.push(await endpointsOf(server, { signIn }));
    const perServer = servers.map(() => []);
    for (const [k, [label]] of (lists[0] ?? []).entries()) {
      const measured = await measureSideBySide(
        label,
        lists.map((list) => list[k]?.[1] ?? {}),
      );
      for (const [i, row] of measured.entries()) perServer[i]?.push(row);
    }
    return perServer;
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

/** The measured endpoints of one running server, signed in as the bench's admin and worker. */
async function endpointsOf(server, { signIn }) {
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
  const windowRes = await fetch(`${server.url}/api/users/work-request/list/`, { headers: auth(worker) });
  // A short history fits in the window: then measure the newest keyset page instead.
  const olderCursor = windowRes.headers.get("x-next-cursor") ?? "9999-12-31_2147483647";
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
    // The screen's first call: the window (upcoming works and the 50 most recent past ones).
    ["worker my-works window", { url: `${server.url}/api/users/work-request/list/`, headers: auth(worker) }],
    // "Show earlier works": the page behind the window, by its X-Next-Cursor.
    [
      "worker my-works older page",
      {
        url: `${server.url}/api/users/work-request/list/?before=${encodeURIComponent(olderCursor)}`,
        headers: auth(worker),
      },
    ],
    [
      "one work's payment summary",
      { url: `${server.url}/api/admin_panel/work/${workId}/payment-summary/`, headers: auth(admin) },
    ],
    [
      "analytics list",
      { url: `${server.url}/api/admin_panel/work-profit-loss/?page=1&page_size=20`, headers: auth(admin) },
    ],
  ];
  if (signIn)
    endpoints.push([
      "sign-in",
      {
        url: `${server.url}/api/users/signin/`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identifier: "6000000011", password: WORKER_PASSWORD }),
      },
    ]);
  return endpoints;
}

const QUICK = process.argv.includes("--quick");
const BURST_ONLY = QUICK || process.argv.includes("--burst");
const UPCOMING_ONLY = process.argv.includes("--upcoming");
const MESSAGES_ONLY = process.argv.includes("--messages");
if (MESSAGES_ONLY && process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
// The message path's sizes, read before any run so a mistyped one stops the bench at once.
const MESSAGE_OPTIONS = messageOptions(process.argv.slice(2));
// BURST_COUNTS=1000 (comma-separated): only these worker counts.
const BURST_COUNTS = process.env.BURST_COUNTS
  ? process.env.BURST_COUNTS.split(",").map(Number)
  : QUICK
    ? [150]
    : [300, 1000];
// BENCH_ENGINES=postgres (or pglite): only that engine.
const engines = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres"] : [])].filter(
  (e) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(",").includes(e),
);
const file = path.join(root, "docs/benchmarks.md");

/** The burst on every engine; its section of docs/benchmarks.md. */
async function burstOnEngines() {
  const rows = [];
  // PostgreSQL first: its bursts are the shorter ones.
  for (const engine of [...engines].reverse())
    rows.push(...(await publishBurst({ engine, counts: BURST_COUNTS })));
  console.table(rows);
  return burstSection(rows, { quick: QUICK });
}

/**
 * The bench's third target: the admin upcoming list with 60 works of 8 people each, built on every
 * request (kept answers off), against the bare Fastify ceiling of the same run, on each engine.
 */
async function upcomingOnEngines() {
  const ceilingProc = await startCeiling(3599);
  const ceiling = await measure("bare Fastify hello-world (ceiling)", { url: "http://127.0.0.1:3599/" });
  ceilingProc.kill();
  const rows = [];
  for (const engine of engines) {
    const set = await dataset(engine, 1000, { crewOf: 8 });
    const server = await startServer({
      port: 3500,
      env: { ...set.env, ANSWER_CACHE_MB: "0" },
      timeoutMs: 120_000,
    });
    try {
      const admin = (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data
        .tokens.access;
      const url = `${server.url}/api/admin_panel/catering/upcoming/`;
      const headers = { authorization: `Bearer ${admin}` };
      const listed = await json(url, { token: admin });
      const works = Array.isArray(listed.data) ? listed.data : [];
      const r = await measure("admin upcoming works, built every time", { url, headers });
      rows.push({ engine, ...r, works: works.length, bytes: JSON.stringify(listed.data).length });
      console.log(
        `${engine}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${works.length} works)`,
      );
    } finally {
      await stopServer(server);
      await set.drop();
    }
  }
  const pct = (rps) => `${((rps / ceiling.rps) * 100).toFixed(1)}%`;
  return [
    "## Admin upcoming list, built every time",
    "",
    `Measured by \`npm run bench -- --upcoming\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ", ",
      )}. 1,000 works, the 60 upcoming ones with 8 people each on the crew; kept answers off (\`ANSWER_CACHE_MB=0\`), so every answer is built; autocannon, ${CONNECTIONS} connections, ${DURATION} s, median of ${ROUNDS} rounds. Ceiling (bare Fastify) in the same run: ${Math.round(ceiling.rps)} req/s. The first measurement found 318 req/s on PostgreSQL (2.3 % of that run's ceiling) and 112 req/s embedded (0.8 %); the target is 3 times that.`,
    "",
    "| engine | works listed | answer KB | req/s | p50 ms | p99 ms | of ceiling | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.works} | ${(r.bytes / 1024).toFixed(1)} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${pct(r.rps)} | ${r.bad} |`,
    ),
    "",
  ].join("\n");
}

/** Puts a section in place of the old one with the same title (or before the notes that are kept). */
function withSection(text, title, section) {
  const start = text.indexOf(`\n${title}`);
  if (start >= 0) {
    const next = text.indexOf("\n## ", start + 5);
    return `${text.slice(0, start + 1)}${section}${next >= 0 ? text.slice(next + 1) : ""}`;
  }
  const at = text.indexOf("\n## Peak hour levers");
  return at >= 0 ? `${text.slice(0, at + 1)}${section}\n${text.slice(at + 1)}` : `${text}\n${section}`;
}

const withBurst = (text, section) => withSection(text, "## Publish burst", section);

/** The message path (scripts/bench-messages.mjs) on every engine; its section. */
async function messagesOnEngines() {
  const rows = [];
  for (const engine of engines)
    for (const workers of MESSAGE_OPTIONS.workers)
      rows.push(await messagePath({ engine, sizes: runSizes(MESSAGE_OPTIONS, workers) }));
  printTargets(rows);
  const args = process.argv.slice(2).join(" ");
  return messagesSection(rows, args ? `npm run bench -- ${args}` : "npm run bench");
}
const withMessages = (text, section) => withSection(text, "## Message path", section);
if (MESSAGES_ONLY) {
  const section = await messagesOnEngines();
  writeFileSync(file, withMessages(readFileSync(file, "utf8"), section));
  console.log(`\nWrote the message path section of ${path.relative(root, file)}`);
  process.exit(0);
}
if (process.argv.includes("--billing")) {
  const { billingOnEngines, billingSection } = await import("./bench-billing.mjs");
  const section = billingSection(await billingOnEngines(engines));
  writeFileSync(file, withSection(readFileSync(file, "utf8"), "## Billing: dues, a statement", section));
  console.log(`\nWrote the billing section of ${path.relative(root, file)}`);
  process.exit(0);
}
if (UPCOMING_ONLY) {
  const section = await upcomingOnEngines();
  writeFileSync(
    file,
    withSection(readFileSync(file, "utf8"), "## Admin upcoming list, built every time", section),
  );
  console.log(`\nWrote the upcoming list section of ${path.relative(root, file)}`);
  process.exit(0);
}
if (BURST_ONLY) {
  const section = await burstOnEngines();
  writeFileSync(file, withBurst(readFileSync(file, "utf8"), section));
  console.log(`\nWrote the burst section of ${path.relative(root, file)}`);
  process.exit(0);
}
const ceilingProc = await startCeiling(3599);
const ceiling = await measure("bare Fastify hello-world (ceiling)", { url: "http://127.0.0.1:3599/" });
ceilingProc.kill();

const results = [];
for (const engine of engines)
  for (const r of await scenarios(engine)) {
    console.log(`\n--- ${engine}, ${r.works} works ---`);
    results.push(r);
    for (const [title, list] of [
      ["kept answers", r.rows],
      ["built every time", r.built],
    ]) {
      console.log(title);
      console.table(
        list.map((x) => ({
          endpoint: x.label,
          "req/s": Math.round(x.rps),
          "p50 ms": x.p50,
          "p99 ms": x.p99,
          "of ceiling": `${((x.rps / ceiling.rps) * 100).toFixed(1)}%`,
          "non-2xx": x.bad,
        })),
      );
    }
  }

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const lines = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}. autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint after a 1 s warm-up, ${ROUNDS} times, reporting the round with the median p50 (non-2xx: all rounds), server and load generator on the same machine. The datasets of an engine are served side by side and measured in turns (each endpoint: a round on each dataset, ${ROUNDS} times), so the growth table compares them under the same conditions.`,
  "",
  `Ceiling (bare Fastify JSON hello-world on this machine): **${Math.round(ceiling.rps)} req/s**, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
  "",
  "Dataset: 2,000 workers; N works: all but 60 spread over the past five years (completed), 60 in the next 60 days (published); 10 join requests per work (3 accepted and assigned), so a worker has about N/200 requests; ratings, wages and an expense for every completed work's assignments. The upcoming and published lists return every upcoming work (unpaged, as the screens use them), so their cost follows the booking horizon, not the history; My Works answers a window (every upcoming work and the 50 most recent past ones) and older pages of 50 by a keyset cursor, so neither grows with the history.",
  "",
];
for (const r of results) {
  lines.push(
    `## ${r.engine === "pglite" ? "Embedded (PGlite)" : "PostgreSQL"}, ${r.works.toLocaleString("en-IN")} works, ${r.requests.toLocaleString("en-IN")} requests (seeded in ${r.seedSeconds.toFixed(1)} s)`,
    "",
  );
  const table = (list) => {
    lines.push(
      "| endpoint | req/s | p50 ms | p99 ms | of ceiling | non-2xx |",
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const x of list)
      lines.push(
        `| ${x.label} | ${Math.round(x.rps)} | ${x.p50} | ${x.p99} | ${((x.rps / ceiling.rps) * 100).toFixed(1)}% | ${x.bad} |`,
      );
    lines.push("");
  };
  lines.push("Repeated reads (the default: kept answers, `ANSWER_CACHE_MB=16`):", "");
  table(r.rows);
  lines.push("Built on every request (`ANSWER_CACHE_MB=0`: queries and serialization each time):", "");
  table(r.built);
}
if (SIZES.length > 1) {
  lines.push(
    "## Growth from the smallest to the largest dataset (p50 ms)",
    "",
    `| engine | endpoint | ${SIZES.map((s) => `${s} works`).join(" | ")} |`,
    `|---|---|${SIZES.map(() => "---:").join("|")}|`,
  );
  for (const engine of engines) {
    const rs = results.filter((r) => r.engine === engine);
    for (const [i, row] of (rs[0]?.rows ?? []).entries())
      lines.push(`| ${engine} | ${row.label} | ${rs.map((r) => r.rows[i]?.p50).join(" | ")} |`);
    for (const [i, row] of (rs[0]?.built ?? []).entries())
      lines.push(
        `| ${engine} | ${row.label}, built every time | ${rs.map((r) => r.built[i]?.p50).join(" | ")} |`,
      );
  }
  lines.push("");
}
lines.push(
  "## Backup of each dataset",
  "",
  "One backup (`createBackup`, as the daily one and the admin's button take it) of each seeded dataset, with a query sent every 10 ms meanwhile and a timer that notes the longest pause of the event loop. On the embedded engine the backup's read-only transaction holds the one connection, so other queries wait for its end; the event loop keeps turning between its batches. On PostgreSQL other queries run beside it.",
  "",
  "| engine | works | seconds | gzip MB | rows | longest event-loop pause ms | longest wait of another query ms |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${r.engine} | ${r.works.toLocaleString("en-IN")} | ${r.backup.seconds.toFixed(1)} | ${r.backup.mb.toFixed(1)} | ${r.backup.rows.toLocaleString("en-IN")} | ${r.backup.loopPauseMs} | ${r.backup.queryWaitMs} |`,
  ),
  "",
);
let rest = "";
try {
  const old = readFileSync(file, "utf8");
  // Kept as written: the profile notes ("## Where the time goes") and the Lighthouse section.
  const idx = ["\n## Publish burst", "\n## Admin upcoming list", "\n## Where the time goes", "\n## Front end"]
    .map((marker) => old.indexOf(marker))
    .filter((i) => i >= 0)
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  if (Number.isFinite(idx)) rest = old.slice(idx);
} catch {
  // first run
}
writeFileSync(
  file,
  withMessages(withBurst(`${lines.join("\n")}${rest}\n`, await burstOnEngines()), await messagesOnEngines()),
);
console.log(`\nWrote ${path.relative(root, file)}`);
