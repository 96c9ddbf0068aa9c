// The message path of `npm run bench` (docs/decisions/053-queue-drains-at-once.md): what a
// worker on WhatsApp waits for, through the webhook, the job queue and the outbound sends, against
// a Cloud API stand-in on loopback (let through by OUTBOUND_STAND_INS) with every delivery signed
// as Meta signs it. On one server with N workers (30 by default):
// 1. the N workers write START at once: the time until each is answered (p50, p99, last);
// 2. a work needing N boys is published: the time until its first wave's N offers are out;
// 3. the N offered workers tap "Request" at once: the time until each is answered.
// Run by `npm run bench -- --messages` (this section only) and by the full bench.
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { openSeededDatabase, seedWorks } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";

const ADMIN = { email: "messages@catercrew.test", password: "messages-admin-password" };
const APP_SECRET = "bench-messages-whatsapp-app-secret";

/** The Cloud API stand-in: answers every send as Meta does (200, a wamid), noting who and when. */
async function cloudApiStandIn() {
  const sends = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      let body = {};
      try {
        body = JSON.parse(text);
      } catch {}
      sends.push({
        to: String(body.to),
        type: body.type,
        template: body.template?.name ?? null,
        at: performance.now(),
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.bench.${sends.length}` }] }),
      );
    });
  });
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { sends, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One inbound message delivery, signed with the app secret as Meta signs it. */
function delivery(waId, message) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "bench-waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919400000000", phone_number_id: "bench-phone" },
              contacts: [{ profile: { name: "Bench" }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.in.${waId}.${Date.now()}.${Math.random()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const sig = createHmac("sha256", APP_SECRET).update(body).digest("hex");
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${sig}` },
    body,
  };
}

function pct(samples, q) {
  if (samples.length === 0) return null;
  const s = [...samples].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]);
}

