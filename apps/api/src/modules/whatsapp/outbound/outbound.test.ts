import { WHATSAPP_SETTING_DEFAULTS, type WhatsappSettings } from "@catercrew/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assignments,
  notificationDeliveries,
  notifications,
  strikes,
  unavailableDays,
  whatsappContacts,
  whatsappDeclines,
  whatsappOutbox,
  whatsappSettings,
  whatsappTemplates,
} from "../../../db/schema.js";
import { notify, workLink } from "../../../lib/notify.js";
import { WAVE_QUEUE } from "../../../lib/offer-waves.js";
import { accept, createWork, futureDate, setFare } from "../../../test/factories.js";
import { listenOnLoopback, type StandIn, whatsappTestApp } from "../../../test/graph-stand-in.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../../test/helpers.js";
import { deliver } from "../../notifications/notifications.delivery.js";
import { notConfirmedOf, recordAttendanceConfirmation, remindCrews } from "./confirmations.service.js";
import { publishPreview } from "./offer-counts.service.js";
import { offersAgain, offerWave } from "./offers.service.js";
import { queueMessages, releaseWaiting, SEND_QUEUE } from "./outbound.service.js";
import { sendQueuedMessage } from "./sender.service.js";

/** What goes out on the business's initiative, against a fake Cloud API on loopback. */

interface GraphRequest {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components?: { type: string; sub_type?: string; parameters: { text?: string; payload?: string }[] }[];
  };
}

class FakeGraphApi {
  readonly requests: GraphRequest[] = [];
  private standIn: StandIn | undefined;
  url = "";
  async start(): Promise<void> {
    this.standIn = await listenOnLoopback(
      (_req, text, res) => {
        this.requests.push(JSON.parse(text) as GraphRequest);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            messaging_product: "whatsapp",
            messages: [{ id: `wamid.${this.requests.length}` }],
          }),
        );
      },
      // Kept-alive sockets outlive the test's pauses (else a reused socket can meet a closing one).
      { keepAliveMs: 120_000 },
    );
    this.url = this.standIn.url;
  }
  async stop(): Promise<void> {
    await this.standIn?.stop();
  }
  to(number: string) {
    return this.requests.filter((r) => r.to === number);
  }
}

const graph = new FakeGraphApi();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  await graph.start();
  t = await whatsappTestApp(graph.url);
  admin = await t.createUser("admin");
}, 60_000);

afterAll(async () => {
  await t.close();
  await graph.stop();
});

/** Each test starts with no opted-in workers, no messages, and the settings given. */
async function fresh(settings: Partial<WhatsappSettings> = {}, paused: string[] = []) {
  await t.db.update(whatsappContacts).set({ stoppedAt: new Date().toISOString() });
  await t.db.delete(whatsappOutbox);
  await t.db.delete(whatsappSettings);
  await t.db
    .insert(whatsappSettings)
    .values({ id: true, settings: { ...WHATSAPP_SETTING_DEFAULTS, ...settings } });
  // As Meta's template status webhook leaves them (the inbound side records it).
  await t.db.delete(whatsappTemplates);
  for (const name of paused) {
    for (const language of ["en", "ml"])
      await t.db.insert(whatsappTemplates).values({ name, language, status: "PAUSED" });
  }
  graph.requests.length = 0;
}
beforeEach(() => fresh());

/** A boy who sent START from `number` (by default another number than the registered one). */
async function optedIn(language: "en" | "ml" = "ml", number?: string) {
  const boy = await t.createUser("boys", { language });
  const waNumber = number ?? `9199${String(boy.id).padStart(8, "0")}`;
  await t.db.insert(whatsappContacts).values({
    userId: boy.id,
    waNumber,
    optedInAt: new Date().toISOString(),
    optedInHow: "start_message",
  });
  return { ...boy, waNumber };
}

const ctx = (now?: Date) => testContext(t, now ? { now: () => now } : {});

async function sendAllDue(now?: Date): Promise<string[]> {
  const due = await t.db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.status, "scheduled"))
    .orderBy(whatsappOutbox.id);
  const out: string[] = [];
  for (const m of due) out.push(await sendQueuedMessage(ctx(now), m.id));
  return out;
}

const offersTo = (number: string) => graph.to(number).filter((r) => r.template.name === "job_offer_v1");

