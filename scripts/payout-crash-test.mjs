// Every rupee once through a kill -9 (docs/decisions/060-paying-workers.md): a crew of 8 with UPI
// IDs, a batch approved against a RazorpayX stand-in on loopback that answers slowly, the server
// SIGKILLed after some payouts are made and before the rest, then restarted. At start the server
// sends the lines left without an answer again with the same X-Payout-Idempotency keys; the
// stand-in must end with exactly one payout per wage, and the processed webhooks (each delivered
// twice) must pay every wage once. Runs on the embedded database, and on PostgreSQL when
// TEST_DATABASE_URL is set. Usage: node scripts/payout-crash-test.mjs (after `npm run build`).
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSeededDatabase } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";
import { postgresBase, postgresUnavailable, reportSkip } from "./lib/skips.mjs";
import { query, seedRated, seedWorkers, seedWorks } from "./lib/write-fixtures.mjs";

const ADMIN = { email: "payout-crash@catercrew.test", password: "payout-crash-password" };
const CREW = 8;
const KEY = { id: "rzp_test_CrashTest01", secret: "crash-key-secret", webhook: "whsec-crash" };

/** A RazorpayX stand-in: composite payouts keyed by X-Payout-Idempotency, answers held `delayMs`. */
function standIn(delayMs) {
  const byKey = new Map();
  const payouts = new Map();
  const state = { calls: 0, origin: "" };
  const auth = `Basic ${Buffer.from(`${KEY.id}:${KEY.secret}`).toString("base64")}`;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let status = 200;
      let body;
      const key = req.headers["x-payout-idempotency"];
      if (req.headers.authorization !== auth || req.url !== "/v1/payouts" || typeof key !== "string") {
        status = 400;
        body = { error: { code: "BAD_REQUEST_ERROR", description: "bad request" } };
      } else {
        state.calls += 1;
        const seen = byKey.get(key);
        if (seen && seen.raw !== raw) {
          status = 400;
          body = {
            error: {
              code: "BAD_REQUEST_ERROR",
              description: "Different request body sent for the same Idempotency Header",
            },
          };
        } else if (seen) body = payouts.get(seen.id);
        else {
          const input = JSON.parse(raw);
          const payout = {
            id: `pout_${randomBytes(7).toString("hex")}`,
            entity: "payout",
            amount: input.amount,
            currency: "INR",
            status: "processing",
            utr: null,
            mode: input.mode,
            reference_id: input.reference_id,
            created_at: Math.floor(Date.now() / 1000),
          };
          payouts.set(payout.id, payout);
          byKey.set(key, { raw, id: payout.id });
          body = payout;
        }
      }
      await new Promise((r) => setTimeout(r, delayMs));
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      state.origin = `http://127.0.0.1:${server.address().port}`;
      resolve({ state, payouts, stop: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

/** A signed payout.processed delivery, as RazorpayX sends it. */
function processed(payout, eventId) {
  const body = JSON.stringify({
    entity: "event",
    event: "payout.processed",
    contains: ["payout"],
    payload: { payout: { entity: { ...payout, status: "processed", utr: `UTR${payout.id.slice(5, 15)}` } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac("sha256", KEY.webhook).update(body).digest("hex");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": eventId,
    },
  };
}

async function seedCrew(dbOpts) {
  const database = await openSeededDatabase({ ...dbOpts, admin: ADMIN });
  const [workId] = await seedWorks(database, { count: 1, label: "Payout crash", daysAhead: -1 });
  const crew = await seedWorkers(database, { count: CREW, mobileBase: 7300000000, passwordHash: "x" });
  await seedRated(database, [workId], crew);
  await database.exec(`
    insert into wages (work_id, user_id, role_type, base_fare, total_wage)
      select ${workId}, u.id, 'boys', 700 + u.id % 50, 700 + u.id % 50 from users u where u.mobile_number::bigint between 7300000001 and ${7300000000 + CREW};
    update users set upi_id = 'crash' || id || '@okaxis' where mobile_number::bigint between 7300000001 and ${7300000000 + CREW};
    update works set status = 'completed' where id = ${workId};`);
  const wages = await query(
    database,
    `select id, (total_wage * 100)::bigint as paise from wages where work_id = ${workId}`,
  );
  await database.close();
  return { workId, wages: wages.map((w) => ({ id: Number(w.id), paise: Number(w.paise) })) };
}

async function run(label, dbEnv, dbOpts) {
  const problems = [];
  const { workId, wages } = await seedCrew(dbOpts);
  const rzp = await standIn(400);
  const env = {
    ...dbEnv,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OUTBOUND_STAND_INS: rzp.state.origin,
    PAYOUTS_PROVIDER: "razorpayx",
    RAZORPAYX_KEY_ID: KEY.id,
    RAZORPAYX_KEY_SECRET: KEY.secret,
    RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
    RAZORPAYX_WEBHOOK_SECRET: KEY.webhook,
    RAZORPAYX_API_URL: `${rzp.state.origin}/v1`,
  };
  const port = 3900 + Math.floor(Math.random() * 90);
  let server = await startServer({ port, env, timeoutMs: 120_000 });
  const login = async () =>
    (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data?.tokens
      ?.access;
  let token = await login();
  const batch = await json(`${server.url}/api/payouts/batches/`, {
    method: "POST",
    token,
    body: { work_id: workId },
  });
  if (batch.status !== 200) throw new Error(`${label}: batch ${batch.status} ${JSON.stringify(batch.data)}`);
  // Approve, and kill the server once 3 payouts are made (the 4th call is on its way).
  const approving = json(`${server.url}/api/payouts/batches/${batch.data.id}/approve/`, {
    method: "POST",
    token,
  }).catch(() => null);
  const deadline = Date.now() + 30_000;
  while (rzp.state.calls < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const atKill = { calls: rzp.state.calls, payouts: rzp.payouts.size };
  server.child.kill("SIGKILL");
  await approving;
  await new Promise((r) => setTimeout(r, 300));

  server = await startServer({ port, env, timeoutMs: 120_000 });
  token = await login();
  let lines = [];
  // The restarted server sends in the background; a loaded machine may take a while.
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    lines = (await json(`${server.url}/api/payouts/batches/${batch.data.id}/`, { token })).data?.items ?? [];
    if (lines.length === CREW && lines.every((l) => l.status === "processing")) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= until) problems.push("the restarted server had not sent every line after 120 s");
  const refs = [...rzp.payouts.values()].map((p) => p.reference_id);
  if (rzp.payouts.size !== CREW) problems.push(`${rzp.payouts.size} payouts made for ${CREW} wages`);
  if (new Set(refs).size !== refs.length) problems.push("a wage was paid out twice");
  for (const w of wages) {
    const made = [...rzp.payouts.values()].filter((p) => p.reference_id === `wage-${w.id}`);
    if (made.length !== 1 || made[0].amount !== w.paise)
      problems.push(`wage ${w.id}: ${made.length} payouts`);
  }
  // Each processed event delivered twice: every wage paid once, with its UTR.
  for (const p of rzp.payouts.values())
    for (let i = 0; i < 2; i++) {
      const d = processed(p, `evt_${p.id}`);
      const res = await fetch(`${server.url}/api/payouts/webhooks/razorpayx/`, {
        method: "POST",
        headers: d.headers,
        body: d.body,
      });
      if (res.status !== 200) problems.push(`webhook ${res.status}`);
    }
  lines = (await json(`${server.url}/api/payouts/batches/${batch.data.id}/`, { token })).data?.items ?? [];
  const paid = lines.filter((l) => l.status === "paid" && l.utr).length;
  if (paid !== CREW)
    problems.push(
      `${paid} of ${CREW} lines paid (${lines
        .filter((l) => l.status !== "paid")
        .map((l) => `wage ${l.wage_id}: ${l.status} ${l.failure_reason ?? ""}`)
        .join(", ")})`,
    );
  if (problems.length > 0) console.log(server.output().slice(-3000));
  await stopServer(server);
  await rzp.stop();
  const ok = problems.length === 0 && atKill.payouts > 0 && atKill.payouts < CREW;
  console.log(
    `${ok ? "PASS" : "FAIL"} ${label}: killed with ${atKill.payouts} of ${CREW} payouts made (${atKill.calls} calls), restarted; ${rzp.payouts.size} payouts in all from ${rzp.state.calls} calls, ${paid} wages paid; ${problems.length === 0 ? "every wage paid once" : problems.join("; ")}`,
  );
  return ok;
}

const results = [];
{
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-payout-crash-"));
  try {
    results.push(await run("embedded (PGlite)", { DATA_DIR: dataDir }, { dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const pgBase = postgresBase();
const noPostgres = await postgresUnavailable(pgBase);
if (noPostgres) reportSkip("Payouts through a kill -9 on PostgreSQL", noPostgres, { postgres: true });
else {
  const db = await freshPostgres(pgBase, "cc_payout_crash");
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-payout-crash-pg-"));
  try {
    results.push(
      await run("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: db.url }, { dataDir, databaseUrl: db.url }),
    );
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
