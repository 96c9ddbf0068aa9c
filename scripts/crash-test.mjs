// Crash safety: run a write load, SIGKILL the server mid-way, restart it, and check that every
// write that got a 2xx is there and the database is consistent. Two loads: single-row writes (new
// users), and multi-row writes (a wage with its audit row, an accepted request with its
// assignment and audit rows), killed ROUNDS times, after each kill every multi-row write found all
// or nothing. Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL (or
// BENCH_DATABASE_URL) is set; the PostgreSQL half is reported as skipped otherwise.
// Usage: node scripts/crash-test.mjs   (needs `npm run build` first). Prints "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSeededDatabase } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";
import { postgresBase, postgresUnavailable, reportSkip } from "./lib/skips.mjs";
import { halfDone, query, seedRated, seedRequests, seedWorkers, seedWorks } from "./lib/write-fixtures.mjs";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);

const ADMIN = { email: "crash@catercrew.test", password: "crash-test-password" };

/** A port for one engine's servers: the two engines' halves run side by side, each in its own range. */
const portFor = (label) => (label.startsWith("embedded") ? 3400 : 3650) + Math.floor(Math.random() * 250);

async function scenario(label, env) {
  const port = portFor(label);
  let server = await startServer({ port, env });
  const login = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const token = login.data?.tokens?.access;
  if (!token) throw new Error(`${label}: admin login failed (${login.status})`);

  const acked = [];
  let failed = 0;
  let stop = false;
  let n = 0;
  const writer = async (w) => {
    while (!stop) {
      n += 1;
      const mobile = `7${String(w)}${String(n).padStart(8, "0")}`.slice(0, 10);
      try {
        const res = await json(`${server.url}/api/users/create-user/`, {
          method: "POST",
          token,
          body: { user_name: `Crash ${w}-${n}`, mobile_number: mobile, role: "boys", password: "secret123" },
        });
        if (res.status === 201) acked.push({ id: res.data.user.id, mobile });
        else failed += 1;
      } catch {
        failed += 1; // the server died under this request: not acknowledged
        return;
      }
    }
  };
  const writers = [1, 2, 3, 4].map((w) => writer(w));
  await new Promise((r) => setTimeout(r, 2500));
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(writers);
  await new Promise((r) => setTimeout(r, 300));

  server = await startServer({ port, env });
  const relogin = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const token2 = relogin.data?.tokens?.access;
  let missing = 0;
  for (const w of acked) {
    const res = await json(`${server.url}/api/users/signin/`, {
      method: "POST",
      body: { identifier: w.mobile, password: "secret123" },
    });
    if (res.status !== 200 || res.data?.user?.id !== w.id) missing += 1;
  }
  const health = await json(`${server.url}/api/health`);
  const write = await json(`${server.url}/api/users/create-user/`, {
    method: "POST",
    token: token2,
    body: { user_name: "After restart", mobile_number: "7999999999", role: "boys", password: "secret123" },
  });
  await stopServer(server);
  const ok = acked.length > 0 && missing === 0 && health.status === 200 && write.status === 201;
  console.log(
    `${ok ? "PASS" : "FAIL"} ${label}: ${acked.length} acknowledged writes before SIGKILL, ${missing} missing after restart, ${failed} unacknowledged; database healthy: ${health.status === 200}, writable: ${write.status === 201}`,
  );
  return ok;
}

