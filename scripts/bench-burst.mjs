// The "publish burst" scenario of `npm run bench`: a work is published and N workers
// open the worker app inside 10 s: the app's opening reads in parallel, then the request, then
// My Works. The admin's requests screen polls every 500 ms; half the workers' "Request" taps also
// arrive as signed WhatsApp webhook deliveries (skipped when the server has no webhook); the job
// queue runs as it does in production, its sends going to a Cloud API stand-in on loopback. Each burst is run twice in the same server, first with the
// opening reads the app made before the home summary (six reads), then with the summary (one
// read), on a fresh work each, so the two are compared under the same machine load.
// Reported: p50/p99 of the reads, the request and My Works, the admin's poll, errors, requests
// lost (acknowledged but not listed to the admin: must be 0), the time the burst took to serve,
// and the idle p50 of the same reads measured in the same run before the burst.
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSeededDatabase, seedWorks } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";
import { cloudApiStandIn, delivery } from "./lib/whatsapp-stand-in.mjs";

const ADMIN = { email: "burst@catercrew.test", password: "burst-admin-password" };
const JWT_SECRET = "bench-burst-jwt-secret-bench-burst-jwt-secret";
const APP_SECRET = "bench-burst-whatsapp-app-secret";
const WINDOW_MS = 10_000;
const POLL_MS = 500;

/** The worker app's opening reads before the home summary (apps/web/src/app/warm-reads.ts then). */
const SIX_READS = [
  "/api/users/dashboard/stats/user/",
  "/api/users/my-average-rating/",
  "/api/admin_panel/catering/published/",
  "/api/users/me/next-jobs/",
  "/api/users/no-shows/",
  "/api/notifications/",
];
/** Since the home summary: one read. */
const SUMMARY_READS = ["/api/users/home/summary/"];

const b64url = (v) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");

