import { type FailedDelivery, t as tr, type WhatsappWorkOffers } from "@catercrew/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappOutbox } from "../../../db/schema.js";
import { createWork, futureDate } from "../../../test/factories.js";
import { createdJobs, finishJob, postWebhook, webhookSignature } from "../../../test/graph-stand-in.js";
import {
  createTestApp,
  TEST_ENGINE,
  type TestApp,
  type TestUser,
  testContext,
} from "../../../test/helpers.js";
import { handleInboundEvent, WHATSAPP_INBOUND_QUEUE } from "../inbound/inbound.service.js";
import { failureReason } from "../receipts/failure-words.js";

/**
 * Every failed offer, confirmation and reminder is seen (docs/decisions/063-whatsapp-inbox.md):
 * a failure at send or by a status callback shows on the work and in the failed-deliveries
 * list, in words; delivered and read counts per work.
 */

const SECRET = "failed-sends-secret";
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    whatsapp: {
      token: "test-token",
      phoneNumberId: "1234567890",
      apiUrl: "https://graph.facebook.com/v21.0",
      verifyToken: "verify",
      appSecret: SECRET,
      businessNumber: "919000000000",
    },
  });
  admin = await t.createUser("admin", { language: "ml" });
}, 60_000);
afterAll(() => t?.close());

async function callback(statuses: Record<string, unknown>[]) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field: "messages", value: { statuses } }] }],
  });
  const res = await postWebhook(t, raw, webhookSignature(raw, SECRET));
  expect(res.statusCode).toBe(200);
  for (const j of await createdJobs(t, WHATSAPP_INBOUND_QUEUE)) {
    await handleInboundEvent(testContext(t), String(j.data.eventKey));
    await finishJob(t, j.id);
  }
}

describe(`failed WhatsApp sends are seen (${TEST_ENGINE})`, () => {
  it("reads the Cloud API's codes as what the admin can do", () => {
    expect(failureReason('WhatsApp API answered 400: {"error":{"code":131047}}')).toBe("window_closed");
    expect(failureReason("WhatsApp: 131026 Message undeliverable")).toBe("not_on_whatsapp");
    expect(failureReason('WhatsApp API answered 400: {"error":{"code":132015}}')).toBe("template_paused");
    expect(failureReason("WhatsApp: 131056 Pair rate limit hit")).toBe("limit_reached");
    expect(failureReason("WhatsApp API unreachable: no answer within 15000 ms")).toBe("unreachable");
    expect(failureReason("Template job_offer_v1 is paused or disabled")).toBe("template_paused");
    expect(failureReason("something new")).toBe("other");
  });

  it("an offer failed by a status callback and one refused at send show on the work and in the list, in words", async () => {
    const work = await createWork(t, { date: futureDate(5) });
    const [anu, biju, chinnu] = [
      await t.createUser("boys"),
      await t.createUser("boys"),
      await t.createUser("boys"),
    ];
    const row = (userId: number, status: string, wamid: string | null, lastError: string | null = null) => ({
      userId,
      workId: work.id,
      kind: "job_offer",
      template: "job_offer_v1",
      language: "ml",
      toNumber: "919800000000",
      params: [],
      status,
      day: futureDate(0),
      sendAt: new Date().toISOString(),
      wamid,
      lastError,
    });
    await t.db
      .insert(whatsappOutbox)
      .values([
        row(anu.id, "sent", `wamid.fs.${work.id}.1`),
        row(biju.id, "sent", `wamid.fs.${work.id}.2`),
        row(chinnu.id, "failed", null, 'WhatsApp API answered 400: {"error":{"code":132015}}'),
      ]);
    await callback([
      {
        id: `wamid.fs.${work.id}.1`,
        status: "failed",
        errors: [{ code: 131026, title: "Message undeliverable" }],
      },
      { id: `wamid.fs.${work.id}.2`, status: "delivered" },
      { id: `wamid.fs.${work.id}.2`, status: "read" },
    ]);

    const offers = await t.request({
      method: "GET",
      url: `/api/whatsapp/works/${work.id}/offers/`,
      as: admin,
    });
    expect(offers.statusCode).toBe(200);
    const body = offers.json<WhatsappWorkOffers>();
    expect(body).toMatchObject({ delivered: 1, read: 1 });
    expect(body.failed.map((f) => [f.user, f.reason]).sort()).toEqual(
      [
        [anu.id, tr("ml", "whatsapp:failure.not_on_whatsapp")],
        [chinnu.id, tr("ml", "whatsapp:failure.template_paused")],
      ].sort(),
    );

    const list = await t.request({ method: "GET", url: "/api/notifications/failed-deliveries/", as: admin });
    const mine = list.json<{ results: FailedDelivery[] }>().results.filter((d) => d.work_id === work.id);
    expect(mine.map((d) => [d.source, d.type, d.user_id, d.reason]).sort()).toEqual(
      [
        ["template", "work_offered", anu.id, tr("ml", "whatsapp:failure.not_on_whatsapp")],
        ["template", "work_offered", chinnu.id, tr("ml", "whatsapp:failure.template_paused")],
      ].sort(),
    );
    // The raw answer stays for support, never as the words.
    expect(mine.every((d) => !d.reason.includes("{"))).toBe(true);
  });

  it("sends again only where that can help: a failure of reach is retried, a number not on WhatsApp is not", async () => {
    const work = await createWork(t, { date: futureDate(5) });
    const boy = await t.createUser("boys");
    const base = {
      userId: boy.id,
      workId: work.id,
      kind: "job_offer",
      template: "job_offer_v1",
      language: "ml",
      toNumber: "919800000000",
      params: [],
      status: "failed",
      day: futureDate(0),
      sendAt: new Date().toISOString(),
    };
    const [unreachable, gone] = await t.db
      .insert(whatsappOutbox)
      .values([
        { ...base, lastError: "WhatsApp API unreachable: no answer within 15000 ms" },
        { ...base, lastError: "WhatsApp: 131026 Message undeliverable" },
      ])
      .returning();
    const offers = await t.request({
      method: "GET",
      url: `/api/whatsapp/works/${work.id}/offers/`,
      as: admin,
    });
    const byId = new Map(offers.json<WhatsappWorkOffers>().failed.map((f) => [f.id, f.can_retry]));
    expect(byId.get(unreachable?.id ?? 0)).toBe(true);
    expect(byId.get(gone?.id ?? 0)).toBe(false);

    const retry = (id: number, as: TestUser = admin) =>
      t.request({ method: "POST", url: `/api/whatsapp/outbox/${id}/retry/`, as });
    const captain = await t.createUser("subadmin");
    expect((await retry(unreachable?.id ?? 0, captain)).statusCode).toBe(403);
    expect((await retry(gone?.id ?? 0)).statusCode).toBe(409);
    expect((await retry(unreachable?.id ?? 0)).statusCode).toBe(200);
    // Once: it is scheduled now, with its job, and a second press finds nothing to retry.
    expect((await retry(unreachable?.id ?? 0)).statusCode).toBe(409);
    const rows = await t.app.database.query<{ status: string }>(
      "select status from whatsapp_outbox where id = $1",
      [unreachable?.id],
    );
    expect(rows.rows[0]?.status).toBe("scheduled");
    const jobs = await t.app.database.query(
      "select 1 from pgboss.job where name = 'whatsapp-send' and data->>'messageId' = $1",
      [String(unreachable?.id)],
    );
    expect(jobs.rows).toHaveLength(1);
  });
});
