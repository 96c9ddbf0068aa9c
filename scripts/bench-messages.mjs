// The message path of `npm run bench` (docs/decisions/053-queue-drains-at-once.md): what a
// worker on WhatsApp waits for, through the webhook, the job queue and the outbound sends, against
// a Cloud API stand-in on loopback (let through by OUTBOUND_STAND_INS) with every delivery signed
// as Meta signs it. One run per --workers size, each on a fresh database and server:
// 1. the workers write START at once: the time until each is answered (p50, p99, last);
// 2. a work is published whose first wave offers --wave of them: the time until it is out;
// 3. --taps workers (the offered first) tap "Request" at once: the time until each is answered;
// 4. with --crew, the admin accepts the top N of the suggested crew: the time until each of them
//    has the confirmation notice.
// Each figure is printed beside its target (scripts/lib/message-targets.mjs holds the options,
// the Targets and their table). Run by `npm run bench -- --messages` (this section only) and by
// the full bench. Options: see USAGE there.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSeededDatabase, seedWorks } from "./lib/bench-db.mjs";
import { placesNeeded, TARGETS_NOTE, targetRows, targetsTable } from "./lib/message-targets.mjs";
import { cpuMsOf, freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";
import { APP_SECRET, answered, cloudApiStandIn, sendsSince, waitFor } from "./lib/whatsapp-stand-in.mjs";

const ADMIN = { email: "messages@catercrew.test", password: "messages-admin-password" };

async function serve(engine, api, port, nodeArgs) {
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
      // The boys first (the work needs boys), then the other roles for runs larger than them.
      "select id, mobile_number as mobile from users where mobile_number like '60%' and is_approved and role <> 'admin' order by role = 'boys' desc, id",
    )
  ).rows;
  await database.close();
  const server = await startServer({ port, env, timeoutMs: 180_000, nodeArgs });
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

/** The opted-in workers the taps need beyond those who STARTed: they START first, unmeasured. */
async function tappers(url, api, numbers, offered, sizes, timeoutMs) {
  const count = sizes.taps ?? offered.length;
  const optedIn = numbers.slice(0, sizes.workers);
  const list = [...new Set([...offered, ...optedIn, ...numbers])].slice(0, count);
  const already = new Set(optedIn);
  const more = list.filter((n) => !already.has(n));
  if (more.length > 0) {
    const r = await answered(url, api, more, { type: "text", text: { body: "START" } }, timeoutMs);
    console.log(`  ${more.length} more workers opted in for the taps (${r.answered} answered)`);
  }
  return list;
}

/** Step 4: the admin accepts the top `crew` of the suggested crew; the time until each is told. */
async function crewTold(url, api, admin, workId, crew, timeoutMs) {
  const t0 = performance.now();
  const seen = sendsSince(api, t0, (s) => Boolean(s.template?.startsWith("work_confirmed")));
  const res = await json(`${url}/api/crews/works/${workId}/accept-suggested/`, {
    method: "POST",
    token: admin,
    body: { count: crew },
  });
  if (res.status >= 300)
    throw new Error(`accepting the crew failed: ${res.status} ${JSON.stringify(res.data)}`);
  const accepted = res.data?.accepted?.length ?? 0;
  const acceptMs = Math.round(performance.now() - t0);
  const told = await waitFor(() => {
    seen.read();
    return seen.byNumber.size >= accepted;
  }, timeoutMs);
  const ms = told && accepted > 0 ? Math.round(Math.max(...seen.byNumber.values())) : null;
  return { accepted, acceptMs, told: seen.byNumber.size, ms };
}