describe(`WhatsApp outbound (${TEST_ENGINE})`, () => {
  it("offers only to workers who opted in, at the number their START came from, in their language, with the buttons' payloads", async () => {
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 2,
      date: futureDate(6),
      paymentAmount: "10000.00",
    });
    await setFare(t, "boys", "550.00");
    const ml = await optedIn("ml");
    const en = await optedIn("en");
    const notOptedIn = await t.createUser("boys");
    const wave = await offerWave(ctx(), work.id);
    expect(wave?.queued).toBe(2);
    expect(await sendAllDue()).toEqual(["sent", "sent"]);
    expect(graph.to(`91${notOptedIn.row.mobileNumber}`)).toHaveLength(0);
    const [toMl] = offersTo(ml.waNumber);
    const [toEn] = offersTo(en.waNumber);
    expect(toMl?.template.language.code).toBe("ml");
    expect(toEn?.template.language.code).toBe("en");
    const body = toEn?.template.components?.[0]?.parameters.map((p) => p.text);
    expect(body).toHaveLength(8);
    expect(body?.slice(0, 2)).toEqual(["Sree Hall", "Cherpulassery"]);
    // The fare of the worker's role, as the app's card shows it: never the customer's payment.
    // Whole rupees without ".00", as a worker reads money (docs/decisions/058).
    expect(body?.[5]).toBe("₹550 + extras");
    expect(toMl?.template.components?.[0]?.parameters[5]?.text).toBe("₹550 + അധിക തുക");
    const payloads = toEn?.template.components?.slice(1).map((c) => c.parameters[0]?.payload);
    expect(payloads).toEqual([`request:${work.id}`, `decline:${work.id}`, "stop"]);
  });

  it("a STOP after the offer was queued wins: nothing is sent", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date: futureDate(6) });
    const boy = await optedIn();
    await offerWave(ctx(), work.id);
    await t.db
      .update(whatsappContacts)
      .set({ stoppedAt: new Date().toISOString() })
      .where(eq(whatsappContacts.userId, boy.id));
    expect(await sendAllDue()).toEqual(["skipped"]);
    expect(graph.requests).toHaveLength(0);
  });

  it("a shortlist of 3x the open places, ranked, leaving out the ineligible; the next wave after the set time", async () => {
    const date = futureDate(7);
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date, workType: "lunch" });
    const boys = [];
    for (let i = 0; i < 5; i++) boys.push(await optedIn());
    // Unavailable that day, and on another lunch that day: never offered.
    const away = await optedIn();
    await t.db.insert(unavailableDays).values({ userId: away.id, day: date });
    const busy = await optedIn();
    const other = await createWork(t, { isPublished: true, date, workType: "lunch" });
    await accept(t, { workId: other.id, userId: busy.id });
    // "Not this time" on this work: never offered it again.
    const declined = await optedIn();
    await t.db.insert(whatsappDeclines).values({ userId: declined.id, workId: work.id });
    // Three no-shows in the last weeks: stopped from requesting, so not offered either.
    const blocked = await optedIn();
    for (const daysAgo of [20, 10, 3]) {
      const past = await createWork(t, { date: futureDate(-daysAgo) });
      await t.db.insert(strikes).values({
        userId: blocked.id,
        workId: past.id,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      });
    }

    const now = new Date();
    const first = await offerWave(ctx(now), work.id);
    expect(first).toMatchObject({ wave: 1, queued: 3, waiting: 0 });
    expect(first?.nextAt?.getTime()).toBe(now.getTime() + 20 * 60_000);
    const jobs = await t.app.database.query(
      "select start_after from pgboss.job where name = $1 and data->>'workId' = $2 order by created_on desc limit 1",
      [WAVE_QUEUE, String(work.id)],
    );
    // pg-boss keeps whole seconds.
    const startAfter = new Date(String(jobs.rows[0]?.start_after)).getTime();
    expect(Math.floor(startAfter / 1000)).toBe(Math.floor((now.getTime() + 20 * 60_000) / 1000));

    const second = await offerWave(ctx(new Date(now.getTime() + 20 * 60_000)), work.id);
    expect(second).toMatchObject({ wave: 2, queued: 2, nextAt: null });
    const offered = await t.db
      .select({ userId: whatsappOutbox.userId })
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.workId, work.id));
    expect(offered.map((o) => o.userId).sort()).toEqual(boys.map((b) => b.id).sort());

    // Full now: no further wave.
    await accept(t, { workId: work.id, userId: boys[0]?.id ?? 0 });
    expect(await offerWave(ctx(), work.id)).toBeNull();
    // Stale offers are not sent once the work is full.
    expect(new Set(await sendAllDue())).toEqual(new Set(["skipped"]));
  });

  it("keeps to the daily recipient limit: the rest waits for the next day's allowance and the admin is told", async () => {
    await fresh({ daily_recipient_limit: 2 });
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 2, date: "2030-01-20" });
    for (let i = 0; i < 5; i++) await optedIn();
    const now = new Date("2030-01-10T06:00:00Z");
    const wave = await offerWave(ctx(now), work.id);
    expect(wave).toMatchObject({ queued: 2, waiting: 3 });
    const byDay = await t.db
      .select({ day: whatsappOutbox.day, status: whatsappOutbox.status, n: sql<number>`count(*)::int` })
      .from(whatsappOutbox)
      .groupBy(whatsappOutbox.day, whatsappOutbox.status)
      .orderBy(whatsappOutbox.day);
    expect(byDay.map((r) => [r.day, r.status, Number(r.n)])).toEqual([
      ["2030-01-10", "scheduled", 2],
      ["2030-01-11", "waiting", 2],
      ["2030-01-12", "waiting", 1],
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "whatsapp_allowance_used")));
    expect(told.at(-1)?.params).toMatchObject({ count: "3" });
    // The next day at 08:00 its share joins the paced queue.
    expect(await releaseWaiting(ctx(new Date("2030-01-11T02:30:00Z")))).toBe(2);
    const preview = await publishPreview(ctx(now), work.id);
    expect(preview.deferred).toBe(preview.messages);
  });

  it("a paused template falls back to the in-app (and push) notice", async () => {
    await fresh({}, ["job_offer_v1"]);
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date: futureDate(6) });
    const boy = await optedIn();
    await offerWave(ctx(), work.id);
    expect(await sendAllDue()).toEqual(["fallback"]);
    expect(graph.requests).toHaveLength(0);
    const inApp = await t.db.select().from(notifications).where(eq(notifications.userId, boy.id));
    expect(inApp.map((n) => n.type)).toEqual(["work_offered"]);
    const channels = await t.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, inApp[0]?.id ?? 0));
    expect(channels.map((c) => c.channel)).not.toContain("whatsapp");
  });

  it("sends 500 messages paced at the configured rate (counted per second of the send slots)", async () => {
    await fresh({ rate_per_second: 20 });
    const boy = await optedIn();
    const now = new Date("2030-03-01T04:00:00.250Z");
    const items = Array.from({ length: 500 }, () => ({
      userId: boy.id,
      workId: null,
      kind: "wage_saved" as const,
      params: ["Sree Hall", "1 Mar", "₹500.00", "https://example.test/p"],
      language: "en" as const,
      toNumber: boy.waNumber,
    }));
    const result = await t.db.transaction((tx) => queueMessages({ db: tx, now: () => now }, items));
    expect(result).toEqual({ queued: 500, waiting: 0, duplicates: 0 });
    const perSecond = await t.db
      .select({ at: whatsappOutbox.sendAt, n: sql<number>`count(*)::int` })
      .from(whatsappOutbox)
      .groupBy(whatsappOutbox.sendAt)
      .orderBy(whatsappOutbox.sendAt);
    expect(perSecond).toHaveLength(25);
    expect(perSecond.every((r) => Number(r.n) === 20)).toBe(true);
    expect(new Date(perSecond[0]?.at ?? "").toISOString()).toBe("2030-03-01T04:00:00.000Z");
    // Each send job starts at its slot, not before.
    const jobs = await t.app.database.query(
      "select count(*)::int as n, count(distinct start_after)::int as seconds from pgboss.job where name = $1 and start_after >= $2",
      [SEND_QUEUE, now.toISOString().slice(0, 19)],
    );
    expect(jobs.rows[0]).toMatchObject({ n: 500, seconds: 25 });
    // A second batch continues where the pacer stopped: never more than 20 in one second.
    await t.db.transaction((tx) => queueMessages({ db: tx, now: () => now }, items.slice(0, 30)));
    const busiest = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(whatsappOutbox)
      .groupBy(whatsappOutbox.sendAt)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(Number(busiest[0]?.n)).toBe(20);
    await sendAllDue();
    const failed = await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.status, "failed"));
    expect(failed.map((f) => f.lastError)).toEqual([]);
    expect(graph.to(boy.waNumber)).toHaveLength(530);
  }, 120_000);

  it("an accepted request sends the confirmation with the work link and a calendar link, to opted-in workers only", async () => {
    const work = await createWork(t, { isPublished: true, date: futureDate(9) });
    const boy = await optedIn("en");
    const plain = await t.createUser("boys");
    for (const u of [boy, plain]) {
      const id = await t.db.transaction((tx) =>
        notify(tx, {
          userId: u.id,
          type: "request_accepted",
          params: { venue: "Sree Hall", date: work.date },
          link: workLink(work.id),
        }),
      );
      const [d] = await t.db
        .select()
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.notificationId, id ?? 0),
            eq(notificationDeliveries.channel, "whatsapp"),
          ),
        );
      await deliver(ctx(), d?.id ?? 0);
      const [after] = await t.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.id, d?.id ?? 0));
      expect(after?.status).toBe(u === boy ? "sent" : "skipped");
    }
    const [sent] = graph.to(boy.waNumber);
    expect(sent?.template.name).toBe("work_confirmed_v1");
    const params = sent?.template.components?.[0]?.parameters.map((p) => p.text) ?? [];
    expect(params).toHaveLength(5);
    expect(params[3]).toMatch(new RegExp(`/user/work-details/${work.id}$`));
    expect(params[4]).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
    expect(graph.to(`91${plain.row.mobileNumber}`)).toHaveLength(0);
  });

  it("a saved wage names the amount and the payslip link", async () => {
    const work = await createWork(t, { isPublished: true, date: futureDate(2) });
    const boy = await optedIn("ml");
    const id = await t.db.transaction((tx) =>
      notify(tx, {
        userId: boy.id,
        type: "wage_saved",
        params: { venue: "Sree Hall", amount: "750.50" },
        link: workLink(work.id),
      }),
    );
    const [d] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, id ?? 0),
          eq(notificationDeliveries.channel, "whatsapp"),
        ),
      );
    await deliver(ctx(), d?.id ?? 0);
    const [sent] = graph.to(boy.waNumber);
    expect(sent?.template).toMatchObject({ name: "wage_saved_v1", language: { code: "ml" } });
    const params = sent?.template.components?.[0]?.parameters.map((p) => p.text) ?? [];
    expect(params).toHaveLength(4);
    expect(params[2]).toBe("₹750.50");
    expect(params[3]).toMatch(new RegExp(`/user/work-details/${work.id}$`));
  });

  it("a place that opens again is offered by the timer once the last wave is older than the wave time", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date: futureDate(6) });
    const first = await optedIn();
    const now = new Date();
    await offerWave(ctx(now), work.id);
    await accept(t, { workId: work.id, userId: first.id });
    const second = await optedIn();
    // Full: nothing; then the place opens again.
    expect(await offersAgain(ctx(new Date(now.getTime() + 30 * 60_000)))).toBe(0);
    await t.db.delete(assignments).where(eq(assignments.userId, first.id));
    await t.db.update(whatsappOutbox).set({ createdAt: new Date(now.getTime() - 30 * 60_000).toISOString() });
    expect(await offersAgain(ctx(new Date(now.getTime() + 30 * 60_000)))).toBe(1);
    const offered = await t.db
      .select({ userId: whatsappOutbox.userId })
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.workId, work.id));
    expect(offered.map((o) => o.userId)).toContain(second.id);
  });

  it("reminds the crew before the work and shows who did not answer as not confirmed", async () => {
    const date = futureDate(1);
    const work = await createWork(t, { isPublished: true, date, reportingTime: "10:00" });
    const coming = await optedIn();
    const silent = await optedIn();
    await accept(t, { workId: work.id, userId: coming.id });
    await accept(t, { workId: work.id, userId: silent.id });
    const reportingAt = new Date(`${date}T10:00:00+05:30`);
    // 40 hours before: too early; 35 hours before: due.
    expect(await remindCrews(ctx(new Date(reportingAt.getTime() - 40 * 3_600_000)))).toBe(0);
    const at = new Date(reportingAt.getTime() - 35 * 3_600_000);
    expect(await remindCrews(ctx(at))).toBe(2);
    expect(await remindCrews(ctx(at))).toBe(0);
    await sendAllDue(at);
    const [reminder] = graph.to(coming.waNumber);
    expect(reminder?.template.name).toBe("confirm_reminder_v1");
    expect(reminder?.template.components?.slice(1).map((c) => c.parameters[0]?.payload)).toEqual([
      `coming:${work.id}`,
      `cant_come:${work.id}`,
    ]);
    expect(await recordAttendanceConfirmation(ctx(at), coming.id, work.id, true)).toBe(true);
    const later = new Date(at.getTime() + 7 * 3_600_000);
    const state = await notConfirmedOf(ctx(later), work.id);
    expect(state.confirmed).toBe(1);
    expect(state.notConfirmed.map((r) => r.user)).toEqual([silent.id]);
    // Someone not on the crew: nothing recorded.
    expect(await recordAttendanceConfirmation(ctx(at), admin.id, work.id, true)).toBe(false);
  });
});
