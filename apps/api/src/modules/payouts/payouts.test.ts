import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutBatches, payoutItems, payoutWebhookEvents, wages } from "../../db/schema.js";
import { createWork } from "../../test/factories.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, razorpayxTestApp } from "../../test/payouts-fixture.js";
import type { RazorpayxStandIn } from "../../test/razorpayx-stand-in.js";
import { resendUnsentPayouts } from "./dispatch.service.js";

let app: PayoutsTestApp;
let t: TestApp;
let standIn: RazorpayxStandIn;
let admin: TestUser;
let captain: TestUser;
let post: PayoutsTestApp["post"];
beforeAll(async () => {
  const made = await razorpayxTestApp();
  app = made;
  standIn = made.standIn;
  ({ t, admin, captain, post } = made);
}, 60_000);
afterAll(() => app.close());

const deliver = (d: { body: string; headers: Record<string, string> }) =>
  t.request({ method: "POST", url: "/api/payouts/webhooks/razorpayx/", payload: d.body, headers: d.headers });

async function approvedCrew(size: number, cash = 0) {
  const crew = await paidCrew(t, size, cash);
  const made = await post("/api/payouts/batches/", captain, { work_id: crew.work.id });
  expect(made.statusCode).toBe(200);
  const approved = await post(`/api/payouts/batches/${made.json().id}/approve/`, admin);
  expect(approved.statusCode).toBe(200);
  return { ...crew, batch: approved.json() };
}

async function wageRow(id: number) {
  const [row] = await t.db.select().from(wages).where(eq(wages.id, id));
  return row;
}

