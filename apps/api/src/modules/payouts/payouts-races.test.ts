import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, payoutItems, wages } from "../../db/schema.js";
import { TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, razorpayxTestApp } from "../../test/payouts-fixture.js";
import type { RazorpayxStandIn } from "../../test/razorpayx-stand-in.js";

/**
 * Payout races. They only show on PostgreSQL (the embedded engine runs one connection); ROUNDS
 * is enough for a missing lock to pay twice in every run there.
 */
const ROUNDS = 15;

let app: PayoutsTestApp;
let t: TestApp;
let standIn: RazorpayxStandIn;
let admin: TestUser;
let captain: TestUser;
let admin2: TestUser;
let post: PayoutsTestApp["post"];
beforeAll(async () => {
  const made = await razorpayxTestApp();
  app = made;
  standIn = made.standIn;
  ({ t, admin, captain, post } = made);
  admin2 = await t.createUser("admin");
}, 60_000);
afterAll(() => app.close());

describe(`payout races on ${TEST_ENGINE}`, () => {
  it(`two approvals at once: one sends, one is refused, every wage sent once (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const crew = await paidCrew(t, 3);
      const batch = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
      const before = standIn.payouts.size;
      const answers = await Promise.all([
        post(`/api/payouts/batches/${batch.id}/approve/`, admin),
        post(`/api/payouts/batches/${batch.id}/approve/`, admin2),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(standIn.payouts.size - before).toBe(3);
    }
  }, 120_000);

  it(`two "Pay the crew" taps at once make one batch (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const crew = await paidCrew(t, 2);
      const [a, b] = await Promise.all([
        post("/api/payouts/batches/", captain, { work_id: crew.work.id }),
        post("/api/payouts/batches/", admin, { work_id: crew.work.id }),
      ]);
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      expect(a?.json().id).toBe(b?.json().id);
    }
  }, 120_000);

  it(`an approval racing a wage marked paid by hand: the wage is paid one way only (${ROUNDS} rounds)`, async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < ROUNDS; i++) {
      const crew = await paidCrew(t, 2);
      const batch = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
      const first = crew.people[0];
      if (!first) throw new Error("no crew");
      const before = standIn.payouts.size;
      const [approved, byHand] = await Promise.all([
        post(`/api/payouts/batches/${batch.id}/approve/`, admin),
        post("/api/sub_admin/wages/mark-paid/", captain, { user: first.boy.id, work: crew.work.id }),
      ]);
      expect(approved.statusCode, approved.body).toBe(200);
      const line = approved.json().items.find((l: { wage_id: number }) => l.wage_id === first.wage.id);
      const sentForIt = [...standIn.payouts.values()].filter(
        (p) => p.reference_id === `wage-${first.wage.id}`,
      );
      // Paid one way only: the approval saw it paid by hand (cancelled, nothing sent), or the
      // hand mark found it in the payout (409 WAGE_IN_PAYOUT).
      if (line.status === "cancelled") {
        expect(byHand.statusCode, byHand.body).toBe(200);
        expect(sentForIt).toHaveLength(0);
      } else {
        expect(byHand.json().code).toBe("WAGE_IN_PAYOUT");
        expect(sentForIt).toHaveLength(1);
      }
      outcomes.add(line.status === "cancelled" ? "by hand first" : "payout first");
      expect(standIn.payouts.size - before).toBeLessThanOrEqual(2);
    }
  }, 120_000);

  it("20 parallel deliveries of one processed event change the line once", async () => {
    const crew = await paidCrew(t, 1);
    const batch = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
    await post(`/api/payouts/batches/${batch.id}/approve/`, admin);
    const [line] = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    const delivery = standIn.event(line?.providerPayoutId ?? "", "processed", `evt_par_${line?.id}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: "POST",
          url: "/api/payouts/webhooks/razorpayx/",
          payload: delivery.body,
          headers: delivery.headers,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().taken)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [line?.id ?? 0]));
    expect(audits.filter((a) => a.action === "payout.paid")).toHaveLength(1);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, crew.people[0]?.boy.id ?? 0));
    expect(told.filter((n) => n.type === "wage_paid")).toHaveLength(1);
    const [w] = await t.db
      .select()
      .from(wages)
      .where(eq(wages.id, line?.wageId ?? 0));
    expect(w?.paymentStatus).toBe("paid");
  }, 60_000);
});