/** An access token as the server signs it (HS256 with JWT_SECRET): no argon2 sign-in per worker. */
function accessToken(user) {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ sub: user.id, role: user.role, typ: "access", sv: user.sv, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac("sha256", JWT_SECRET).update(body).digest("base64url")}`;
}

function pct(samples, q) {
  if (samples.length === 0) return null;
  const s = [...samples].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]);
}

/** With BURST_TRACE set, every timed request's start, path and time (for finding a tail). */
export const trace = [];

async function timed(url, init) {
  const t = performance.now();
  let status = 0;
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    status = res.status;
  } catch {}
  const ms = performance.now() - t;
  if (process.env.BURST_TRACE) trace.push({ t, ms, path: new URL(url).pathname, status });
  return { ms, status };
}

/** A WhatsApp Cloud API delivery of a "Request" button tap, signed as Meta signs it. */
function webhookDelivery(worker, workId) {
  return delivery(
    `91${worker.mobile}`,
    { type: "button", button: { payload: `request:${workId}`, text: "Request" } },
    { secret: APP_SECRET, name: worker.name },
  );
}

/** Seeds a dataset (bench-db's: 2,000 workers, `works` works, 60 upcoming) and starts a server. */
async function serve(engine, works, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-burst-"));
  let pg;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET,
    // WhatsApp on, as an agency runs it: the webhook takes the taps, and a publish sends its
    // offers in waves to every opted-in worker. Sends go to the Cloud API stand-in on loopback
    // (WHATSAPP_API_URL and OUTBOUND_STAND_INS are set when it starts, below), which answers each
    // as Meta does.
    WHATSAPP_TOKEN: "bench-token",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_VERIFY_TOKEN: "bench-verify-token",
    WHATSAPP_APP_SECRET: APP_SECRET,
    LOG_LEVEL: "error",
    BACKUP_AUTO: "0",
  };
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, `cc_burst_${works}`);
    env.DATABASE_URL = pg.url;
  }
  const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
  await seedWorks(database, works);
  const rows = (
    await database.query(
      "select id, role, session_version as sv, mobile_number as mobile, user_name as name from users where mobile_number like '60%' and is_approved order by id",
    )
  ).rows;
  // Every worker opted in to WhatsApp from their registered mobile (their START).
  await database.query(
    `insert into whatsapp_contacts (user_id, wa_number, opted_in_at, opted_in_how)
     select id, '91' || mobile_number, now(), 'start_message' from users
     where mobile_number like '60%' and is_approved on conflict do nothing`,
  );
  await database.close();
  // BURST_PROFILE=dir: the server writes a V8 CPU profile of the run there when it stops.
  const nodeArgs = process.env.BURST_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BURST_PROFILE}`]
    : [];
  // Started last, and closed if the server fails: its open socket would keep a failed bench waiting.
  const api = await cloudApiStandIn();
  env.WHATSAPP_API_URL = `${api.origin}/v21.0`;
  env.OUTBOUND_STAND_INS = api.origin;
  const server = await startServer({ port, env, timeoutMs: 180_000, nodeArgs }).catch(async (err) => {
    await api.close();
    throw err;
  });
  return {
    server,
    api,
    workers: rows.map((r) => ({ ...r, id: Number(r.id), sv: Number(r.sv) })),
    drop: async () => {
      await stopServer(server);
      await api.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new work (30 days ahead, places for everyone) published by the admin, as a publish is. */
async function publishNewWork(url, admin, label, daysAhead) {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const created = await json(`${url}/api/admin_panel/catering-work/create/`, {
    method: "POST",
    token: admin,
    body: {
      Auditorium_name: `Burst Hall ${label}`,
      customer_name: "Burst Customer",
      customer_mobile: "9400000001",
      address: "Main Road",
      place: "Cherpulassery",
      district: "palakkad",
      date: day,
      reporting_time: "10:00",
      work_type: "wedding",
      no_of_boys_needed: 50,
      attendees: 900,
      payment_amount: "50000",
    },
  });
  const id = created.data?.id ?? created.data?.work?.id;
  if (!id)
    throw new Error(`creating the burst work failed: ${created.status} ${JSON.stringify(created.data)}`);
  const pub = await json(`${url}/api/admin_panel/catering-work/${id}/update/`, {
    method: "PATCH",
    token: admin,
    body: { is_published: true },
  });
  if (pub.status >= 300) throw new Error(`publishing failed: ${pub.status} ${JSON.stringify(pub.data)}`);
  return id;
}

/** The opening reads of one worker, in parallel; each read's time, and the screen's. */
async function openApp(url, token, reads) {
  const t = performance.now();
  const results = await Promise.all(
    reads.map((r) => timed(`${url}${r}`, { headers: { authorization: `Bearer ${token}` } })),
  );
  return { results, screenMs: performance.now() - t };
}

async function idle(url, workers, reads) {
  const screen = [];
  const each = [];
  for (const w of workers) {
    const { results, screenMs } = await openApp(url, accessToken(w), reads);
    screen.push(screenMs);
    for (const r of results) each.push(r.ms);
  }
  return { readP50: pct(each, 0.5), screenP50: pct(screen, 0.5) };
}

async function burst({ url, api, admin, workers, reads, webhook, label, daysAhead }) {
  const sentBefore = api.sends.length;
  const workId = await publishNewWork(url, admin, label, daysAhead);
  const out = {
    reads: [],
    screens: [],
    request: [],
    myWorks: [],
    poll: [],
    webhook: [],
    errors: 0,
    // Each error's HTTP status (0: no answer), counted.
    failed: {},
    acked: new Set(),
  };
  const fail = (status) => {
    out.errors++;
    out.failed[status] = (out.failed[status] ?? 0) + 1;
  };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const r = await timed(`${url}/api/admin_panel/work-join-requests/${workId}/`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      out.poll.push(r.ms);
      if (r.status !== 200) fail(r.status);
      await new Promise((res) => setTimeout(res, POLL_MS));
    }
  })();
  const start = performance.now();
  const one = async (w, i) => {
    await new Promise((res) => setTimeout(res, (i * WINDOW_MS) / workers.length));
    const token = accessToken(w);
    const auth = { authorization: `Bearer ${token}` };
    const { results, screenMs } = await openApp(url, token, reads);
    out.screens.push(screenMs);
    for (const r of results) {
      out.reads.push(r.ms);
      if (r.status !== 200) fail(r.status);
    }
    const tap =
      webhook && i % 2 === 0
        ? timed(`${url}/api/whatsapp/webhook`, webhookDelivery(w, workId)).then((r) => {
            out.webhook.push(r.ms);
            if (r.status !== 200) fail(r.status);
          })
        : Promise.resolve();
    const req = await timed(`${url}/api/users/work-request/create/`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ work: workId }),
    });
    out.request.push(req.ms);
    // 201, or 409 when the WhatsApp tap of the same worker got there first (or a rule refused it).
    if (req.status === 201) out.acked.add(w.id);
    else if (req.status !== 409) fail(req.status);
    const mine = await timed(`${url}/api/users/work-request/list/`, { headers: auth });
    out.myWorks.push(mine.ms);
    if (mine.status !== 200) fail(mine.status);
    await tap;
  };
  await Promise.all(workers.map(one));
  const servedMs = performance.now() - start;
  polling = false;
  await poller;
  const listed = await json(`${url}/api/admin_panel/work-join-requests/${workId}/`, { token: admin });
  const rows = Array.isArray(listed.data)
    ? listed.data
    : (listed.data?.results ?? listed.data?.requests ?? []);
  const seen = new Set(rows.map((r) => Number(r.boy?.id)));
  const lost = [...out.acked].filter((id) => !seen.has(id)).length;
  return {
    label,
    workers: workers.length,
    readsP50: pct(out.reads, 0.5),
    readsP99: pct(out.reads, 0.99),
    screenP50: pct(out.screens, 0.5),
    screenP99: pct(out.screens, 0.99),
    requestP50: pct(out.request, 0.5),
    requestP99: pct(out.request, 0.99),
    myWorksP99: pct(out.myWorks, 0.99),
    pollP99: pct(out.poll, 0.99),
    webhookP99: webhook ? pct(out.webhook, 0.99) : null,
    readRequests: out.reads.length,
    errors: out.errors,
    failed: Object.entries(out.failed)
      .map(([k, v]) => `${v}x${k}`)
      .join(" "),
    acked: out.acked.size,
    lost,
    servedS: servedMs / 1000,
    // WhatsApp messages the stand-in took from the publish to the end of the burst (offers, replies).
    sent: api.sends.length - sentBefore,
  };
}

