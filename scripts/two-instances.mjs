// Two API processes on one PostgreSQL database behind one port (a tiny round-robin proxy):
// a session started on one works on the other, a license image saved on one opens on the other
// (each has its own data folder), refresh tokens rotate across them, and the login
// rate limit holds across both; the same join request and the same wage sent to both at once
// leave one row each (RACE_ROUNDS rounds). Needs `npm run build` and TEST_DATABASE_URL (or
// BENCH_DATABASE_URL); reported as skipped without them. Prints "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword, openSeededDatabase } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";
import { postgresBase, postgresUnavailable, reportSkip } from "./lib/skips.mjs";
import { query, seedRated, seedWorkers, seedWorks } from "./lib/write-fixtures.mjs";

const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 30);
const base = postgresBase();
const noPostgres = await postgresUnavailable(base);
if (noPostgres) {
  reportSkip("Two API processes on one PostgreSQL (sessions, rate limit, write races)", noPostgres, {
    postgres: true,
  });
  process.exit(process.exitCode ?? 0);
}

const ADMIN = { email: "two@catercrew.test", password: "two-instances-password" };
const db = await freshPostgres(base, "cc_two");
const dataDir = mkdtempSync(path.join(tmpdir(), "cc-two-"));
// Each process has its own data folder: they share nothing but the database and the secret.
const dataDirB = mkdtempSync(path.join(tmpdir(), "cc-two-b-"));
const env = {
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  JWT_SECRET: "two-instances-shared-secret-0123456789abcdef",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_MAX_FAILURES: "6",
  TRUST_PROXY: "127.0.0.1",
};
// Started together: the migration lock must let both come up on an empty database.
const started = await Promise.allSettled([
  startServer({ port: 3461, env }),
  startServer({ port: 3462, env: { ...env, DATA_DIR: dataDirB } }),
]);
if (started.some((r) => r.status === "rejected")) {
  for (const r of started) if (r.status === "fulfilled") await stopServer(r.value);
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirB, { recursive: true, force: true });
  throw started.find((r) => r.status === "rejected").reason;
}
const [a, b] = started.map((r) => r.value);

const upstreams = [3461, 3462];
let next = 0;
const hits = { 3461: 0, 3462: 0 };
const proxy = http.createServer((req, res) => {
  const port = upstreams[next++ % upstreams.length];
  hits[port] += 1;
  const up = http.request(
    {
      host: "127.0.0.1",
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, "x-forwarded-for": "203.0.113.7" },
    },
    (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    },
  );
  up.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(up);
});
await new Promise((r) => proxy.listen(3460, "127.0.0.1", r));
const P = "http://127.0.0.1:3460";

const checks = [];
const check = (name, ok, detail = "") => {
  checks.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};

