import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWork, wage } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { issuedBill, makeClient } from "../../test/receivables-fixture.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let worker: TestUser;
let workId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  worker = await t.createUser("boys");
  const client = await makeClient(t);
  const work = await createWork(t, { date: "2026-05-10", status: "completed", paymentAmount: "20000.00" });
  workId = work.id;
  await wage(t, { workId, userId: worker.id }, { roleType: "boys", totalWage: "6000.00" });
  // Billed 15,000 taxable, then 1,000 credited: revenue 14,000, not the agreed 20,000.
  const bill = await issuedBill(t, client.id, { taxable: 1_500_000, date: "2026-05-11", workId });
  await issuedBill(t, client.id, { taxable: 100_000, date: "2026-06-02", creditNoteOf: bill.id });
  await t.request({
    method: "POST",
    url: `/api/clients/${client.id}/payments/`,
    as: admin,
    payload: { amount: "10000", tds_amount: "300", method: "upi", received_on: "2026-06-05" },
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, as: TestUser = admin) => t.request({ method: "GET", url, as });

describe(`profit and loss from real money on ${TEST_ENGINE}`, () => {
  it("a work with issued bills earns their taxable value net of credit notes, not the agreed price", async () => {
    const record = (await get(`/api/admin_panel/work/${workId}/profit-loss/`)).json();
    expect(record).toMatchObject({
      payment_amount: "20000.00",
      revenue: "14000.00",
      revenue_basis: "invoiced",
      profit_or_loss: "8000.00",
    });
  });

  it("the month view: invoiced by document date, collected with TDS, wages, margin", async () => {
    const res = await get("/api/billing/months/?from=2026-05&to=2026-06");
    expect(res.json()).toEqual({
      months: [
        {
          month: "2026-05",
          invoiced: "15000.00",
          collected: "0.00",
          wages: "6000.00",
          expenses: "0.00",
          margin: "9000.00",
        },
        {
          month: "2026-06",
          invoiced: "-1000.00",
          collected: "10300.00",
          wages: "0.00",
          expenses: "0.00",
          margin: "-1000.00",
        },
      ],
      totals: {
        invoiced: "14000.00",
        collected: "10300.00",
        wages: "6000.00",
        expenses: "0.00",
        margin: "8000.00",
      },
    });
    expect((await get("/api/billing/months/?from=2026-05&to=2026-06", captain)).statusCode).toBe(403);
  });

  it("captains see revenue and profit by default; when the admin turns it off, wages and expenses only", async () => {
    const url = `/api/sub_admin/work/${workId}/profit-loss/`;
    expect((await get(url, captain)).json()).toMatchObject({
      revenue: "14000.00",
      profit_or_loss: "8000.00",
    });
    expect((await get("/api/admin_panel/analytics-settings/")).json()).toEqual({
      captains_see_revenue: true,
    });
    const off = {
      method: "PUT" as const,
      url: "/api/admin_panel/analytics-settings/",
      payload: { captains_see_revenue: false },
    };
    expect((await t.request({ ...off, as: captain })).statusCode).toBe(403);
    expect((await t.request({ ...off, as: admin })).json()).toEqual({ captains_see_revenue: false });
    const hidden = (await get(url, captain)).json();
    expect(hidden).toMatchObject({ total_wages_paid: "6000.00", extra_expenses: "0.00" });
    for (const key of ["revenue", "profit_or_loss", "payment_amount", "status", "revenue_basis"]) {
      expect(hidden).not.toHaveProperty(key);
    }
    const list = (await get("/api/sub_admin/work-profit-loss/", captain)).json();
    expect(list[0]).not.toHaveProperty("profit_or_loss");
    const summary = (await get(`/api/sub_admin/work/${workId}/payment-summary/`, captain)).json();
    expect(summary).not.toHaveProperty("payment_amount");
    expect(summary.summary).not.toHaveProperty("profit_or_loss");
    expect(summary.summary.total).toBe("6000.00");
    // The admin still sees it all, on either path.
    expect((await get(url, admin)).json()).toMatchObject({ profit_or_loss: "8000.00" });
  });
});