/** One run on one engine with `sizes` (runSizes of scripts/lib/message-targets.mjs), on a fresh server. */
export async function messagePath({
  engine,
  sizes,
  port = Number(process.env.MESSAGES_PORT ?? 3580),
  timeoutMs = 120_000,
  nodeArgs = [],
}) {
  const api = await cloudApiStandIn();
  const set = await serve(engine, api, port, nodeArgs);
  try {
    const url = set.server.url;
    const n = sizes.workers;
    const admin = (await json(`${url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data.tokens
      .access;
    const numbers = set.workers.map((w) => `91${w.mobile}`);
    const need = Math.max(n, sizes.taps ?? 0);
    if (numbers.length < need) throw new Error(`only ${numbers.length} workers seeded, ${need} needed`);
    const start = await answered(
      url,
      api,
      numbers.slice(0, n),
      { type: "text", text: { body: "START" } },
      timeoutMs,
    );
    console.log(`${engine}: ${n} STARTs answered p50/p99/last ${start.p50}/${start.p99}/${start.last} ms`);

    const settings = await json(`${url}/api/whatsapp/settings/`, { token: admin });
    const places = placesNeeded(sizes, settings.data?.settings?.shortlist_factor ?? 3);
    const waveOf = Math.min(sizes.wave, n);
    const work = await publish(url, admin, places);
    const offers = sendsSince(api, work.t0, (s) => Boolean(s.template?.startsWith("job_offer")));
    const waveOut = await waitFor(() => {
      offers.read();
      return offers.kept.length >= waveOf;
    }, timeoutMs);
    const waveMs = waveOut
      ? Math.round(Math.max(...offers.kept.slice(0, waveOf).map((s) => s.at)) - work.t0)
      : null;
    console.log(
      `${engine}: first wave of ${offers.kept.length} offers (${places} places) out in ${waveMs} ms`,
    );

    offers.read();
    const offered = [...offers.byNumber.keys()];
    const tapping = await tappers(url, api, numbers, offered, sizes, timeoutMs);
    const cpuBefore = cpuMsOf(set.server.child.pid);
    const taps = await answered(
      url,
      api,
      tapping,
      { type: "button", button: { payload: `request:${work.id}`, text: "Request" } },
      timeoutMs,
    );
    // The server's CPU per tap: what the machine's speed of the moment moves least (Linux only).
    const cpuAfter = cpuMsOf(set.server.child.pid);
    taps.cpuPerTapMs =
      cpuBefore === null || cpuAfter === null
        ? null
        : Number(((cpuAfter - cpuBefore) / tapping.length).toFixed(2));
    console.log(
      `${engine}: ${tapping.length} Request taps answered p50/p99/last ${taps.p50}/${taps.p99}/${taps.last} ms, server CPU ${taps.cpuPerTapMs ?? "?"} ms a tap`,
    );
    let crew = null;
    if (sizes.crew > 0) {
      crew = await crewTold(url, api, admin, work.id, sizes.crew, timeoutMs);
      console.log(
        `${engine}: crew of ${crew.accepted} accepted in ${crew.acceptMs} ms, ${crew.told} told in ${crew.ms} ms`,
      );
    }
    return {
      engine,
      sizes,
      places,
      start,
      waveMs,
      waveOf,
      offers: offers.kept.length,
      taps,
      crew,
      load: os.loadavg()[0],
    };
  } finally {
    await set.drop();
    await api.close();
  }
}

const ms = (v) => (v === null ? "not all in time" : (v / 1000).toFixed(1));

/** The section of docs/benchmarks.md: the figures of each run, then each beside its target. */
export function messagesSection(rows, command = "npm run bench -- --messages") {
  const load = os.loadavg()[0].toFixed(1);
  const crew = (r) =>
    r.crew ? `${ms(r.crew.ms)} (${r.crew.told} told, ${r.crew.accepted} of ${r.sizes.crew} accepted)` : "-";
  return [
    "## Message path",
    "",
    `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, load average at the end ${load}. One server per engine and per workers size, each on a fresh database, with WhatsApp on, its sends going to a Cloud API stand-in on loopback (OUTBOUND_STAND_INS) that answers as Meta does; every inbound delivery signed with the app secret as Meta signs it; the job queue as in production. Times in seconds from the moment the deliveries (or the publish, or the admin's accept of the crew) were sent; the server's CPU a tap is its process's CPU time (user and system) over the taps step, divided by the taps, which the machine's speed of the moment moves less than the times. Before the queue of record 053 (main, embedded engine, quiet machine, 30 workers): STARTs answered after 60 s, the first wave out after 62 s, the taps answered after 60 s.`,
    "",
    "| engine | workers | STARTs answered p50 / p99 / last s | first wave out s (offers, places) | Request taps answered p50 / p99 / last s (taps) | server CPU a tap ms | crew told s | load |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.sizes.workers} | ${ms(r.start.p50)} / ${ms(r.start.p99)} / ${ms(r.start.last)} | ${ms(r.waveMs)} (${r.offers}, ${r.places}) | ${ms(r.taps.p50)} / ${ms(r.taps.p99)} / ${ms(r.taps.last)} (${r.taps.count}) | ${r.taps.cpuPerTapMs ?? "-"} | ${crew(r)} | ${r.load.toFixed(1)} |`,
    ),
    "",
    "### Targets",
    "",
    TARGETS_NOTE,
    "",
    ...targetsTable(rows),
    "",
    "",
  ].join("\n");
}

/** Prints each measurement of the runs beside its target. */
export function printTargets(rows) {
  console.table(rows.flatMap(targetRows));
}