/**
 * The burst on one engine for each worker count: both ways of opening the app (six reads, then
 * the summary), on one server, each with the idle p50 measured just before.
 */
export async function publishBurst({ engine, counts, works = 1000, port = 3560 }) {
  const rows = [];
  for (const n of counts) {
    const set = await serve(engine, works, port);
    try {
      const url = set.server.url;
      const admin = (await json(`${url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data.tokens
        .access;
      const probe = await fetch(`${url}/api/whatsapp/webhook`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      const webhook = probe.status !== 404 && !process.env.BURST_NO_WEBHOOK;
      const workers = set.workers.slice(0, n);
      if (workers.length < n) throw new Error(`only ${workers.length} workers seeded`);
      const idleSet = set.workers.slice(-20);
      // BURST_SUMMARY_ONLY=1: only the home-summary burst (for measuring one lever quickly).
      const ways = [
        ["six reads", SIX_READS],
        ["home summary", SUMMARY_READS],
      ].filter(([label]) => !process.env.BURST_SUMMARY_ONLY || label === "home summary");
      for (const [k, [label, reads]] of ways.entries()) {
        const quiet = await idle(url, idleSet, reads);
        const r = await burst({
          url,
          api: set.api,
          admin,
          workers,
          reads,
          webhook,
          label,
          daysAhead: 30 + k,
        });
        rows.push({
          engine,
          ...r,
          idleReadP50: quiet.readP50,
          idleScreenP50: quiet.screenP50,
          webhook,
          load: os.loadavg()[0],
        });
        console.log(
          `${engine} ${n} workers, ${label}: reads p50/p99 ${r.readsP50}/${r.readsP99} ms (idle p50 ${quiet.readP50}), request p50/p99 ${r.requestP50}/${r.requestP99} ms, errors ${r.errors}, lost ${r.lost}, served in ${r.servedS.toFixed(1)} s, WhatsApp sends ${r.sent}${webhook ? "" : " (webhook skipped: no webhook)"}`,
        );
        await new Promise((res) => setTimeout(res, 3000));
      }
    } finally {
      await set.drop();
    }
  }
  return rows;
}

/** The markdown section of docs/benchmarks.md. */
export function burstSection(rows, { quick }) {
  const load = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(", ");
  const lines = [
    "## Publish burst",
    "",
    `Measured by \`npm run bench${quick ? " -- --quick" : " -- --burst"}\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, load average at the end ${load} (the load column: 1-minute load average when the row finished). A work is published and N workers open the worker app inside 10 s: the opening reads in parallel, then the request, then My Works; the admin's requests screen polls every 500 ms; half the workers' Request taps also arrive as signed WhatsApp webhook deliveries (${rows.some((r) => r.webhook) ? "sent" : "skipped: no webhook on this server"}); the server's WhatsApp sends (the publish's offers, the taps' replies) go to a Cloud API stand-in on loopback that answers each as Meta does, and "sends" counts those it took from the publish to the end of the burst. Each server runs the burst twice, first with the six opening reads the app made before the home summary, then with the summary, on a fresh work each. Idle p50: the same reads, one worker at a time, just before that burst. "reads" are per request; "screen" is the time until all of a worker's opening reads are answered.`,
    "",
    "| engine | workers in 10 s | opening reads | reads p50 / p99 ms | idle read p50 ms | screen p50 / p99 ms | idle screen p50 ms | request p50 / p99 ms | My Works p99 ms | admin poll p99 ms | webhook p99 ms | sends | errors | acknowledged | lost | served in s | load |",
    "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.workers} | ${r.label} | ${r.readsP50} / ${r.readsP99} | ${r.idleReadP50} | ${r.screenP50} / ${r.screenP99} | ${r.idleScreenP50} | ${r.requestP50} / ${r.requestP99} | ${r.myWorksP99} | ${r.pollP99} | ${r.webhookP99 ?? "skipped: no webhook"} | ${r.sent} | ${r.errors}${r.failed ? ` (${r.failed})` : ""} | ${r.acked} | ${r.lost} | ${r.servedS.toFixed(1)} | ${r.load.toFixed(1)} |`,
    ),
    "",
    "",
  ];
  return lines.join("\n");
}
