import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.js";
import { extraExpenses, wages, works } from "../../db/schema.js";
import { createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { listProfitLoss, workPaymentSummary, workProfitLoss } from "./analytics.service.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
const ids = { a: 0, b: 0, c: 0, d: 0 };
const people: Record<string, TestUser> = {};

async function seedWork(values: Partial<typeof works.$inferInsert>) {
  const w = await createWork(t, {
    auditoriumName: "Hall",
    customerName: "Customer",
    customerMobile: "9000000001",
    address: "A",
    place: "P",
    district: "palakkad",
    date: "2030-01-01",
    reportingTime: "10:00",
    workType: "lunch",
    noOfBoysNeeded: 2,
    attendees: 100,
    paymentAmount: "0",
    ...values,
  });
  return w.id;
}

/*
 * Hand-computed fixture.
 * Work A (breakfast wedding, 2030-03-15, payment 10000.00):
 *   wages: captain 1500.00 paid, boy1 800.50 paid, boy2 799.75 not_paid, head boy 1000.00 not_paid,
 *          supervisor 1200.25 paid -> total 5300.50, paid 3500.75, pending 1799.75
 *   expenses 300.00 + 199.99 = 499.99 -> profit 10000.00 - 5300.50 - 499.99 = 4199.51 (Profit)
 * Work B (lunch, 2030-02-01, payment 1000.00): boy1 1200.00 not_paid -> -200.00 (Loss)
 * Work C (cancelled): never in analytics. Work D (dinner, 2030-01-10, payment 0): 0.00 (Profit)
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  for (const role of ["subadmin", "boys", "boys", "head_boy", "supervisor"] as const) {
    const u = await t.createUser(role, { userName: `${role} ${Object.keys(people).length}` });
    people[`${role}${Object.keys(people).length}`] = u;
  }
  captain = await t.createUser("subadmin");
  ids.a = await seedWork({
    auditoriumName: "Grand Palace",
    customerName: "Anil",
    workType: "break_fast",
    occasion: "wedding",
    date: "2030-03-15",
    paymentAmount: "10000.00",
    status: "completed",
  });
  ids.b = await seedWork({
    auditoriumName: "Town Hall",
    customerName: "Biju",
    date: "2030-02-01",
    paymentAmount: "1000.00",
    // Final once completed; figures so far before that are tested in money-rules.test.ts.
    status: "completed",
  });
  ids.c = await seedWork({ auditoriumName: "Gone Hall", status: "cancelled", paymentAmount: "50.00" });
  ids.d = await seedWork({
    auditoriumName: "Free Hall",
    workType: "dinner",
    date: "2030-01-10",
    status: "completed",
  });
  const [cap, boy1, boy2, hb, sup] = Object.values(people) as TestUser[];
  const wage = (userId: number, workId: number, roleType: string, totalWage: string, paid: boolean) => ({
    userId,
    workId,
    roleType,
    totalWage,
    baseFare: "100.00",
    paymentStatus: paid ? "paid" : "not_paid",
  });
  await t.db.insert(wages).values([
    wage(cap!.id, ids.a, "subadmin", "1500.00", true),
    wage(boy1!.id, ids.a, "boys", "800.50", true),
    wage(boy2!.id, ids.a, "boys", "799.75", false),
    // The extras the work carried (setting, loading, long fare) travel with the summary row.
    {
      ...wage(hb!.id, ids.a, "head_boy", "1000.00", false),
      extraSetting: "150.00",
      extraLoading: "75.50",
      longFare: "200.00",
    },
    wage(sup!.id, ids.a, "supervisor", "1200.25", true),
    wage(boy1!.id, ids.b, "boys", "1200.00", false),
  ]);
  await t.db.insert(extraExpenses).values([
    { workId: ids.a, expenseType: "Transport", amount: "300.00" },
    { workId: ids.a, expenseType: "Ice", amount: "199.99", description: "two blocks" },
  ]);
});
afterAll(() => t.close());

const get = (url: string, as: TestUser | null = admin) =>
  t.request({ method: "GET", url: `/api/admin_panel/${url}`, as });

describe(`analytics on ${TEST_ENGINE}`, () => {
  it("lists profit/loss per work newest first, without cancelled works", async () => {
    const res = await get("work-profit-loss/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids.a,
        Auditorium_name: "Grand Palace",
        customer_name: "Anil",
        date: "2030-03-15",
        work_type: "Break_Fast",
        work_status: "completed",
        status: "Profit",
        is_final: true,
        payment_amount: "10000.00",
        total_wages_paid: "5300.50",
        extra_expenses: "499.99",
        profit_or_loss: "4199.51",
        running_cost: "5800.49",
        revenue: "10000.00",
        revenue_basis: "projected",
      },
      expect.objectContaining({
        id: ids.b,
        status: "Loss",
        total_wages_paid: "1200.00",
        extra_expenses: "0.00",
        profit_or_loss: "-200.00",
      }),
      expect.objectContaining({
        id: ids.d,
        status: "Profit",
        payment_amount: "0.00",
        profit_or_loss: "0.00",
      }),
    ]);
  });

  it("filters by result, work type, dates and search, and pages", async () => {
    const idsOf = async (q: string) =>
      ((await get(`work-profit-loss/?${q}`)).json() as { id: number }[]).map((r) => r.id);
    expect(await idsOf("result=loss")).toEqual([ids.b]);
    expect(await idsOf("result=profit")).toEqual([ids.a, ids.d]);
    expect(await idsOf("work_type=Break_Fast")).toEqual([ids.a]);
    // An occasion sent as the work type (older clients) filters the occasion; the search finds it too.
    expect(await idsOf("work_type=Wedding")).toEqual([ids.a]);
    expect(await idsOf("search=wedding")).toEqual([ids.a]);
    // The occasion has its own filter (record 069), beside the meal; blank means any.
    expect(await idsOf("occasion=wedding")).toEqual([ids.a]);
    expect(await idsOf("occasion=birthday")).toEqual([]);
    expect(await idsOf("occasion=wedding&work_type=dinner")).toEqual([]);
    expect(await idsOf("occasion=")).toEqual([ids.a, ids.b, ids.d]);
    expect((await get("work-profit-loss/?occasion=picnic")).statusCode).toBe(400);
    const overview = (await get("work-profit-loss/overview/?occasion=wedding")).json();
    expect(overview.totals.works).toBe(1);
    expect(await idsOf("from=2030-01-15&to=2030-02-28")).toEqual([ids.b]);
    expect(await idsOf("search=biju")).toEqual([ids.b]);
    expect(await idsOf("search=dinner")).toEqual([ids.d]);
    const paged = (await get("work-profit-loss/?page=2&page_size=2")).json();
    expect(paged.results.map((r: { id: number }) => r.id)).toEqual([ids.d]);
    expect(paged.pagination).toEqual({ current_page: 2, total_pages: 2, total_items: 3, page_size: 2 });
    const lossPaged = (await get("work-profit-loss/?result=loss&page=1")).json();
    expect(lossPaged.pagination.total_items).toBe(1);
    expect((await get("work-profit-loss/?from=2030-13-01")).statusCode).toBe(400);
    expect((await get("work-profit-loss/?result=maybe")).statusCode).toBe(400);
  });

  it("keeps the unfiltered total in step with the works as they are added, cancelled, restored and deleted", async () => {
    const total = async () =>
      (await get("work-profit-loss/?page=1&page_size=2")).json().pagination.total_items;
    const counted = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from works where status <> 'cancelled'`,
        )
      )[0]?.n;
    const setStatus = (id: number, status: string) =>
      t.db.update(works).set({ status }).where(eq(works.id, id));
    const before = await total();
    expect(before).toBe(await counted());
    const extra = await seedWork({ auditoriumName: "Count Hall", status: "pending" });
    expect(await total()).toBe(before + 1);
    await setStatus(extra, "cancelled");
    expect(await total()).toBe(before);
    await setStatus(extra, "confirmed");
    expect(await total()).toBe(before + 1);
    await setStatus(extra, "completed");
    expect(await total()).toBe(before + 1);
    await t.db.delete(works).where(eq(works.id, extra));
    expect(await total()).toBe(before);
    expect(await total()).toBe(await counted());
  });

  it("gives one work's profit/loss, 404 for unknown works", async () => {
    expect((await get(`work/${ids.b}/profit-loss/`)).json()).toMatchObject({
      profit_or_loss: "-200.00",
      status: "Loss",
    });
    expect((await get("work/999999/profit-loss/")).statusCode).toBe(404);
  });

  it("summarizes payments by group with total, paid and pending", async () => {
    const res = await get(`work/${ids.a}/payment-summary/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.work_title).toBe("Grand Palace");
    expect(body.captains.map((m: { total_wage: string }) => m.total_wage)).toEqual(["1500.00"]);
    expect(body.boys.map((m: { total_wage: string }) => m.total_wage).sort()).toEqual(["799.75", "800.50"]);
    expect(body.head_boys[0]).toMatchObject({
      total_wage: "1000.00",
      payment_status: "not_paid",
      base_fare: "100.00",
      extra_setting: "150.00",
      extra_loading: "75.50",
      long_fare: "200.00",
    });
    expect(body.captains[0]).toMatchObject({
      extra_setting: "0.00",
      extra_loading: "0.00",
      long_fare: "0.00",
    });
    expect(body.supervisors[0]).toMatchObject({ total_wage: "1200.25", payment_status: "paid" });
    expect(body.extra_expense).toEqual([
      expect.objectContaining({ expense_type: "Transport", amount: "300.00", description: null }),
      expect.objectContaining({ expense_type: "Ice", amount: "199.99", description: "two blocks" }),
    ]);
    expect(body.summary).toEqual({
      total: "5300.50",
      paid: "3500.75",
      pending: "1799.75",
      extra_expenses: "499.99",
      grand_total: "5800.49",
      profit_or_loss: "4199.51",
      status: "Profit",
      is_final: true,
    });
    const empty = (await get(`work/${ids.d}/payment-summary/`)).json();
    expect(empty.summary).toMatchObject({ total: "0.00", paid: "0.00", pending: "0.00" });
    expect((await get("work/999999/payment-summary/")).statusCode).toBe(404);
  });

  it("gives an overview with totals, per month and per work type", async () => {
    // A search also reads each work's occasion (record 069).
    const searched = await get("work-profit-loss/overview/?search=wedding");
    expect(searched.statusCode, searched.body).toBe(200);
    const body = (await get("work-profit-loss/overview/")).json();
    expect(body.totals).toEqual({
      works: 3,
      profit_works: 2,
      loss_works: 1,
      upcoming_works: 0,
      upcoming_revenue: "0.00",
      revenue: "11000.00",
      wages: "6500.50",
      expenses: "499.99",
      profit_or_loss: "3999.51",
    });
    expect(
      body.by_month.map((m: { month: string; profit_or_loss: string }) => [m.month, m.profit_or_loss]),
    ).toEqual([
      ["2030-01", "0.00"],
      ["2030-02", "-200.00"],
      ["2030-03", "4199.51"],
    ]);
    expect(body.by_work_type.map((m: { work_type: string }) => m.work_type)).toEqual([
      "Break_Fast",
      "Dinner",
      "Lunch",
    ]);
  });

  it("is for admins only; the service functions serve the sub-admin paths", async () => {
    expect((await get("work-profit-loss/", captain)).statusCode).toBe(403);
    expect((await get("work-profit-loss/", null)).statusCode).toBe(401);
    const list = await listProfitLoss(testContext(t), { result: "loss" });
    expect(Array.isArray(list) && list.map((r) => r.id)).toEqual([ids.b]);
    expect((await workProfitLoss(testContext(t), ids.a)).profit_or_loss).toBe("4199.51");
    expect((await workPaymentSummary(testContext(t), ids.a)).summary.pending).toBe("1799.75");
  });
});
