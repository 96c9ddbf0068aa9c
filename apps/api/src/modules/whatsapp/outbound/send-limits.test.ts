import { WHATSAPP_SETTING_DEFAULTS } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  notifications,
  whatsappContacts,
  whatsappOutbox,
  whatsappSendingHold,
  whatsappSettings,
} from "../../../db/schema.js";
import { listenOnLoopback, type StandIn, whatsappTestApp } from "../../../test/graph-stand-in.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../../test/helpers.js";
import { type Outgoing, queueMessages } from "./outbound.service.js";
import { holdMs, MAX_LIMIT_HITS, PAIR_LIMIT_CODE, pairWaitMs, THROUGHPUT_LIMIT_CODE } from "./send-limits.js";
import { sendQueuedMessage } from "./sender.service.js";

/**
 * Meta's sending limits (docs/decisions/065-whatsapp-sending-limits.md), against a Cloud API
 * stand-in on loopback that answers as Meta does when a limit is met.
 */

interface Answer {
  status: number;
  code?: number;
}

class LimitingGraphApi {
  /** Every request's recipient and what it was answered. */
  readonly requests: { to: string; status: number; at: number }[] = [];
  /** Answers for the next requests (then 200); `byNumber` first, for one recipient. */
  readonly next: Answer[] = [];
  readonly byNumber = new Map<string, Answer[]>();
  private standIn: StandIn | undefined;
  url = "";

  async start(): Promise<void> {
    this.standIn = await listenOnLoopback(
      (_req, text, res) => {
        const to = String((JSON.parse(text) as { to?: unknown }).to);
        const answer = this.byNumber.get(to)?.shift() ?? this.next.shift() ?? { status: 200 };
        this.requests.push({ to, status: answer.status, at: Date.now() });
        res.writeHead(answer.status, { "content-type": "application/json" });
        if (answer.status === 200) {
          const id = `wamid.${this.requests.length}`;
          res.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id }] }));
        } else {
          const message = answer.code === PAIR_LIMIT_CODE ? "pair rate limit hit" : "Rate limit hit";
          res.end(
            JSON.stringify({
              error: { message: `(#${answer.code}) ${message}`, type: "OAuthException", code: answer.code },
            }),
          );
        }
      },
      { keepAliveMs: 120_000 },
    );
    this.url = this.standIn.url;
  }

  async stop(): Promise<void> {
    await this.standIn?.stop();
  }

  sentTo(number: string): number {
    return this.requests.filter((r) => r.to === number && r.status === 200).length;
  }
}

const graph = new LimitingGraphApi();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  await graph.start();
  t = await whatsappTestApp(graph.url, {}, { jobWorkers: true, jobPollingSeconds: 0.5 });
  admin = await t.createUser("admin");
}, 120_000);

afterAll(async () => {
  await t.close();
  await graph.stop();
});

beforeEach(async () => {
  await t.db.delete(whatsappOutbox);
  await t.db.delete(whatsappSendingHold);
  await t.db.delete(whatsappSettings);
  await t.db.insert(whatsappSettings).values({ id: true, settings: { ...WHATSAPP_SETTING_DEFAULTS } });
  graph.requests.length = 0;
  graph.next.length = 0;
  graph.byNumber.clear();
});

/** Opted-in workers and a saved-wage message to each. */
async function messagesTo(n: number): Promise<Outgoing[]> {
  const out: Outgoing[] = [];
  for (let i = 0; i < n; i++) {
    const boy = await t.createUser("boys", { language: "en" });
    const waNumber = `9198${String(boy.id).padStart(8, "0")}`;
    await t.db
      .insert(whatsappContacts)
      .values({ userId: boy.id, waNumber, optedInAt: new Date().toISOString(), optedInHow: "start_message" });
    out.push({
      userId: boy.id,
      workId: null,
      kind: "wage_saved",
      params: ["Sree Hall", "30 Nov", "₹700.00", "https://catercrew.test/user/payslips"],
      language: "en",
      toNumber: waNumber,
    });
  }
  return out;
}

async function statuses(): Promise<Map<string, number>> {
  const rows = await t.db.select({ status: whatsappOutbox.status }).from(whatsappOutbox);
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.status, (m.get(r.status) ?? 0) + 1);
  return m;
}