/** Waits until `done()` or the timeout; answers whether it finished. */
async function waitFor(done, ms) {
  const end = performance.now() + ms;
  while (!done()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** Sends the deliveries at once; the time from the start until each number got something back. */
async function answered(url, api, numbers, message, timeoutMs) {
  const from = api.sends.length;
  const t0 = performance.now();
  const posts = await Promise.all(
    numbers.map((n) => fetch(`${url}/api/whatsapp/webhook`, delivery(n, message))),
  );
  const refused = posts.filter((r) => r.status !== 200).length;
  const firstAnswer = () => {
    const seen = new Map();
    for (const s of api.sends.slice(from)) if (!seen.has(s.to)) seen.set(s.to, s.at - t0);
    return seen;
  };
  const complete = await waitFor(() => numbers.every((n) => firstAnswer().has(n)), timeoutMs);
  const times = numbers.map((n) => firstAnswer().get(n)).filter((v) => v !== undefined);
  return {
    p50: pct(times, 0.5),
    p99: pct(times, 0.99),
    last: complete ? Math.round(Math.max(...times)) : null,
    answered: times.length,
    refused,
  };
}

async function serve(engine, api, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-messages-"));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: "bench-messages-jwt-secret-bench-messages-jwt-secret",
    WHATSAPP_TOKEN: "bench-token",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_API_URL: `${api.origin}/v21.0`,
    OUTBOUND_STAND_INS: api.origin,
    WHATSAPP_VERIFY_TOKEN: "bench-verify-token",
    WHATSAPP_APP_SECRET: APP_SECRET,
    LOG_LEVEL: "error",
    BACKUP_AUTO: "0",
  };
  let pg;
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, "cc_messages");
    env.DATABASE_URL = pg.url;
  }
  const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
  await seedWorks(database, 100);
  const workers = (
    await database.query(
      "select id, mobile_number as mobile from users where mobile_number like '60%' and is_approved and role = 'boys' order by id",
    )
  ).rows;
  await database.close();
  const server = await startServer({ port, env, timeoutMs: 180_000 });
  return {
    server,
    workers,
    drop: async () => {
      await stopServer(server);
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function publish(url, admin, n) {
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = await json(`${url}/api/admin_panel/catering-work/create/`, {
    method: "POST",
    token: admin,
    body: {
      Auditorium_name: "Message Hall",
      customer_name: "Bench Customer",
      customer_mobile: "9400000001",
      address: "Main Road",
      place: "Cherpulassery",
      district: "palakkad",
      date: day,
      reporting_time: "10:00",
      work_type: "wedding",
      no_of_boys_needed: n,
      attendees: 600,
      payment_amount: "30000",
    },
  });
  const id = created.data?.id ?? created.data?.work?.id;
  if (!id) throw new Error(`creating the work failed: ${created.status} ${JSON.stringify(created.data)}`);
  const t0 = performance.now();
  const pub = await json(`${url}/api/admin_panel/catering-work/${id}/update/`, {
    method: "PATCH",
    token: admin,
    body: { is_published: true },
  });
  if (pub.status >= 300) throw new Error(`publishing failed: ${pub.status} ${JSON.stringify(pub.data)}`);
  return { id, t0 };
}

/** The three steps on one engine. */
export async function messagePath({
  engine,
  n = 30,
  port = Number(process.env.MESSAGES_PORT ?? 3580),
  timeoutMs = 120_000,
}) {
  const api = await cloudApiStandIn();
  const set = await serve(engine, api, port);
  try {
    const url = set.server.url;
    const admin = (await json(`${url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data.tokens
      .access;
    const numbers = set.workers.slice(0, n).map((w) => `91${w.mobile}`);
    if (numbers.length < n) throw new Error(`only ${numbers.length} workers seeded`);
    const start = await answered(url, api, numbers, { type: "text", text: { body: "START" } }, timeoutMs);
    console.log(`${engine}: ${n} STARTs answered p50/p99/last ${start.p50}/${start.p99}/${start.last} ms`);

    const from = api.sends.length;
    const work = await publish(url, admin, n);
    const offers = () => api.sends.slice(from).filter((s) => s.template?.startsWith("job_offer"));
    const waveOut = await waitFor(() => offers().length >= n, timeoutMs);
    const wave = waveOut
      ? Math.round(
          Math.max(
            ...offers()
              .slice(0, n)
              .map((s) => s.at),
          ) - work.t0,
        )
      : null;
    console.log(`${engine}: first wave of ${offers().length} offers out in ${wave} ms`);

    const offered = [...new Set(offers().map((s) => s.to))];
    const taps = await answered(
      url,
      api,
      offered,
      { type: "button", button: { payload: `request:${work.id}`, text: "Request" } },
      timeoutMs,
    );
    console.log(
      `${engine}: ${offered.length} Request taps answered p50/p99/last ${taps.p50}/${taps.p99}/${taps.last} ms`,
    );
    return { engine, n, start, waveMs: wave, offers: offers().length, taps, load: os.loadavg()[0] };
  } finally {
    await set.drop();
    await api.close();
  }
}

const ms = (v) => (v === null ? "not all in time" : (v / 1000).toFixed(1));

/** The section of docs/benchmarks.md. */
export function messagesSection(rows) {
  const load = os.loadavg()[0].toFixed(1);
  return [
    "## Message path",
    "",
    `Measured by \`npm run bench -- --messages\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, load average at the end ${load}. One server per engine with WhatsApp on, its sends going to a Cloud API stand-in on loopback (OUTBOUND_STAND_INS) that answers as Meta does; every inbound delivery signed with the app secret as Meta signs it; the job queue as in production. Times in seconds from the moment the deliveries (or the publish) were sent. Before the queue of record 053 (main, embedded engine, quiet machine, 30 workers): STARTs answered after 60 s, the first wave out after 62 s, the taps answered after 60 s.`,
    "",
    "| engine | workers | STARTs answered p50 / p99 / last s | first wave out s (offers) | Request taps answered p50 / p99 / last s | load |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.n} | ${ms(r.start.p50)} / ${ms(r.start.p99)} / ${ms(r.start.last)} | ${ms(r.waveMs)} (${r.offers}) | ${ms(r.taps.p50)} / ${ms(r.taps.p99)} / ${ms(r.taps.last)} | ${r.load.toFixed(1)} |`,
    ),
    "",
  ].join("\n");
}