try {
  const login = await json(`${a.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const tokens = login.data?.tokens;
  const onB = await json(`${b.url}/api/users/users/me/`, { token: tokens?.access });
  check("a session started on instance A works on instance B", login.status === 200 && onB.status === 200);

  const refreshed = await json(`${b.url}/api/users/token/refresh/`, {
    method: "POST",
    body: { refresh: tokens?.refresh },
  });
  const reused = await json(`${a.url}/api/users/token/refresh/`, {
    method: "POST",
    body: { refresh: tokens?.refresh },
  });
  check(
    "a refresh token rotated on B is dead on A",
    refreshed.status === 200 && reused.status === 401,
    `refresh ${refreshed.status} ${JSON.stringify(refreshed.data).slice(0, 200)}, reuse ${reused.status}`,
  );

  // Reusing a rotated refresh token ends every session of the account (session version): sign in again.
  const fresh = (await json(`${a.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data?.tokens;
  const through = [];
  for (let i = 0; i < 4; i++)
    through.push((await json(`${P}/api/users/users/me/`, { token: fresh?.access })).status);
  check(
    "requests through the proxy reach both instances with one session",
    through.every((s) => s === 200) && hits[3461] > 0 && hits[3462] > 0,
    `statuses ${through.join(",")}`,
  );

  // A license image saved through A is read through B (stored files live in the database).
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const created = await json(`${a.url}/api/users/create-user/`, {
    method: "POST",
    token: fresh?.access,
    body: {
      user_name: "Licence Holder",
      mobile_number: "7399999999",
      role: "boys",
      password: "licence-pass-1",
    },
  });
  const holderId = created.data?.user?.id;
  const saved = await json(`${a.url}/api/users/users/${holderId}/admin-update/`, {
    method: "PATCH",
    token: fresh?.access,
    body: { has_license: true, license_image: `data:image/png;base64,${PNG.toString("base64")}` },
  });
  const onBUser = await json(`${b.url}/api/users/users/${holderId}/admin-update/`, { token: fresh?.access });
  const link = onBUser.data?.license_image;
  const image = link ? await fetch(link) : null;
  const bytes = image ? Buffer.from(await image.arrayBuffer()) : Buffer.alloc(0);
  check(
    "a license image uploaded on A opens through B (each with its own DATA_DIR)",
    created.status === 201 && saved.status === 200 && image?.status === 200 && bytes.equals(PNG),
    `create ${created.status}, save ${saved.status}, link ${String(link).slice(0, 60)}, read ${image?.status}`,
  );

  // Write races across the two processes: each round sends the same write to A and B at once.
  const database = await openSeededDatabase({ databaseUrl: db.url, dataDir, admin: ADMIN });
  const works = await seedWorks(database, { count: RACE_ROUNDS, label: "Race", daysAhead: 0 });
  const WORKER_PASSWORD = "race-worker-password";
  const [requester, paid] = await seedWorkers(database, {
    count: 2,
    mobileBase: 7300000000,
    passwordHash: await hashPassword(WORKER_PASSWORD),
  });
  await seedRated(database, works, [paid]);
  const signin = await json(`${b.url}/api/users/signin/`, {
    method: "POST",
    body: { identifier: requester.mobile, password: WORKER_PASSWORD },
  });
  const workerToken = signin.data?.tokens?.access;
  const requestStatuses = [];
  const wageStatuses = [];
  const both = (path, method, token, body) =>
    Promise.all([a, b].map((s) => json(`${s.url}${path}`, { method, token, body })));
  for (const [i, work] of works.entries()) {
    const [r1, r2] = await both("/api/users/work-request/create/", "POST", workerToken, { work });
    requestStatuses.push([r1.status, r2.status].sort().join("+"));
    const wage = { work, user: paid.id, bonus: `${i + 1}.00`, payment_status: "not_paid" };
    const [w1, w2] = await both("/api/sub_admin/boy-wage/edit/", "PATCH", fresh?.access, wage);
    wageStatuses.push(`${w1.status}+${w2.status}`);
  }
  const requestRows = await query(
    database,
    `select work_id, count(*)::int as n from work_requests where user_id = ${requester.id} group by work_id`,
  );
  const wageRows = await query(
    database,
    `select w.work_id, count(*)::int as n, min(w.bonus)::text as bonus,
       (select count(*)::int from audit_log a where a.entity = 'wage' and a.entity_id = min(w.id)::text) as audits
     from wages w where w.user_id = ${paid.id} group by w.work_id`,
  );
  await database.close();
  const tally = (list) => {
    const counts = new Map();
    for (const k of list) counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${n}x ${k}`).join(", ");
  };
  check(
    `the same join request sent to both instances at once: one 201, one 409 and one row (${RACE_ROUNDS} rounds)`,
    signin.status === 200 &&
      requestStatuses.every((s) => s === "201+409") &&
      requestRows.length === RACE_ROUNDS &&
      requestRows.every((r) => Number(r.n) === 1),
    `statuses ${tally(requestStatuses)}; rows ${requestRows.length} works, max ${Math.max(0, ...requestRows.map((r) => Number(r.n)))} per work`,
  );
  check(
    `the same wage saved through both instances at once: both 200, one row, two audit rows (${RACE_ROUNDS} rounds)`,
    wageStatuses.every((s) => s === "200+200") &&
      wageRows.length === RACE_ROUNDS &&
      wageRows.every(
        (r) =>
          Number(r.n) === 1 &&
          Number(r.audits) === 2 &&
          r.bonus === `${works.indexOf(Number(r.work_id)) + 1}.00`,
      ),
    `statuses ${tally(wageStatuses)}; rows ${wageRows.length} works, max ${Math.max(0, ...wageRows.map((r) => Number(r.n)))} wage(s) and ${Math.max(0, ...wageRows.map((r) => Number(r.audits)))} audit row(s) per work`,
  );

  const statuses = [];
  for (let i = 0; i < 8; i++) {
    statuses.push(
      (
        await json(`${P}/api/admin_panel/login/`, {
          method: "POST",
          body: { ...ADMIN, password: "wrong-password" },
        })
      ).status,
    );
  }
  check(
    "the login rate limit holds across both instances (6 failures, then 429 on either)",
    statuses.slice(0, 6).every((s) => s === 401) && statuses.slice(6).every((s) => s === 429),
    `statuses ${statuses.join(",")}`,
  );
} finally {
  proxy.close();
  await Promise.all([stopServer(a), stopServer(b)]);
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirB, { recursive: true, force: true });
}
const passed = checks.filter(Boolean).length;
console.log(`${passed} passed, ${checks.length - passed} failed`);
process.exit(passed === checks.length ? 0 : 1);