async function until(what: string, fn: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`Meta's sending limits (${TEST_ENGINE})`, () => {
  it("the throughput limit (429, 130429) holds every send back and resumes: each message goes once, the admin is told once", async () => {
    const items = await messagesTo(20);
    graph.next.push(
      { status: 429, code: THROUGHPUT_LIMIT_CODE },
      { status: 400, code: THROUGHPUT_LIMIT_CODE },
      { status: 429, code: THROUGHPUT_LIMIT_CODE },
    );
    const started = Date.now();
    await t.db.transaction((tx) => queueMessages(testContext(t, { db: tx }), items));
    await until("every message sent", async () => (await statuses()).get("sent") === 20);
    // Waited at least the first hold, and Meta was asked again only for what it refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(holdMs(1));
    for (const item of items) expect(graph.sentTo(item.toNumber)).toBe(1);
    expect(graph.requests.filter((r) => r.status !== 200)).toHaveLength(3);
    expect(graph.requests).toHaveLength(23);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "whatsapp_sending_held")));
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toEqual({ seconds: String(holdMs(1) / 1000) });
    // A send went through after the limits: the hold is over.
    const [hold] = await t.db.select().from(whatsappSendingHold);
    expect(hold?.limitHits).toBe(0);
    expect(hold?.heldUntil).toBeNull();
  }, 90_000);

  it("the pair limit (131056) makes only that person's message wait; the others go at once", async () => {
    const items = await messagesTo(3);
    const [slow, ...rest] = items;
    if (!slow) throw new Error("no messages");
    graph.byNumber.set(slow.toNumber, [{ status: 400, code: PAIR_LIMIT_CODE }]);
    await t.db.transaction((tx) => queueMessages(testContext(t, { db: tx }), items));
    await until("every message sent", async () => items.every((m) => graph.sentTo(m.toNumber) === 1));
    const [first, second] = graph.requests.filter((r) => r.to === slow.toNumber);
    expect(graph.requests.filter((r) => r.to === slow.toNumber)).toHaveLength(2);
    // It waited the pair wait (send slots are whole seconds); the others did not wait for it.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(pairWaitMs(1) - 1000);
    for (const m of rest) {
      const [sent] = graph.requests.filter((r) => r.to === m.toNumber);
      expect(sent?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(second?.at ?? 0);
    }
    // Meta has answered the second send; its row is marked sent once that answer is read.
    const slowRow = async () =>
      (await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.toNumber, slow.toNumber)))[0];
    await until("the slow message recorded as sent", async () => (await slowRow())?.status === "sent");
    expect((await slowRow())?.limitHits).toBe(1);
    // One person's limit holds nobody else back.
    expect(await t.db.select().from(whatsappSendingHold)).toEqual([]);
  }, 60_000);

  it(`a message that meets a limit ${MAX_LIMIT_HITS} times fails with Meta's answer kept`, async () => {
    const [item] = await messagesTo(1);
    if (!item) throw new Error("no message");
    graph.byNumber.set(
      item.toNumber,
      Array.from({ length: MAX_LIMIT_HITS }, () => ({ status: 400, code: PAIR_LIMIT_CODE })),
    );
    // Sent by hand on a clock a day ahead, moved past each wait: the queue's own jobs wait for
    // that clock's send slots, so only these calls send.
    let now = Date.now() + 86_400_000;
    const at = () => new Date(now);
    await t.db.transaction((tx) => queueMessages(testContext(t, { db: tx, now: at }), [item]));
    const [row] = await t.db.select().from(whatsappOutbox);
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_LIMIT_HITS; i++) {
      outcomes.push(await sendQueuedMessage(testContext(t, { now: at }), row?.id ?? 0));
      now += pairWaitMs(i + 1) + 1000;
    }
    expect(outcomes).toEqual([...Array(MAX_LIMIT_HITS - 1).fill("held"), "failed"]);
    const [failed] = await t.db.select().from(whatsappOutbox);
    expect(failed?.status).toBe("failed");
    expect(failed?.lastError).toContain(String(PAIR_LIMIT_CODE));
    expect(graph.sentTo(item.toNumber)).toBe(0);
  }, 60_000);
});
