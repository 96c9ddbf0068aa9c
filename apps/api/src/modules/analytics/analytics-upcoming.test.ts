import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, complete, createWork, expense, wage } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;

/*
 * Completed work (2031-05-03, 9000.00): wage 2500.25, expense 400.50 -> 6099.25.
 * Upcoming work (2031-05-20, 7000.00): a wage saved already (300.00), not completed.
 * Upcoming work (2031-06-01, 5000.00): nothing yet.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  const boy = await t.createUser("boys");
  const done = await createWork(t, { date: "2031-05-03", paymentAmount: "9000.00", workType: "dinner" });
  await assign(t, { workId: done.id, userId: boy.id });
  await wage(t, { workId: done.id, userId: boy.id }, { roleType: "boys", totalWage: "2500.25" });
  await expense(t, done.id, { amount: "400.50" });
  await complete(t, done.id);
  const soon = await createWork(t, { date: "2031-05-20", paymentAmount: "7000.00", workType: "dinner" });
  await assign(t, { workId: soon.id, userId: boy.id });
  await wage(t, { workId: soon.id, userId: boy.id }, { roleType: "boys", totalWage: "300.00" });
  await createWork(t, { date: "2031-06-01", paymentAmount: "5000.00", workType: "lunch" });
});
afterAll(() => t.close());

describe(`analytics overview and upcoming works on ${TEST_ENGINE}`, () => {
  it("counts money of completed works only, so revenue - wages - expenses = profit/loss", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/admin_panel/work-profit-loss/overview/",
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({
      works: 3,
      profit_works: 1,
      loss_works: 0,
      upcoming_works: 2,
      upcoming_revenue: "12000.00",
      revenue: "9000.00",
      wages: "2500.25",
      expenses: "400.50",
      profit_or_loss: "6099.25",
    });
    // Only settled months and types get a bar; May's upcoming work adds nothing to it.
    expect(
      body.by_month.map((m: { month: string; profit_or_loss: string }) => [m.month, m.profit_or_loss]),
    ).toEqual([["2031-05", "6099.25"]]);
    expect(body.by_work_type.map((w: { work_type: string }) => w.work_type)).toEqual(["Dinner"]);
  });
});

describe(`analytics list order on ${TEST_ENGINE}`, () => {
  it("opens on completed works (newest first); works not completed yet follow, soonest first", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin_panel/work-profit-loss/", as: admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { date: string; is_final: boolean }[];
    expect(rows.map((r) => [r.date, r.is_final])).toEqual([
      ["2031-05-03", true],
      ["2031-05-20", false],
      ["2031-06-01", false],
    ]);
  });
});
