import { type ErrorCode, type Language, t as tr } from "@catercrew/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assignments,
  lateCancellations,
  notificationDeliveries,
  notifications,
  strikes,
  users,
  whatsappConfirmations,
  whatsappContacts,
  whatsappInbound,
  whatsappMessages,
  workRequests,
} from "../../../db/schema.js";
import { AppError } from "../../../errors/app-error.js";
import { todayInKolkata } from "../../../lib/dates.js";
import { JobQueue } from "../../../lib/job-queue.js";
import { accept, createWork, futureDate, requestWork } from "../../../test/factories.js";
import {
  createdJobs,
  finishJob,
  listenOnLoopback,
  postWebhook,
  type StandIn,
  webhookSignature,
  whatsappTestApp,
} from "../../../test/graph-stand-in.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../../test/helpers.js";
import { notConfirmedOf } from "../outbound/confirmations.service.js";
import { payloadOf } from "../payloads.js";
import { whatsappRecipient } from "../recipients/contacts.service.js";
import { hasDeclined, isTemplateUsable, myWhatsapp, startKey } from "../whatsapp.service.js";
import {
  handleInboundEvent,
  type ReplyJob,
  sendReply,
  WHATSAPP_INBOUND_QUEUE,
  WHATSAPP_REPLY_QUEUE,
} from "./inbound.service.js";
import { INBOUND_PER_NUMBER_PER_MINUTE } from "./inbound-lanes.js";
import type { SessionMessage } from "./session-messages.js";

/** What comes in from WhatsApp: the webhook, the commands and buttons, status callbacks. */

/** A stand-in for Meta's Graph API on loopback: records each message sent, answers with an id. */
class FakeGraphApi {
  readonly sent: { to: string; body: Record<string, unknown> }[] = [];
  /** The next this many sends are refused (HTTP 500), as Meta's outage answers them. */
  failNext = 0;
  /** Never reset with `sent`: Meta's message ids are unique, and the store keeps each once. */
  private ids = 0;
  private standIn: StandIn | undefined;
  url = "";
  async start(): Promise<void> {
    this.standIn = await listenOnLoopback((_req, text, res) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      if (this.failNext > 0) {
        this.failNext--;
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Service temporarily unavailable", code: 2 } }));
        return;
      }
      this.sent.push({ to: String(body.to), body });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          messages: [{ id: `wamid.out.${++this.ids}` }],
        }),
      );
    });
    this.url = this.standIn.url;
  }
  async stop(): Promise<void> {
    await this.standIn?.stop();
  }
  to(number: string) {
    return this.sent.filter((m) => m.to === number);
  }
  /** The texts (or interactive bodies) sent to a number. */
  textsTo(number: string): string[] {
    return this.to(number).map((m) => {
      const b = m.body as { text?: { body: string }; interactive?: { body: { text: string } } };
      return b.text?.body ?? b.interactive?.body.text ?? "";
    });
  }
}

const SECRET = "app-secret-for-tests";
const VERIFY = "verify-token-for-tests";
const graph = new FakeGraphApi();
let t: TestApp;
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  await graph.start();
  t = await whatsappTestApp(graph.url, {
    verifyToken: VERIFY,
    appSecret: SECRET,
    businessNumber: "919000000000",
  });
  admin = await t.createUser("admin");
}, 60_000);

afterAll(async () => {
  await t?.close();
  await graph.stop();
});

beforeEach(() => {
  graph.sent.length = 0;
});

const sign = (raw: string, secret = SECRET) => webhookSignature(raw, secret);

function envelope(value: Record<string, unknown>, field = "messages") {
  return {
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", time: 1, changes: [{ field, value }] }],
  };
}

type Msg = Record<string, unknown>;
const textMsg = (from: string, body: string, id = `wamid.in.${++seq}`): Msg => ({
  from,
  id,
  timestamp: "1700000000",
  type: "text",
  text: { body },
});
const buttonMsg = (from: string, payload: string, text = "Button", id = `wamid.in.${++seq}`): Msg => ({
  from,
  id,
  type: "button",
  button: { payload, text },
});
const listMsg = (from: string, rowId: string, id = `wamid.in.${++seq}`): Msg => ({
  from,
  id,
  type: "interactive",
  interactive: { type: "list_reply", list_reply: { id: rowId, title: "x" } },
});

/** Posts a body signed with the app secret, or with `signature` (null: no header). */
async function post(raw: string, signature: string | null = sign(raw)) {
  return postWebhook(t, raw, signature);
}

async function deliver(...messages: Msg[]) {
  const raw = JSON.stringify(
    envelope({ messaging_product: "whatsapp", metadata: { phone_number_id: "1234567890" }, messages }),
  );
  const res = await post(raw);
  expect(res.statusCode).toBe(200);
  return res;
}

/** Runs what the queue would: every stored event, then every reply. */
async function drain(opts: { parallel?: boolean } = {}) {
  const ctx = testContext(t);
  const events = await createdJobs(t, WHATSAPP_INBOUND_QUEUE);
  const handle = async (j: { id: string; data: Record<string, unknown> }) => {
    await handleInboundEvent(ctx, String(j.data.eventKey));
    await finishJob(t, j.id);
  };
  if (opts.parallel) await Promise.all(events.map(handle));
  else for (const j of events) await handle(j);
  for (const j of await createdJobs(t, WHATSAPP_REPLY_QUEUE)) {
    await sendReply(ctx, replyJobOf(j.data));
    await finishJob(t, j.id);
  }
}

/** A reply job's data as the queue hands it to its worker. */
function replyJobOf(data: Record<string, unknown>): ReplyJob {
  return {
    message: data.message as SessionMessage,
    userId: typeof data.userId === "number" ? data.userId : null,
    ...(typeof data.replyKey === "string" ? { replyKey: data.replyKey } : {}),
    ...(typeof data.openedAt === "number" ? { openedAt: data.openedAt } : {}),
  };
}

const waOf = (u: TestUser) => `91${u.row.mobileNumber}`;

