import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, wages } from "../../db/schema.js";
import { TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { type PayoutsTestApp, paidCrew, payoutsTestApp } from "../../test/payouts-fixture.js";
import { settleQuietCash } from "./cash.service.js";

// No provider configured: every line is cash.
let app: PayoutsTestApp;
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let post: PayoutsTestApp["post"];
beforeAll(async () => {
  const made = await payoutsTestApp("none");
  app = made;
  ({ t, admin, captain, post } = made);
}, 60_000);
afterAll(() => app.close());

async function cashCrew(size: number) {
  const crew = await paidCrew(t, size);
  const made = (await post("/api/payouts/batches/", captain, { work_id: crew.work.id })).json();
  const approved = (await post(`/api/payouts/batches/${made.id}/approve/`, admin)).json();
  return {
    ...crew,
    lines: approved.items as { id: number; method: string; status: string; user_id: number }[],
  };
}

const asWorker = (crew: Awaited<ReturnType<typeof cashCrew>>, i: number) => {
  const p = crew.people[i];
  if (!p) throw new Error("no such worker");
  return p.boy;
};

describe(`cash at the venue on ${TEST_ENGINE}`, () => {
  it("without a provider every line is cash; marked handed over, then the worker's Got it pays the wage", async () => {
    const crew = await cashCrew(2);
    expect(crew.lines.every((l) => l.method === "cash" && l.status === "pending")).toBe(true);
    const line = crew.lines[0];
    if (!line) throw new Error("no line");
    const boy = asWorker(crew, 0);
    expect((await post(`/api/payouts/items/${line.id}/confirm/`, boy, { received: true })).json().code).toBe(
      "PAYOUT_CASH_NOT_MARKED",
    );
    const marked = await post(`/api/payouts/items/${line.id}/cash-paid/`, captain);
    expect(marked.json()).toMatchObject({ status: "processing" });
    const other = asWorker(crew, 1);
    expect((await post(`/api/payouts/items/${line.id}/confirm/`, other, { received: true })).statusCode).toBe(
      403,
    );
    const got = await post(`/api/payouts/items/${line.id}/confirm/`, boy, { received: true });
    expect(got.json()).toMatchObject({ status: "paid" });
    expect(got.json().confirmed_at).not.toBeNull();
    const [w] = await t.db
      .select()
      .from(wages)
      .where(eq(wages.id, crew.people[0]?.wage.id ?? 0));
    expect(w).toMatchObject({ paymentStatus: "paid", paymentReference: "cash" });
    expect((await post(`/api/payouts/items/${line.id}/confirm/`, boy, { received: false })).statusCode).toBe(
      409,
    );
  });

  it("Not received tells the admins once, with the captain who marked it; the wage stays unpaid", async () => {
    const crew = await cashCrew(1);
    const line = crew.lines[0];
    if (!line) throw new Error("no line");
    await post(`/api/payouts/items/${line.id}/cash-paid/`, captain);
    const boy = asWorker(crew, 0);
    for (let i = 0; i < 2; i++) {
      const res = await post(`/api/payouts/items/${line.id}/confirm/`, boy, { received: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().disputed_at).not.toBeNull();
    }
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "cash_disputed")));
    const mine = told.filter((n) => JSON.stringify(n.params).includes(captain.row.userName));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(told.filter((n) => n.dedupeKey === `cash-disputed-${line.id}`)).toHaveLength(1);
    // The dashboard lists the dispute with the captain's name; the wage is not counted as on its way twice.
    const attention = (await t.request({ method: "GET", url: "/api/payouts/attention/", as: admin })).json();
    expect(attention.disputes).toContainEqual(
      expect.objectContaining({ item_id: line.id, marked_by_name: captain.row.userName, amount: "740.50" }),
    );
    expect((await t.request({ method: "GET", url: "/api/payouts/attention/", as: captain })).statusCode).toBe(
      403,
    );
    const [w] = await t.db
      .select()
      .from(wages)
      .where(eq(wages.id, crew.people[0]?.wage.id ?? 0));
    expect(w?.paymentStatus).toBe("not_paid");
    // A disputed line is never settled by the quiet rule.
    const later = new Date(Date.now() + 49 * 3_600_000);
    await settleQuietCash(testContext(t, { now: () => later }));
    const [still] = await t.db
      .select()
      .from(wages)
      .where(eq(wages.id, crew.people[0]?.wage.id ?? 0));
    expect(still?.paymentStatus).toBe("not_paid");
  });

  it("cash unanswered for 48 hours counts as received; before that it waits", async () => {
    const crew = await cashCrew(1);
    const line = crew.lines[0];
    if (!line) throw new Error("no line");
    await post(`/api/payouts/items/${line.id}/cash-paid/`, captain);
    const at = (hours: number) => testContext(t, { now: () => new Date(Date.now() + hours * 3_600_000) });
    await settleQuietCash(at(47));
    const wageId = crew.people[0]?.wage.id ?? 0;
    expect((await t.db.select().from(wages).where(eq(wages.id, wageId)))[0]?.paymentStatus).toBe("not_paid");
    expect(await settleQuietCash(at(49))).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(wages).where(eq(wages.id, wageId)))[0]).toMatchObject({
      paymentStatus: "paid",
      paymentReference: "cash",
    });
    expect(await settleQuietCash(at(50))).toBe(0);
  });
});
