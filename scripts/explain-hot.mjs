// node scripts/explain-hot.mjs (build first: `npx tsc -b`): counts the SQL statements each hot
// read of a publish burst sends (the admin's upcoming list and requests screen, the worker home's
// reads and the summary, My Works, the request), and prints EXPLAIN (ANALYZE, BUFFERS) of each
// statement on a PostgreSQL database seeded with BENCH_WORKS works (50,000; bench-db's dataset).
// Needs BENCH_DATABASE_URL. The figures are in docs/benchmarks.md.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openSeededDatabase, seedWorks } from "./lib/bench-db.mjs";
import { freshPostgres, root } from "./lib/server.mjs";

const WORKS = Number(process.env.BENCH_WORKS ?? 50_000);
const ADMIN = { email: "explain@catercrew.test", password: "explain-admin-password" };
if (!process.env.BENCH_DATABASE_URL) throw new Error("BENCH_DATABASE_URL is needed");

// Every statement any pg client sends while `recording` is on (the app's pool included).
let recording = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (recording) {
    const text = typeof config === "string" ? config : config?.text;
    const params = typeof config === "object" && config?.values ? config.values : values;
    if (typeof text === "string") recording.push({ text, params: Array.isArray(params) ? params : [] });
  }
  return original.call(this, config, values, callback);
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-explain-"));
const db = await freshPostgres(process.env.BENCH_DATABASE_URL, "cc_explain");
try {
  const seeded = await openSeededDatabase({ databaseUrl: db.url, dataDir, admin: ADMIN });
  const t0 = Date.now();
  await seedWorks(seeded, WORKS);
  await seeded.close();
  console.log(`seeded ${WORKS} works in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const { loadConfig } = await import(path.join(root, "apps/api/dist/config.js"));
  const { buildApp } = await import(path.join(root, "apps/api/dist/app.js"));
  const { API } = await import(path.join(root, "apps/api/dist/modules/index.js"));
  const { openDatabase } = await import(path.join(root, "apps/api/dist/db/client.js"));
  const database = await openDatabase({ databaseUrl: db.url, dataDir });
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: "explain-jwt-secret-explain-jwt-secret-12345",
    },
    { jobWorkers: false, answerCacheMb: 0 },
  );
  const app = await buildApp(config, API, { database, serveWeb: false, logger: false });
  await app.ready();
  const login = (await app.inject({ method: "POST", url: "/api/admin_panel/login/", payload: ADMIN })).json();
  const admin = login.tokens.access;
  const worker = (
    await app.inject({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: "6000000007", password: "bench-worker-password" },
    })
  ).json().tokens.access;
  const upcoming = (
    await app.inject({
      url: "/api/admin_panel/catering/upcoming/",
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json();
  const workId = upcoming[0]?.id;
  const reads = [
    ["admin upcoming list", admin, "GET", "/api/admin_panel/catering/upcoming/"],
    ["admin requests screen (one work)", admin, "GET", `/api/admin_panel/work-join-requests/${workId}/`],
    ["worker home summary", worker, "GET", "/api/users/home/summary/"],
    ["worker counts", worker, "GET", "/api/users/dashboard/stats/user/"],
    ["worker published works", worker, "GET", "/api/admin_panel/catering/published/"],
    ["worker My Works window", worker, "GET", "/api/users/work-request/list/"],
    ["worker request", worker, "POST", "/api/users/work-request/create/", { work: upcoming.at(-1)?.id }],
  ];
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const [label, token, method, url, payload] of reads) {
    await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload }); // warm
    recording = [];
    const res = await app.inject({
      method,
      url: method === "POST" ? "/api/users/work-request/create/" : url,
      headers: { authorization: `Bearer ${token}` },
      payload: method === "POST" ? { work: upcoming.at(-2)?.id } : undefined,
    });
    const statements = recording;
    recording = null;
    const plain = statements.filter(
      (s) => !/^(begin|commit|rollback|savepoint|release)/i.test(s.text.trim()),
    );
    console.log(
      `\n### ${label}: ${res.statusCode}, ${statements.length} statements (${plain.length} queries)`,
    );
    // A write's reads are explained too (the request's one read); its writes are not run again.
    for (const s of method === "GET" ? plain : plain.filter((x) => /^\s*select\b/i.test(x.text))) {
      const plan = await client.query(`explain (analyze, buffers, costs off, timing on) ${s.text}`, s.params);
      const lines = plan.rows.map((r) => r["QUERY PLAN"]);
      const scans = lines.filter((l) => /Seq Scan|Index|Bitmap/.test(l)).map((l) => l.trim());
      console.log(`- ${s.text.slice(0, 110).replace(/\s+/g, " ")}...`);
      console.log(`  ${lines.at(-1)}; ${scans.slice(0, 4).join(" | ")}`);
    }
  }
  await client.end();
  await app.close();
} finally {
  pg.Client.prototype.query = original;
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