/** A worker who sent START from their registered mobile. */
async function optedIn(language: Language = "en", opts: Parameters<TestApp["createUser"]>[1] = {}) {
  const worker = await t.createUser("boys", { language, ...opts });
  await deliver(textMsg(waOf(worker), "START"));
  await drain();
  graph.sent.length = 0;
  return worker;
}

const refusal = (code: ErrorCode, lang: Language) => new AppError(code).localized(lang).message;

async function requestsOf(workId: number, userId?: number) {
  return t.db
    .select()
    .from(workRequests)
    .where(and(eq(workRequests.workId, workId), userId ? eq(workRequests.userId, userId) : undefined));
}

describe(`WhatsApp webhook (${TEST_ENGINE})`, () => {
  it("answers Meta's handshake only with the verify token", async () => {
    const ok = await t.request({
      method: "GET",
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    for (const query of [
      "hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1",
      // A wrong token of the same length, and the right one with its last character changed.
      `hub.mode=subscribe&hub.verify_token=${"x".repeat(VERIFY.length)}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY.slice(0, -1)}${VERIFY.endsWith("x") ? "y" : "x"}&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
      "hub.challenge=1",
    ]) {
      const res = await t.request({ method: "GET", url: `/api/whatsapp/webhook?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("1158201444");
    }
  });

  it("refuses a missing or wrong signature, and a body changed after signing: 401, nothing stored", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(whatsappInbound);
    const raw = JSON.stringify(envelope({ messages: [textMsg("919999900001", "jobs")] }));
    expect((await post(raw, null)).statusCode).toBe(401);
    expect((await post(raw, sign(raw, "another-secret"))).statusCode).toBe(401);
    expect((await post(raw, "sha256=zz")).statusCode).toBe(401);
    // The right signature with only its last hex digit changed, and with its first kept and the rest changed.
    const right = sign(raw);
    const lastChanged = `${right.slice(0, -1)}${right.endsWith("0") ? "1" : "0"}`;
    expect((await post(raw, lastChanged)).statusCode).toBe(401);
    const firstKept = `${right.slice(0, 8)}${"0".repeat(right.length - 8)}`;
    expect((await post(raw, firstKept)).statusCode).toBe(401);
    const changed = raw.replace("jobs", "STOP");
    const res = await post(changed, sign(raw));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "WHATSAPP_SIGNATURE_INVALID" });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(whatsappInbound);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await createdJobs(t, WHATSAPP_INBOUND_QUEUE)).toHaveLength(0);
  });

  it("START from the registered mobile records the opt-in, its number, when and how", async () => {
    const worker = await t.createUser("boys", { language: "ml" });
    expect(await whatsappRecipient(t.app.db ? { db: t.db } : { db: t.db }, worker.id)).toBeNull();
    await deliver(textMsg(waOf(worker), "  start  "));
    await drain();
    const [contact] = await t.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.userId, worker.id));
    expect(contact).toMatchObject({ waNumber: waOf(worker), optedInHow: "start_message", stoppedAt: null });
    expect(contact?.optedInAt).toBeTruthy();
    expect(await whatsappRecipient({ db: t.db }, worker.id)).toBe(waOf(worker));
    expect(graph.textsTo(waOf(worker))).toEqual([
      tr("ml", "whatsapp:optedIn", { name: worker.row.userName }),
    ]);
  });

  it("START <UserID> <key> from another number (dual SIM) ties that number; a wrong key does not", async () => {
    const worker = await t.createUser("boys");
    const other = "919812300077";
    await deliver(textMsg(other, `START ${worker.row.userCode} aaaaaaaa`));
    await drain();
    expect(await whatsappRecipient({ db: t.db }, worker.id)).toBeNull();
    await deliver(textMsg(other, `START ${worker.row.userCode} ${startKey(t.config.jwtSecret, worker.id)}`));
    await drain();
    expect(await whatsappRecipient({ db: t.db }, worker.id)).toBe(other);
    const me = await myWhatsapp({ db: t.db, config: t.config }, worker.id);
    expect(me).toMatchObject({ state: "on", wa_number: `+${other}` });
    expect(me.link).toContain(encodeURIComponent(`START ${worker.row.userCode}`));
  });

  it("STOP (English, Malayalam, the Stop alerts button) turns WhatsApp off; START turns it on again", async () => {
    for (const [stop, lang] of [
      [textMsg, "en"],
      [(from: string) => textMsg(from, " നിർത്തുക "), "ml"],
      [(from: string) => buttonMsg(from, payloadOf({ kind: "stop" }), "Stop alerts"), "en"],
    ] as const) {
      const worker = await optedIn(lang);
      const msg = stop === textMsg ? textMsg(waOf(worker), "STOP") : stop(waOf(worker));
      await deliver(msg);
      await drain();
      expect(await whatsappRecipient({ db: t.db }, worker.id)).toBeNull();
      expect(graph.textsTo(waOf(worker))).toEqual([tr(lang, "whatsapp:stopped")]);
      expect((await myWhatsapp({ db: t.db, config: t.config }, worker.id)).state).toBe("stopped");
      // While stopped, "jobs" does nothing but say how to start again.
      graph.sent.length = 0;
      await deliver(textMsg(waOf(worker), "jobs"));
      await drain();
      expect(graph.textsTo(waOf(worker))).toEqual([tr(lang, "whatsapp:alreadyStopped")]);
      await deliver(textMsg(waOf(worker), lang === "ml" ? "തുടങ്ങുക" : "Start"));
      await drain();
      expect(await whatsappRecipient({ db: t.db }, worker.id)).toBe(waOf(worker));
    }
  });

  it("the same message delivered twice is handled once", async () => {
    const worker = await optedIn();
    const work = await createWork(t, { isPublished: true, date: futureDate(5) });
    const press = buttonMsg(waOf(worker), payloadOf({ kind: "request", workId: work.id }), "Request");
    await deliver(press);
    await deliver(press);
    expect(await createdJobs(t, WHATSAPP_INBOUND_QUEUE)).toHaveLength(1);
    await drain();
    expect(await requestsOf(work.id, worker.id)).toHaveLength(1);
    expect(graph.textsTo(waOf(worker))).toHaveLength(1);
  });

  it("Request creates exactly one work request, as the app does", async () => {
    const worker = await optedIn("ml");
    const work = await createWork(t, { isPublished: true, date: futureDate(6) });
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "request", workId: work.id }), "അപേക്ഷിക്കുക"));
    await drain();
    const rows = await requestsOf(work.id, worker.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("pending");
    // Counted apart from the app's requests on the admin's work detail.
    expect(rows[0]?.channel).toBe("whatsapp");
    expect(graph.textsTo(waOf(worker))[0]).toContain("അപേക്ഷ അയച്ചു");
  });

  for (const lang of ["en", "ml"] as const) {
    it(`each refusal is answered with its reason in the worker's language (${lang})`, async () => {
      const worker = await optedIn(lang);
      const press = async (workId: number) => {
        graph.sent.length = 0;
        await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "request", workId }), "Request"));
        await drain();
        return graph.textsTo(waOf(worker));
      };
      // Already requested.
      const open = await createWork(t, { isPublished: true, date: futureDate(7) });
      await requestWork(t, { workId: open.id, userId: worker.id });
      expect(await press(open.id)).toEqual([refusal("ALREADY_APPLIED", lang)]);
      // Closed: not published, completed, cancelled.
      const hidden = await createWork(t, { date: futureDate(7) });
      expect(await press(hidden.id)).toEqual([refusal("WORK_NOT_OPEN", lang)]);
      const cancelled = await createWork(t, { isPublished: true, status: "cancelled", date: futureDate(7) });
      expect(await press(cancelled.id)).toEqual([refusal("WORK_CANCELLED", lang)]);
      // One meal a day.
      const lunch = await createWork(t, { isPublished: true, date: futureDate(8), workType: "lunch" });
      await accept(t, { workId: lunch.id, userId: worker.id });
      const lunch2 = await createWork(t, { isPublished: true, date: futureDate(8), workType: "lunch" });
      expect(await press(lunch2.id)).toEqual([refusal("ONE_MEAL_PER_DAY", lang)]);
      // Blocked by no-shows (three in 90 days).
      const blocked = await optedIn(lang);
      for (let i = 0; i < 3; i++) {
        const missed = await createWork(t, { date: "2020-01-01" });
        await t.db.insert(strikes).values({ userId: blocked.id, workId: missed.id });
      }
      graph.sent.length = 0;
      const target = await createWork(t, { isPublished: true, date: futureDate(9) });
      await deliver(buttonMsg(waOf(blocked), payloadOf({ kind: "request", workId: target.id }), "Request"));
      await drain();
      const blockedText = graph.textsTo(waOf(blocked));
      expect(blockedText).toHaveLength(1);
      expect(blockedText[0]).toContain(
        lang === "en"
          ? "cannot request works until"
          : refusal("REQUESTS_BLOCKED_NO_SHOWS", lang).slice(0, 12),
      );
      expect(await requestsOf(target.id, blocked.id)).toHaveLength(0);
      // Deactivated.
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, worker.id));
      const fresh = await createWork(t, { isPublished: true, date: futureDate(9) });
      expect(await press(fresh.id)).toEqual([tr(lang, "whatsapp:notActive")]);
      expect(await requestsOf(fresh.id, worker.id)).toHaveLength(0);
    });
  }

  it("Not this time is remembered for that worker and work", async () => {
    const worker = await optedIn();
    const work = await createWork(t, { isPublished: true, date: futureDate(10) });
    expect(await hasDeclined({ db: t.db }, worker.id, work.id)).toBe(false);
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "decline", workId: work.id }), "Not this time"));
    await drain();
    expect(await hasDeclined({ db: t.db }, worker.id, work.id)).toBe(true);
    expect(await requestsOf(work.id, worker.id)).toHaveLength(0);
  });

  it("pick and Not this time on a work the worker may not see answer not found, never its venue or time", async () => {
    const worker = await optedIn();
    const draft = await createWork(t, {
      date: futureDate(11),
      auditoriumName: "Secret Draft Hall",
      place: "Hidden Place",
    });
    const app = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${draft.id}`,
      as: worker,
    });
    expect(app.statusCode).toBe(404);
    for (const kind of ["pick", "decline"] as const) {
      graph.sent.length = 0;
      await deliver(buttonMsg(waOf(worker), payloadOf({ kind, workId: draft.id }), "Button"));
      await drain();
      const texts = graph.textsTo(waOf(worker));
      expect(texts).toEqual([refusal("WORK_NOT_FOUND", "en")]);
      expect(JSON.stringify(graph.sent)).not.toContain("Secret Draft Hall");
    }
    expect(await hasDeclined({ db: t.db }, worker.id, draft.id)).toBe(false);
    // Once the worker has requested it (the admin may have unpublished it since), pick shows it.
    await requestWork(t, { workId: draft.id, userId: worker.id });
    graph.sent.length = 0;
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "pick", workId: draft.id }), "Button"));
    await drain();
    expect(JSON.stringify(graph.sent)).toContain("Secret Draft Hall");
  });

  it("a stranger gets one polite reply a day with the registration link, nothing else", async () => {
    const stranger = "447700900123";
    await deliver(textMsg(stranger, "hello"), textMsg(stranger, "jobs"));
    await drain();
    await deliver(textMsg(stranger, "anyone?"));
    await drain();
    const texts = graph.textsTo(stranger);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("/user/register");
    expect(
      await t.db.select().from(whatsappContacts).where(eq(whatsappContacts.waNumber, stranger)),
    ).toHaveLength(0);
  });

  it("jobs lists only the works the worker may request, nearest first, at most 10; choosing one asks, then requests", async () => {
    const worker = await optedIn("ml");
    // Nearer than every other test's works, several a day (the list is ordered by date, time, id).
    const days = [2, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4];
    const made = [];
    for (const d of days)
      made.push(await createWork(t, { isPublished: true, date: futureDate(d), workType: "lunch" }));
    const applied = made[0];
    const declined = made[1];
    if (!applied || !declined) throw new Error("no works");
    await requestWork(t, { workId: applied.id, userId: worker.id });
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "decline", workId: declined.id })));
    await createWork(t, { date: futureDate(1) }); // not published
    await drain();
    graph.sent.length = 0;
    await deliver(textMsg(waOf(worker), "  ജോലി "));
    await drain();
    const [list] = graph.to(waOf(worker));
    if (!list) throw new Error("no list sent");
    const rows = (list.body as { interactive: { action: { sections: { rows: { id: string }[] }[] } } })
      .interactive.action.sections[0]?.rows;
    expect(rows).toHaveLength(10);
    const ids = rows?.map((r) => Number(r.id.split(":")[1]));
    expect(ids).not.toContain(applied.id);
    expect(ids).not.toContain(declined.id);
    const expected = made
      .filter((w) => w.id !== applied.id && w.id !== declined.id)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))
      .slice(0, 10)
      .map((w) => w.id);
    expect(ids).toEqual(expected);
    // Choosing a row asks "Request this work?" with a button, which then requests it.
    graph.sent.length = 0;
    const first = rows?.[0]?.id ?? "";
    await deliver(listMsg(waOf(worker), first));
    await drain();
    const [ask] = graph.to(waOf(worker));
    if (!ask) throw new Error("no question sent");
    const button = (
      ask.body as {
        interactive: { type: string; action: { buttons: { reply: { id: string; title: string } }[] } };
      }
    ).interactive;
    expect(button.type).toBe("button");
    expect(button.action.buttons[0]?.reply.title).toBe(tr("ml", "whatsapp:requestButton"));
    await deliver(buttonMsg(waOf(worker), button.action.buttons[0]?.reply.id ?? ""));
    await drain();
    expect(await requestsOf(expected[0] ?? 0, worker.id)).toHaveLength(1);
  });

  it("code answers today's check-in code and the link to its QR", async () => {
    const worker = await optedIn();
    const work = await createWork(t, { isPublished: true, date: todayInKolkata(), reportingTime: "23:59" });
    await accept(t, { workId: work.id, userId: worker.id });
    await deliver(textMsg(waOf(worker), "CODE"));
    await drain();
    const [text] = graph.textsTo(waOf(worker));
    // The short code the captain types (the QR behind the link holds the signed one).
    expect(text).toMatch(/check-in code: [23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}\n/);
    expect(text).toContain(`/user/work-details/${work.id}`);
    const none = await optedIn("ml");
    await deliver(textMsg(waOf(none), "കോഡ്"));
    await drain();
    expect(graph.textsTo(waOf(none))).toEqual([tr("ml", "whatsapp:noWorkToday")]);
  });

  it("I'm coming is kept; I can't come withdraws the worker (late after the cut-off) and tells the admin", async () => {
    const worker = await optedIn();
    const far = await createWork(t, { isPublished: true, date: futureDate(20) });
    await accept(t, { workId: far.id, userId: worker.id });
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "coming", workId: far.id }), "I'm coming"));
    await drain();
    expect(graph.textsTo(waOf(worker))[0]).toContain("See you");
    graph.sent.length = 0;
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "cant_come", workId: far.id }), "I can't come"));
    await drain();
    const still = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.workId, far.id), eq(assignments.userId, worker.id)));
    expect(still).toHaveLength(0);
    expect(
      await t.db.select().from(lateCancellations).where(eq(lateCancellations.userId, worker.id)),
    ).toHaveLength(0);
    expect(graph.textsTo(waOf(worker))[0]).toContain("withdrawn");
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "worker_withdrew")));
    expect(
      told.some((n) => n.params.venue === far.auditoriumName && n.params.name === worker.row.userName),
    ).toBe(true);
    // Not on the work (any more): the reason comes back.
    graph.sent.length = 0;
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "cant_come", workId: far.id }), "I can't come"));
    await drain();
    expect(graph.textsTo(waOf(worker))).toEqual([refusal("WITHDRAW_NOT_ON_WORK", "en")]);

    // After the cut-off (24 hours before the reporting time): a late cancellation, and the admin is told so.
    const soonAt = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "Asia/Kolkata",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(soonAt)
        .map((p) => [p.type, p.value]),
    );
    const soon = await createWork(t, {
      isPublished: true,
      date: `${parts.year}-${parts.month}-${parts.day}`,
      reportingTime: `${parts.hour}:${parts.minute}`,
      workType: "others",
    });
    await accept(t, { workId: soon.id, userId: worker.id });
    const ml = await optedIn("ml");
    await accept(t, { workId: soon.id, userId: ml.id });
    graph.sent.length = 0;
    await deliver(
      buttonMsg(waOf(ml), payloadOf({ kind: "cant_come", workId: soon.id }), "എനിക്ക് വരാൻ കഴിയില്ല"),
    );
    await drain();
    expect(
      await t.db.select().from(lateCancellations).where(eq(lateCancellations.userId, ml.id)),
    ).toHaveLength(1);
    expect(graph.textsTo(waOf(ml))[0]).toContain("സമയപരിധി കഴിഞ്ഞതുകൊണ്ട്");
    const lateTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "worker_withdrew_late")));
    expect(lateTold.some((n) => n.params.name === ml.row.userName)).toBe(true);
  });

  it("a button's words typed in English, Malayalam or Manglish do what the button does, within its rules", async () => {
    const onWork = async (workId: number, userId: number) =>
      t.db
        .select()
        .from(assignments)
        .where(and(eq(assignments.workId, workId), eq(assignments.userId, userId)));
    // One work: "I can't come" typed is a withdrawal before the cut-off, the admin told.
    const en = await optedIn("en");
    const far = await createWork(t, { isPublished: true, date: futureDate(21) });
    await accept(t, { workId: far.id, userId: en.id });
    await deliver(textMsg(waOf(en), "I can\u2019t come."));
    await drain();
    expect(await onWork(far.id, en.id)).toHaveLength(0);
    expect(
      await t.db.select().from(lateCancellations).where(eq(lateCancellations.userId, en.id)),
    ).toHaveLength(0);
    const withdrawn = graph.textsTo(waOf(en));
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]).toContain("withdrawn");
    expect(withdrawn[0]).toContain(far.auditoriumName);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "worker_withdrew")));
    expect(told.some((n) => n.params.name === en.row.userName && n.params.venue === far.auditoriumName)).toBe(
      true,
    );

    // Nothing held: told so, nothing else.
    graph.sent.length = 0;
    await deliver(textMsg(waOf(en), "enikku varan pattilla"));
    await drain();
    expect(graph.textsTo(waOf(en))).toEqual([tr("en", "whatsapp:typedNoWork")]);

    // Two works: Manglish asks which (the rows are the button itself); nothing changes until one is picked.
    const ml = await optedIn("ml");
    const first = await createWork(t, { isPublished: true, date: futureDate(22), workType: "lunch" });
    const second = await createWork(t, { isPublished: true, date: futureDate(23), workType: "dinner" });
    await accept(t, { workId: first.id, userId: ml.id });
    await accept(t, { workId: second.id, userId: ml.id });
    await deliver(textMsg(waOf(ml), "varan pattilla chetta"));
    await drain();
    const [ask] = graph.to(waOf(ml));
    const list = ask?.body as {
      interactive?: { body: { text: string }; action: { sections: { rows: { id: string }[] }[] } };
    };
    expect(list.interactive?.body.text).toBe(tr("ml", "whatsapp:typedWhich.cant_come"));
    expect(list.interactive?.action.sections[0]?.rows.map((r) => r.id)).toEqual([
      payloadOf({ kind: "cant_come", workId: first.id }),
      payloadOf({ kind: "cant_come", workId: second.id }),
    ]);
    expect(await onWork(first.id, ml.id)).toHaveLength(1);
    expect(await onWork(second.id, ml.id)).toHaveLength(1);
    // "I'm coming" typed in Malayalam asks the same way; the picked rows do what the buttons do.
    graph.sent.length = 0;
    await deliver(textMsg(waOf(ml), "ഞാൻ വരും"));
    await drain();
    expect(graph.textsTo(waOf(ml))).toEqual([tr("ml", "whatsapp:typedWhich.coming")]);
    await deliver(listMsg(waOf(ml), payloadOf({ kind: "cant_come", workId: first.id })));
    await drain();
    expect(await onWork(first.id, ml.id)).toHaveLength(0);
    expect(await onWork(second.id, ml.id)).toHaveLength(1);
    // One work left: Manglish "njan varum" is the confirmation, kept at once.
    await deliver(textMsg(waOf(ml), "njan varum"));
    await drain();
    const [confirmed] = await t.db
      .select()
      .from(whatsappConfirmations)
      .where(and(eq(whatsappConfirmations.userId, ml.id), eq(whatsappConfirmations.workId, second.id)));
    expect(confirmed?.answer).toBe("coming");
    // Counted for the admin at once, not when the reminder's answer window closes.
    expect((await notConfirmedOf(testContext(t), second.id)).confirmed).toBe(1);
    expect((await notConfirmedOf(testContext(t), first.id)).confirmed).toBe(0);

    // After the cut-off, the button's own Malayalam words: a late cancellation, the admin told so.
    const soonAt = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "Asia/Kolkata",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(soonAt)
        .map((p) => [p.type, p.value]),
    );
    const soon = await createWork(t, {
      isPublished: true,
      date: `${parts.year}-${parts.month}-${parts.day}`,
      reportingTime: `${parts.hour}:${parts.minute}`,
      workType: "others",
    });
    const late = await optedIn("ml");
    await accept(t, { workId: soon.id, userId: late.id });
    await deliver(textMsg(waOf(late), "എനിക്ക് വരാൻ പറ്റില്ല"));
    await drain();
    expect(await onWork(soon.id, late.id)).toHaveLength(0);
    expect(
      await t.db.select().from(lateCancellations).where(eq(lateCancellations.userId, late.id)),
    ).toHaveLength(1);
    expect(graph.textsTo(waOf(late))[0]).toContain("സമയപരിധി കഴിഞ്ഞതുകൊണ്ട്");
    const lateTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "worker_withdrew_late")));
    expect(lateTold.some((n) => n.params.name === late.row.userName)).toBe(true);

    // "joli undo chetta?" is the jobs question, not the help text; "take it" with no offer is told so.
    graph.sent.length = 0;
    await deliver(textMsg(waOf(en), "joli undo chetta?"));
    await drain();
    expect(graph.textsTo(waOf(en))).toHaveLength(1);
    expect(graph.textsTo(waOf(en))).not.toContain(tr("en", "whatsapp:help"));
    graph.sent.length = 0;
    await deliver(textMsg(waOf(en), "I'll take it"));
    await drain();
    expect(graph.textsTo(waOf(en))).toEqual([tr("en", "whatsapp:typedNoOffer")]);
  });

  it("what the app cannot act on (Manglish, a voice message, a photo, a location) reaches the admins; the worker is told who to call", async () => {
    const worker = await optedIn("ml");
    const noticesOf = async (type: string) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, admin.id), sql`${notifications.type} = ${type}`))
      ).filter((n) => n.params.name === worker.row.userName);
    await deliver(textMsg(waOf(worker), "chetta naale varumbol vellam kondu varano?"));
    await drain();
    const [asked] = await noticesOf("whatsapp_message");
    expect(asked?.params.message).toBe("chetta naale varumbol vellam kondu varano?");
    const answer = graph.textsTo(waOf(worker));
    expect(answer).toHaveLength(1);
    expect(answer[0]).toContain(tr("ml", "whatsapp:forwarded", { number: admin.row.mobileNumber }));
    expect(answer[0]).toContain(tr("ml", "whatsapp:help"));

    graph.sent.length = 0;
    await deliver(
      {
        from: waOf(worker),
        id: `wamid.in.${++seq}`,
        type: "audio",
        audio: { id: "media-1", mime_type: "audio/ogg; codecs=opus", voice: true },
      },
      {
        from: waOf(worker),
        id: `wamid.in.${++seq}`,
        type: "image",
        image: { id: "media-2", mime_type: "image/jpeg", sha256: "x" },
      },
      {
        from: waOf(worker),
        id: `wamid.in.${++seq}`,
        type: "location",
        location: { latitude: 10.8505, longitude: 76.2711, name: "Sree Hall" },
      },
      {
        from: waOf(worker),
        id: `wamid.in.${++seq}`,
        type: "reaction",
        reaction: { message_id: "wamid.out.1", emoji: "👍" },
      },
    );
    await drain();
    expect(await noticesOf("whatsapp_voice")).toHaveLength(1);
    expect(await noticesOf("whatsapp_media")).toHaveLength(1);
    const [where] = await noticesOf("whatsapp_location");
    expect(where?.params.map).toBe("https://maps.google.com/?q=10.8505,76.2711");
    // Three forwarded, each answered once; the reaction is answered with the help text only.
    const texts = graph.textsTo(waOf(worker));
    expect(
      texts.filter((x) => x.startsWith(tr("ml", "whatsapp:forwarded", { number: admin.row.mobileNumber }))),
    ).toHaveLength(3);
    expect(texts.filter((x) => x === tr("ml", "whatsapp:help"))).toHaveLength(1);
    // A stopped worker's message is not forwarded.
    await deliver(textMsg(waOf(worker), "STOP"));
    await deliver(textMsg(waOf(worker), "enthina nirthiye?"));
    await drain();
    expect(await noticesOf("whatsapp_message")).toHaveLength(1);
  });

  it("bidi controls leave what a worker types and their profile name before it is stored or shown to admins", async () => {
    const worker = await optedIn("en");
    const rlo = "\u202E";
    const raw = JSON.stringify(
      envelope({
        messaging_product: "whatsapp",
        metadata: { phone_number_id: "1234567890" },
        contacts: [{ wa_id: waOf(worker), profile: { name: `Ra${rlo}vi\u2066` } }],
        messages: [textMsg(waOf(worker), `Bus stand ${rlo}07:30 varamo chetta?`, "wamid.in.bidi")],
      }),
    );
    expect((await post(raw)).statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(whatsappInbound)
      .where(eq(whatsappInbound.eventKey, "msg:wamid.in.bidi"));
    expect(JSON.stringify(stored?.payload)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(stored?.payload).toMatchObject({
      text: { body: "Bus stand 07:30 varamo chetta?" },
      profile_name: "Ravi",
    });
    await drain();
    const [notice] = (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), sql`${notifications.type} = 'whatsapp_message'`))
    ).filter((n) => n.params.name === worker.row.userName);
    expect(notice?.params.message).toBe("Bus stand 07:30 varamo chetta?");
  });

  it("my jobs (in three scripts) lists the works the worker is on from today, each with its link", async () => {
    const worker = await optedIn("en");
    await deliver(textMsg(waOf(worker), "My jobs"));
    await drain();
    expect(graph.textsTo(waOf(worker))).toEqual([tr("en", "whatsapp:myJobsNone")]);
    const a = await createWork(t, {
      isPublished: true,
      date: futureDate(31),
      auditoriumName: "Lakshmi Hall",
    });
    const b = await createWork(t, { isPublished: true, date: futureDate(32), auditoriumName: "Ganga Hall" });
    const gone = await createWork(t, {
      isPublished: true,
      date: futureDate(33),
      auditoriumName: "Closed Hall",
    });
    for (const w of [a, b, gone]) await accept(t, { workId: w.id, userId: worker.id });
    await t.app.database.query("update works set status = 'cancelled' where id = $1", [gone.id]);
    for (const text of ["ente jolikal", "എന്റെ ജോലികൾ"]) {
      graph.sent.length = 0;
      await deliver(textMsg(waOf(worker), text));
      await drain();
      const [answer] = graph.textsTo(waOf(worker));
      expect(answer?.startsWith(tr("en", "whatsapp:myJobsHeader"))).toBe(true);
      expect(answer).toContain(`/user/work-details/${a.id}`);
      expect(answer).toContain(`/user/work-details/${b.id}`);
      expect(answer?.indexOf("Lakshmi Hall")).toBeLessThan(answer?.indexOf("Ganga Hall") ?? 0);
      expect(answer).not.toContain("Closed Hall");
    }
  });

  it("a freed place taken by typing: the winner gets the time, the work's link, the calendar and the map", async () => {
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 1,
      date: futureDate(40),
      reportingTime: "17:30",
      locationUrl: "https://maps.app.goo.gl/abc123",
    });
    const leaving = await optedIn("en");
    await accept(t, { workId: work.id, userId: leaving.id });
    const waiting = await optedIn("ml");
    await requestWork(t, { workId: work.id, userId: waiting.id });
    await deliver(textMsg(waOf(leaving), "I can't come"));
    await drain();
    graph.sent.length = 0;
    await deliver(textMsg(waOf(waiting), "ഞാൻ എടുക്കുന്നു"));
    await drain();
    const [won] = graph.textsTo(waOf(waiting));
    expect(won).toContain("ഒഴിവ് നിങ്ങൾക്ക് കിട്ടി");
    expect(won).toContain(`/user/work-details/${work.id}`);
    expect(won).toContain("https://calendar.google.com/calendar/render?");
    expect(won).toContain("https://maps.app.goo.gl/abc123");
    expect(won).toMatch(/5:30/);
    const on = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.workId, work.id), eq(assignments.userId, waiting.id)));
    expect(on).toHaveLength(1);
  });

  it("status callbacks update the delivery; a failure shows among the admin's failed deliveries", async () => {
    const worker = await t.createUser("boys");
    const [n] = await t.db
      .insert(notifications)
      .values({ userId: worker.id, type: "account_approved" })
      .returning();
    const [d] = await t.db
      .insert(notificationDeliveries)
      .values({ notificationId: n?.id ?? 0, channel: "whatsapp", status: "sent" })
      .returning();
    await t.db
      .insert(whatsappMessages)
      .values({ waMessageId: "wamid.sent.1", deliveryId: d?.id ?? 0, userId: worker.id });
    const status = (s: string, errors?: unknown[]) =>
      JSON.stringify(
        envelope({
          statuses: [{ id: "wamid.sent.1", status: s, recipient_id: "91", ...(errors ? { errors } : {}) }],
        }),
      );
    for (const s of ["delivered", "read"]) expect((await post(status(s))).statusCode).toBe(200);
    await drain();
    let [m] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waMessageId, "wamid.sent.1"));
    expect(m?.status).toBe("read");
    expect(
      (await post(status("failed", [{ code: 131026, title: "Message undeliverable" }]))).statusCode,
    ).toBe(200);
    await drain();
    [m] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, "wamid.sent.1"));
    expect(m?.status).toBe("failed");
    const failed = await t.request({
      method: "GET",
      url: "/api/notifications/failed-deliveries/",
      as: admin,
    });
    expect(failed.statusCode).toBe(200);
    expect(JSON.stringify(failed.json())).toContain("Message undeliverable");
  });

  it("a paused template is recorded (not usable) and the admin is told; approved again makes it usable", async () => {
    const change = (event: string, time: number) =>
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "WABA",
            time,
            changes: [
              {
                field: "message_template_status_update",
                value: {
                  event,
                  message_template_id: 1,
                  message_template_name: "job_offer_v1",
                  message_template_language: "ml",
                  reason: "NONE",
                },
              },
            ],
          },
        ],
      });
    expect(await isTemplateUsable({ db: t.db }, "job_offer_v1")).toBe(true);
    expect((await post(change("PAUSED", 10))).statusCode).toBe(200);
    await drain();
    expect(await isTemplateUsable({ db: t.db }, "job_offer_v1")).toBe(false);
    expect(await isTemplateUsable({ db: t.db }, "job_offer_v1", "en")).toBe(true);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "whatsapp_template_paused")));
    expect(told).toHaveLength(1);
    expect((await post(change("APPROVED", 20))).statusCode).toBe(200);
    await drain();
    expect(await isTemplateUsable({ db: t.db }, "job_offer_v1")).toBe(true);
  });

  it("answers 200 with nothing stored for a signed body that holds no events, 400 for a signed non-JSON body", async () => {
    expect((await post(JSON.stringify({ hello: "world" }))).statusCode).toBe(200);
    expect((await post("{nope")).statusCode).toBe(400);
    expect((await post(JSON.stringify(envelope({ messages: [{ from: "x", id: 5 }] })))).statusCode).toBe(200);
  });

  it("a signed delivery with a field nested 100,000 deep answers 400 with nothing stored; Meta's depth is fine", async () => {
    const worker = await optedIn();
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(whatsappInbound))[0]?.n ?? 0;
    const before = await count();
    const msg = (context: string) =>
      `{"from":"${waOf(worker)}","id":"wamid.deep.${++seq}","timestamp":"1","type":"text","text":{"body":"jobs"},"context":${context}}`;
    const raw = (context: string) =>
      JSON.stringify(
        envelope({
          messaging_product: "whatsapp",
          metadata: { phone_number_id: "1234567890" },
          messages: [],
        }),
      ).replace('"messages":[]', `"messages":[${msg(context)}]`);
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const res = await post(raw(deep));
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
    // 20 levels inside the message (about 26 in all) is still taken.
    expect((await post(raw(`${"[".repeat(20)}${"]".repeat(20)}`))).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe.runIf(TEST_ENGINE === "postgres")("WhatsApp races (postgres)", () => {
  it("the same button press delivered 10 times in parallel makes one request, every time", async () => {
    for (let round = 0; round < 5; round++) {
      const worker = await optedIn();
      const work = await createWork(t, { isPublished: true, date: futureDate(30 + round) });
      const press = buttonMsg(waOf(worker), payloadOf({ kind: "request", workId: work.id }), "Request");
      const raw = JSON.stringify(envelope({ messages: [press] }));
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(raw)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      await drain({ parallel: true });
      expect(await requestsOf(work.id, worker.id)).toHaveLength(1);
      expect(graph.textsTo(waOf(worker))).toHaveLength(1);
    }
  });

  it("one stored press handled by 10 queue workers at once (a retried job) is handled once", async () => {
    for (let round = 0; round < 5; round++) {
      const worker = await optedIn();
      const work = await createWork(t, { isPublished: true, date: futureDate(50 + round) });
      const press = buttonMsg(waOf(worker), payloadOf({ kind: "request", workId: work.id }), "Request");
      await deliver(press);
      const [job] = await createdJobs(t, WHATSAPP_INBOUND_QUEUE);
      if (!job) throw new Error("no job");
      const ctx = testContext(t);
      await Promise.all(Array.from({ length: 10 }, () => handleInboundEvent(ctx, String(job.data.eventKey))));
      await finishJob(t, job.id);
      // Each run sent the event's reply or found it claimed: it went out once.
      expect(graph.textsTo(waOf(worker))).toHaveLength(1);
      await drain();
      expect(await requestsOf(work.id, worker.id)).toHaveLength(1);
      expect(graph.textsTo(waOf(worker))).toHaveLength(1);
    }
  });

  it("10 workers pressing Request on the last place: each gets exactly one request and one answer", async () => {
    for (let round = 0; round < 3; round++) {
      const work = await createWork(t, {
        isPublished: true,
        date: futureDate(40 + round),
        noOfBoysNeeded: 1,
      });
      const crew = [];
      for (let i = 0; i < 10; i++) crew.push(await optedIn());
      await Promise.all(
        crew.map((w) =>
          deliver(buttonMsg(waOf(w), payloadOf({ kind: "request", workId: work.id }), "Request")),
        ),
      );
      await drain({ parallel: true });
      expect(await requestsOf(work.id)).toHaveLength(10);
      for (const w of crew) {
        expect(await requestsOf(work.id, w.id)).toHaveLength(1);
        expect(graph.textsTo(waOf(w))).toHaveLength(1);
      }
    }
  });
});

describe(`WhatsApp inbound lanes (${TEST_ENGINE})`, () => {
  it("a flood of one number is cut at its minute's allowance before it is stored or queued", async () => {
    await drain();
    const flooder = "919000000777";
    await deliver(
      ...Array.from({ length: INBOUND_PER_NUMBER_PER_MINUTE + 10 }, (_, i) => textMsg(flooder, `x${i}`)),
    );
    const stored = await t.db.select().from(whatsappInbound).where(eq(whatsappInbound.waNumber, flooder));
    expect(stored).toHaveLength(INBOUND_PER_NUMBER_PER_MINUTE);
    expect(await createdJobs(t, WHATSAPP_INBOUND_QUEUE)).toHaveLength(INBOUND_PER_NUMBER_PER_MINUTE);
    await drain();
  });

  it("a flood of strangers does not hold up an opted-in worker's message: it is handled in the first batch", async () => {
    const worker = await optedIn();
    // 300 strangers write, then the worker.
    for (let d = 0; d < 6; d++)
      await deliver(
        ...Array.from({ length: 50 }, (_, i) => textMsg(`91800${String(d * 50 + i).padStart(7, "0")}`, "hi")),
      );
    await deliver(textMsg(waOf(worker), "HELP"));
    const workerKey = (
      await t.db
        .select()
        .from(whatsappInbound)
        .where(eq(whatsappInbound.waNumber, waOf(worker)))
    ).find((r) => r.processedAt === null)?.eventKey;
    const ctx = testContext(t);
    const handled: string[] = [];
    const queue = new JobQueue(t.app.database, { workers: true, pollingIntervalSeconds: 60 });
    await queue.start([]);
    try {
      await queue.work<{ eventKey: string }>(WHATSAPP_INBOUND_QUEUE, async (data) => {
        await handleInboundEvent(ctx, data.eventKey);
        handled.push(data.eventKey);
      });
      const started = Date.now();
      while (!handled.includes(workerKey ?? "") && Date.now() - started < 60_000)
        await new Promise((r) => setTimeout(r, 20));
      // Behind the strangers it would come 301st; in its lane it is among the first batch.
      expect(handled.indexOf(workerKey ?? "")).toBeGreaterThanOrEqual(0);
      expect(handled.indexOf(workerKey ?? "")).toBeLessThan(40);
      expect(Date.now() - started).toBeLessThan(10_000);
      while (handled.length < 301 && Date.now() - started < 120_000)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await queue.stop();
    }
    expect(handled).toHaveLength(301);
    await drain();
  }, 180_000);
});

describe(`WhatsApp replies (${TEST_ENGINE})`, () => {
  it("an event's job sends its reply after the handling; a send Meta refused is sent by the retry, once", async () => {
    await drain();
    const worker = await optedIn();
    const work = await createWork(t, { isPublished: true, date: futureDate(9) });
    await deliver(buttonMsg(waOf(worker), payloadOf({ kind: "request", workId: work.id }), "Request"));
    const [job] = await createdJobs(t, WHATSAPP_INBOUND_QUEUE);
    if (!job) throw new Error("no event job");
    const eventKey = String(job.data.eventKey);
    const ctx = testContext(t);

    graph.failNext = 1;
    await expect(handleInboundEvent(ctx, eventKey)).rejects.toThrow(/500/);
    // The handling committed (one request) and kept its reply; nothing went out.
    expect(await requestsOf(work.id, worker.id)).toHaveLength(1);
    expect(graph.to(waOf(worker))).toHaveLength(0);
    const [tap] = await t.db.select().from(whatsappInbound).where(eq(whatsappInbound.eventKey, eventKey));
    expect(tap?.outcome).toBe("request");
    // The reply carries the time its message came in: the window is counted from it.
    const [kept] = tap?.replies ?? [];
    expect(kept).toMatchObject({ replyKey: `reply:${eventKey}:0`, userId: worker.id });
    expect(kept?.openedAt).toBe(new Date(tap?.receivedAt ?? 0).getTime());

    // The retry sends it; later runs (one after the other and at once) find it claimed.
    expect(await handleInboundEvent(ctx, eventKey)).toEqual([{ to: waOf(worker), result: "sent" }]);
    expect(await handleInboundEvent(ctx, eventKey)).toEqual([{ to: waOf(worker), result: "already_sent" }]);
    await Promise.all([handleInboundEvent(ctx, eventKey), handleInboundEvent(ctx, eventKey)]);
    await finishJob(t, job.id);
    expect(graph.textsTo(waOf(worker))).toHaveLength(1);
    expect(await requestsOf(work.id, worker.id)).toHaveLength(1);
    expect(await createdJobs(t, WHATSAPP_REPLY_QUEUE)).toHaveLength(0);
  });

  it("a reply job queued before its event's job sent it runs twice and sends once", async () => {
    await drain();
    const worker = await optedIn();
    const ctx = testContext(t);
    const data: ReplyJob = {
      message: { to: waOf(worker), content: { type: "text", text: "You are in" } },
      userId: worker.id,
      replyKey: "reply:msg:wamid.queued-before:0",
      openedAt: ctx.now().getTime() - 60_000,
    };
    graph.failNext = 1;
    await expect(sendReply(ctx, data)).rejects.toThrow(/500/);
    expect(graph.to(waOf(worker))).toHaveLength(0);
    expect(await sendReply(ctx, data)).toBe("sent");
    expect(await sendReply(ctx, data)).toBe("already_sent");
    expect(await Promise.all([sendReply(ctx, data), sendReply(ctx, data)])).toEqual([
      "already_sent",
      "already_sent",
    ]);
    expect(graph.textsTo(waOf(worker))).toHaveLength(1);
  });

  it("a reply goes out within 24 hours of the message it answers, without looking the number up", async () => {
    const ctx = testContext(t);
    const day = 24 * 60 * 60 * 1000;
    const now = ctx.now().getTime();
    // A number that never wrote: only the message the reply answers opens its window.
    const to = "919000000555";
    const message: SessionMessage = { to, content: { type: "text", text: "hello" } };
    const reply = (openedAt?: number): ReplyJob => ({
      message,
      userId: null,
      replyKey: `reply:window:${++seq}`,
      ...(openedAt !== undefined ? { openedAt } : {}),
    });
    expect(await sendReply(ctx, reply(now - day + 60_000))).toBe("sent");
    expect(await sendReply(ctx, reply(now - day))).toBe("window_closed");
    // A job queued without its message's time: the number's last message is looked up (none).
    expect(await sendReply(ctx, reply())).toBe("window_closed");
    expect(graph.textsTo(to)).toEqual(["hello"]);
  });
});