/** Multi-row writes under load, SIGKILLed ROUNDS times; after each kill the data is checked directly. */
async function multiRowScenario(label, env, dbOpts) {
  const database = await openSeededDatabase({ ...dbOpts, admin: ADMIN });
  const acceptWorks = await seedWorks(database, { count: 8, label: "Accept", oneDayEach: true });
  const wageWorks = await seedWorks(database, { count: 4, label: "Wage", daysAhead: -1 });
  const workers = await seedWorkers(database, {
    count: 150,
    mobileBase: 7200000000,
    passwordHash: "crash-no-login",
  });
  await seedRequests(database, acceptWorks, workers);
  await seedRated(database, wageWorks, workers.slice(0, 50));
  const pending = (
    await query(database, "select id from work_requests where status = 'pending' order by random()")
  ).map((r) => Number(r.id));
  const pairs = wageWorks.flatMap((work) => workers.slice(0, 50).map((w) => ({ work, user: w.id })));
  await database.close();

  const port = portFor(label);
  const ackedAccepts = [];
  const ackedWages = new Set();
  const problems = [];
  let inFlightAtKill = 0;
  let unacked = 0;
  let turn = 0;
  let wageAcks = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ port, env });
    const login = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
    const token = login.data?.tokens?.access;
    if (!token) throw new Error(`${label}: admin login failed (${login.status})`);
    let stop = false;
    let inFlight = 0;
    const send = async (url, method, body) => {
      inFlight += 1;
      try {
        return await json(url, { method, token, body });
      } finally {
        inFlight -= 1;
      }
    };
    const accepter = async () => {
      while (!stop && pending.length > 0) {
        const id = pending.pop();
        try {
          const res = await send(`${server.url}/api/admin_panel/work-request/${id}/status-update/`, "PUT", {
            status: "accepted",
          });
          if (res.status === 200) ackedAccepts.push(id);
          else problems.push(`accept ${id}: ${res.status} ${JSON.stringify(res.data).slice(0, 160)}`);
        } catch {
          unacked += 1; // the server died under this request
          return;
        }
      }
    };
    const wageWriter = async () => {
      while (!stop) {
        turn += 1;
        const pair = pairs[turn % pairs.length];
        try {
          const res = await send(`${server.url}/api/sub_admin/boy-wage/edit/`, "PATCH", {
            ...pair,
            bonus: `${turn % 500}.00`,
            payment_status: "not_paid",
          });
          if (res.status === 200) {
            ackedWages.add(`${pair.work}:${pair.user}`);
            wageAcks += 1;
          } else
            problems.push(
              `wage ${pair.work}/${pair.user}: ${res.status} ${JSON.stringify(res.data).slice(0, 160)}`,
            );
        } catch {
          unacked += 1;
          return;
        }
      }
    };
    const before = { accepts: ackedAccepts.length, wages: wageAcks };
    const load = [accepter(), accepter(), wageWriter(), wageWriter()];
    // Kill once both kinds of write are flowing (at least 5 of each acknowledged this round), at a
    // random moment after that: a fixed delay kills before the first write on a slow machine.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (ackedAccepts.length - before.accepts < 5 || wageAcks - before.wages < 5))
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    inFlightAtKill += inFlight;
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(load);
    await new Promise((r) => setTimeout(r, 300));

    // Straight after the kill, before any server touches the data again.
    const db = await openSeededDatabase({ ...dbOpts, admin: ADMIN });
    const offenders = await halfDone(db);
    for (const [check, n] of Object.entries(offenders))
      if (n > 0) problems.push(`round ${round}: ${n} ${check}`);
    const accepted = new Set(
      (
        await query(
          db,
          "select r.id from work_requests r join assignments a on a.request_id = r.id where r.status = 'accepted'",
        )
      ).map((r) => Number(r.id)),
    );
    const lostAccepts = ackedAccepts.filter((id) => !accepted.has(id)).length;
    const saved = new Set(
      (await query(db, "select work_id, user_id from wages")).map((r) => `${r.work_id}:${r.user_id}`),
    );
    const lostWages = [...ackedWages].filter((k) => !saved.has(k)).length;
    if (lostAccepts > 0) problems.push(`round ${round}: ${lostAccepts} acknowledged accepts lost`);
    if (lostWages > 0) problems.push(`round ${round}: ${lostWages} acknowledged wages lost`);
    await db.close();
  }
  const server = await startServer({ port, env });
  const health = await json(`${server.url}/api/health`);
  await stopServer(server);
  const ok = problems.length === 0 && ackedAccepts.length > 0 && ackedWages.size > 0 && health.status === 200;
  console.log(
    `${ok ? "PASS" : "FAIL"} ${label}, multi-row writes: ${ROUNDS} kills with ${inFlightAtKill} requests in flight, ${ackedAccepts.length} acknowledged accepts (request + assignment + 2 audit rows), ${ackedWages.size} acknowledged wages (wage + audit row), ${unacked} unacknowledged; half-done multi-row writes and lost acknowledged writes: ${problems.length === 0 ? "none" : problems.slice(0, 8).join("; ")}`,
  );
  return ok;
}

const envFor = (dataDir, databaseUrl) => ({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  REGISTRATION_RATE_LIMIT: "100000",
});

/** Both loads on the embedded engine, one after the other. */
async function embeddedHalf() {
  const out = [];
  for (const run of [scenario, multiRowScenario]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cc-crash-"));
    try {
      out.push(await run("embedded (PGlite)", envFor(dataDir), { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}

/** Both loads on PostgreSQL, each on a fresh database; reported as skipped without one. */
async function postgresHalf() {
  const pgBase = postgresBase();
  const noPostgres = await postgresUnavailable(pgBase);
  if (noPostgres) {
    reportSkip("Crash safety on PostgreSQL (single-row and multi-row writes)", noPostgres, { postgres: true });
    return [];
  }
  const out = [];
  for (const run of [scenario, multiRowScenario]) {
    const db = await freshPostgres(pgBase, "cc_crash");
    const dataDir = mkdtempSync(path.join(tmpdir(), "cc-crash-pg-"));
    try {
      out.push(await run("PostgreSQL", envFor(dataDir, db.url), { dataDir, databaseUrl: db.url }));
    } finally {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}

// The two engines' halves side by side: each is one server process and its load, about one core of
// the machine's two (measured: 104 s one after the other).
const results = (await Promise.all([embeddedHalf(), postgresHalf()])).flat();
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? (process.exitCode ?? 0) : 1);