describe(`payout batches on ${TEST_ENGINE}`, () => {
  it("a captain prepares a batch of 8 with methods and total; an admin approves it; one payout per wage", async () => {
    const crew = await paidCrew(t, 8, 2);
    const made = await post("/api/payouts/batches/", captain, { work_id: crew.work.id });
    expect(made.statusCode).toBe(200);
    const batch = made.json();
    expect(batch.items).toHaveLength(8);
    expect(batch.total).toBe("5952.00"); // 8 x 740.50 + (0+...+7)
    expect(batch.items.filter((i: { method: string }) => i.method === "cash")).toHaveLength(2);
    expect(batch.items[2].destination).toMatch(/^bo…@okaxis$/);
    expect(batch.items[3].destination).toMatch(/^xxxx\d{4}$/);
    expect((await post(`/api/payouts/batches/${batch.id}/approve/`, captain)).statusCode).toBe(403);
    const before = standIn.calls;
    const approved = await post(`/api/payouts/batches/${batch.id}/approve/`, admin);
    expect(approved.statusCode).toBe(200);
    expect(standIn.calls - before).toBe(6);
    const lines = approved.json().items as { method: string; status: string }[];
    expect(lines.filter((l) => l.method === "razorpayx").every((l) => l.status === "processing")).toBe(true);
    const sent = [...standIn.payouts.values()].filter((p) =>
      crew.people.some((c) => p.reference_id === `wage-${c.wage.id}`),
    );
    expect(sent.map((p) => p.amount).sort()).toEqual([74250, 74350, 74450, 74550, 74650, 74750]);
    expect(sent.filter((p) => p.mode === "UPI")).toHaveLength(3);
    const twice = await post(`/api/payouts/batches/${batch.id}/approve/`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("PAYOUT_BATCH_ALREADY_APPROVED");
    expect(standIn.calls - before).toBe(6);
    // A wage on its way cannot be marked paid by hand (edits end at completion); a cash one still can.
    const sentOne = crew.people[2];
    const cashOne = crew.people[0];
    if (!sentOne || !cashOne) throw new Error("no crew");
    const byHand = await post("/api/sub_admin/wages/mark-paid/", captain, {
      user: sentOne.boy.id,
      work: crew.work.id,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().code).toBe("WAGE_IN_PAYOUT");
    const cash = await post("/api/sub_admin/wages/mark-paid/", captain, {
      user: cashOne.boy.id,
      work: crew.work.id,
    });
    expect(cash.statusCode).toBe(200);
  });

  it("refuses a batch for an open work and for a work with nothing unpaid", async () => {
    const open = await createWork(t);
    expect((await post("/api/payouts/batches/", captain, { work_id: open.id })).json().code).toBe(
      "PAYOUT_WORK_NOT_CLOSED",
    );
    const { work } = await approvedCrew(2);
    const again = await post("/api/payouts/batches/", captain, { work_id: work.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("PAYOUT_NOTHING_TO_PAY");
  });

  it("processed pays the wage once with the UTR; repeats and a late processing change nothing", async () => {
    const { batch, people } = await approvedCrew(1);
    const payoutId = (await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id)))[0]
      ?.providerPayoutId;
    if (!payoutId) throw new Error("no payout id stored");
    const done = standIn.event(payoutId, "processed", "evt_once");
    const utr = standIn.payouts.get(payoutId)?.utr;
    for (let i = 0; i < 3; i++) expect((await deliver(done)).statusCode).toBe(200);
    expect((await deliver(standIn.event(payoutId, "processing"))).json().taken).toBe(false);
    const w = await wageRow(people[0]?.wage.id ?? 0);
    expect(w).toMatchObject({ paymentStatus: "paid", paymentReference: `UTR ${utr}` });
    const got = await t.request({ method: "GET", url: `/api/payouts/batches/${batch.id}/`, as: admin });
    expect(got.json().items[0]).toMatchObject({ status: "paid", utr });
    const boy = people[0]?.boy;
    if (!boy) throw new Error("no worker");
    const mine = await t.request({ method: "GET", url: "/api/users/me/payouts/", as: boy });
    expect(mine.json()[0]).toMatchObject({ method: "razorpayx", status: "paid", utr, amount: "740.50" });
    expect(mine.json()[0].paid_at).not.toBeNull();
    const events = await t.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.payoutId, payoutId));
    expect(events).toHaveLength(2);
  });

  it("a reversal after processed (or before it) leaves the wage unpaid; reversed is final", async () => {
    const { batch, people } = await approvedCrew(2);
    const lines = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    const [a, b] = lines.map((l) => l.providerPayoutId ?? "");
    await deliver(standIn.event(a ?? "", "processed"));
    await deliver(standIn.event(a ?? "", "reversed"));
    // Out of order: the reversal arrives first, the processed event after it.
    const reversedFirst = standIn.event(b ?? "", "reversed");
    await deliver(reversedFirst);
    await deliver(standIn.event(b ?? "", "processed"));
    for (const p of people) expect((await wageRow(p.wage.id))?.paymentStatus).toBe("not_paid");
    const after = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    expect(after.map((l) => l.status)).toEqual(["reversed", "reversed"]);
    // The wage can go into a new batch.
    const next = await post("/api/payouts/batches/", captain, { work_id: batch.work_id });
    expect(next.json().items).toHaveLength(2);
  });

  it("a wrong or missing signature is 401 and an unknown payout 404, nothing stored", async () => {
    const { batch } = await approvedCrew(1);
    const [line] = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    const good = standIn.event(line?.providerPayoutId ?? "", "processed", "evt_badsig");
    const tampered = { body: good.body.replace('"processed"', '"reversed"'), headers: good.headers };
    expect((await deliver(tampered)).statusCode).toBe(401);
    const { "x-razorpay-signature": _s, ...unsigned } = good.headers;
    const res = await deliver({ body: good.body, headers: unsigned });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("PAYOUT_SIGNATURE_INVALID");
    standIn.payouts.set("pout_Unknown0000001", {
      ...(standIn.payouts.get(line?.providerPayoutId ?? "") ?? never()),
      id: "pout_Unknown0000001",
      reference_id: "wage-999999",
    });
    const unknown = await deliver(standIn.event("pout_Unknown0000001", "processed", "evt_unknown"));
    expect(unknown.statusCode).toBe(404);
    const stored = await t.db.select().from(payoutWebhookEvents);
    expect(stored.map((e) => e.eventId)).not.toContain("evt_badsig");
    expect(stored.map((e) => e.eventId)).not.toContain("evt_unknown");
  });

  it("a timeout after RazorpayX took the payout: the retry with the same key pays once", async () => {
    const crew = await paidCrew(t, 1);
    const made = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
    standIn.delayMs = 2_500; // longer than the client's timeout (1 s in these tests)
    const slowBefore = standIn.payouts.size;
    const approved = await post(`/api/payouts/batches/${made.id}/approve/`, admin);
    standIn.delayMs = 0;
    expect(approved.json().items[0].status).toBe("queued");
    expect(standIn.payouts.size - slowBefore).toBe(1); // RazorpayX made it
    const retried = await post(`/api/payouts/batches/${made.id}/send/`, admin);
    expect(retried.json().items[0].status).toBe("processing");
    expect(standIn.payouts.size - slowBefore).toBe(1);
  }, 30_000);
});

describe(`a stop between approval and sending on ${TEST_ENGINE}`, () => {
  it("at start the unsent lines are sent once; a second start sends nothing", async () => {
    const crew = await paidCrew(t, 3);
    const made = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
    // What a kill -9 right after the approval's commit leaves: approved, lines queued, nothing sent.
    await t.db.update(payoutBatches).set({ status: "approved" }).where(eq(payoutBatches.id, made.id));
    await t.db.update(payoutItems).set({ status: "queued" }).where(eq(payoutItems.batchId, made.id));
    const before = standIn.payouts.size;
    expect(await resendUnsentPayouts(testContext(t))).toBe(0);
    expect(standIn.payouts.size - before).toBe(3);
    expect(await resendUnsentPayouts(testContext(t))).toBe(0);
    expect(standIn.payouts.size - before).toBe(3);
    const lines = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, made.id));
    expect(lines.every((l) => l.status === "processing" && l.providerPayoutId)).toBe(true);
  });
});

function never(): never {
  throw new Error("missing");
}
