// npm run profile: where one hot endpoint's time goes. Seeds the bench dataset (1,000 works by
// default) on PostgreSQL (BENCH_DATABASE_URL) or the embedded database, starts the built server
// with the V8 CPU profiler, drives one endpoint with autocannon (50 connections) and prints the
// server's CPU time by where it is spent (our code, each library, the engine's own work), plus
// how much of the wall time the server's one thread was busy. Not part of npm test.
// Options (env): PROFILE_ENDPOINT ("upcoming" | "users" | "my-works" | "published" | "summary" | "analytics"), BENCH_SIZES
// (one number), BENCH_DURATION (seconds, 8), PROFILE_SAVE (a file to keep the profile in).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openSeededDatabase, seedWorks, WORKER_PASSWORD } from "./lib/bench-db.mjs";
import { cpuMsOf, freshPostgres, json, root, startServer, stopServer } from "./lib/server.mjs";

const WORKS = Number(process.env.BENCH_SIZES ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ENDPOINT = process.env.PROFILE_ENDPOINT ?? "upcoming";
const ADMIN = { email: "profile@catercrew.test", password: "profile-admin-password" };
const PATHS = {
  upcoming: { path: "/api/admin_panel/catering/upcoming/", as: "admin" },
  users: { path: "/api/admin_panel/admin/user/?page=3&page_size=15", as: "admin" },
  "my-works": { path: "/api/users/work-request/list/", as: "worker" },
  published: { path: "/api/admin_panel/catering/published/", as: "worker" },
  summary: { path: "/api/users/home/summary/", as: "worker" },
  analytics: { path: "/api/admin_panel/work-profit-loss/?page=1&page_size=20", as: "admin" },
};
const target = PATHS[ENDPOINT];
if (!target) {
  console.error(`PROFILE_ENDPOINT must be one of ${Object.keys(PATHS).join(", ")}`);
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-profile-"));
const profDir = mkdtempSync(path.join(os.tmpdir(), "cc-prof-"));
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: "profile-secret-profile-secret-profile-secret",
  RATE_LIMIT_MAX: "1000000",
  LOGIN_MAX_FAILURES: "1000",
};
let pg;
if (process.env.BENCH_DATABASE_URL) {
  pg = await freshPostgres(process.env.BENCH_DATABASE_URL, "cc_profile");
  env.DATABASE_URL = pg.url;
}
const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
await seedWorks(database, WORKS);
await database.close();

const server = await startServer({
  port: 3510,
  env,
  timeoutMs: 120_000,
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`],
});
let busyShare = 0;
try {
  const tokens = {
    admin: (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data.tokens
      .access,
    worker: (
      await json(`${server.url}/api/users/signin/`, {
        method: "POST",
        body: { identifier: "6000000007", password: WORKER_PASSWORD },
      })
    ).data.tokens.access,
  };
  const url = `${server.url}${target.path}`;
  const headers = { authorization: `Bearer ${tokens[target.as]}` };
  // Warm up (JIT, caches, the pool), then measure.
  await new Promise((resolve) => autocannon({ url, headers, connections: 10, duration: 2 }, resolve));
  const cpuBefore = server.child.pid ? (cpuMsOf(server.child.pid) ?? 0) : 0;
  const started = Date.now();
  const res = await new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 50, duration: DURATION }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
  const wallMs = Date.now() - started;
  const cpuMs = server.child.pid ? (cpuMsOf(server.child.pid) ?? 0) - cpuBefore : 0;
  busyShare = cpuMs / wallMs;
  console.log(
    `${ENDPOINT} (${target.path}), ${WORKS} works, ${pg ? "PostgreSQL" : "PGlite"}: ${Math.round(res.requests.average)} req/s, p50 ${res.latency.p50} ms, p99 ${res.latency.p99} ms; server CPU ${(busyShare * 100).toFixed(0)}% of one core, ${(cpuMs / res.requests.total).toFixed(2)} ms CPU per request`,
  );
} finally {
  await stopServer(server);
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Self time per place, from the profile the server wrote on exit.
const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) {
  console.error("The server wrote no CPU profile.");
  process.exit(1);
}
const profile = JSON.parse(readFileSync(path.join(profDir, file), "utf8"));
// PROFILE_SAVE=<file.cpuprofile> keeps the profile (Chromium's DevTools open it).
if (process.env.PROFILE_SAVE) copyFileSync(path.join(profDir, file), process.env.PROFILE_SAVE);
rmSync(profDir, { recursive: true, force: true });
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const interval = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
function place(node) {
  const url = node.callFrame.url ?? "";
  const fn = node.callFrame.functionName;
  if (!url) return fn.startsWith("(") ? fn : "(engine built-ins)";
  const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  const rel = url.replace(/^file:\/\//, "").replace(`${root}/`, "");
  return rel.replace(/^apps\/api\/dist\/((?:modules|lib|db)\/[^/]+|[^/]+).*$/, "api: $1");
}
for (const [id, us] of interval) {
  const node = byId.get(id);
  if (!node) continue;
  const key = place(node);
  self.set(key, (self.get(key) ?? 0) + us);
}
const total = [...self].filter(([k]) => k !== "(idle)").reduce((n, [, v]) => n + v, 0);
console.log("\nServer CPU by place (self time, idle left out):");
for (const [k, v] of [...self]
  .filter(([key]) => key !== "(idle)")
  .sort((a, b) => b[1] - a[1])
  .slice(0, 18)) {
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
}
