import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { issuedBill, makeClient } from "../../test/receivables-fixture.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let worker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  worker = await t.createUser("boys");
}, 60_000);
afterAll(() => t.close());

const get = (url: string, as: TestUser = admin) => t.request({ method: "GET", url, as });
const pay = (clientId: number, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: `/api/clients/${clientId}/payments/`, as: admin, payload });

describe(`dues and statements on ${TEST_ENGINE}`, () => {
  it("ages each client's open bills from their due dates, the worst first, with the totals", async () => {
    const late = await makeClient(t, { name: "Late Caterers" });
    const fresh = await makeClient(t, { name: "Fresh Hosts" });
    await issuedBill(t, late.id, { taxable: 100_000, date: pastDate(120), dueDate: pastDate(113) }); // over 90
    await issuedBill(t, late.id, { taxable: 100_000, date: pastDate(47), dueDate: pastDate(40) }); // 31-60
    await issuedBill(t, fresh.id, { taxable: 1_000_000, date: pastDate(2), dueDate: pastDate(-5) }); // not due
    await issuedBill(t, fresh.id, { taxable: 100_000, date: pastDate(9), dueDate: pastDate(2) }); // 1-30
    const before = (await get("/api/billing/dues/")).json();
    const rowOf = (dues: { clients: { client_id: number }[] }, id: number) =>
      dues.clients.find((c) => c.client_id === id);
    expect(rowOf(before, late.id)).toMatchObject({
      balance: "2360.00",
      overdue: "2360.00",
      ageing: { not_due: "0.00", d1_30: "0.00", d31_60: "1180.00", d61_90: "0.00", over_90: "1180.00" },
      open_invoices: 2,
      oldest_due_date: pastDate(113),
    });
    expect(rowOf(before, fresh.id)).toMatchObject({
      balance: "12980.00",
      overdue: "1180.00",
      ageing: { not_due: "11800.00", d1_30: "1180.00" },
    });
    const order = before.clients.map((c: { client_id: number }) => c.client_id);
    expect(order.indexOf(late.id)).toBeLessThan(order.indexOf(fresh.id));
    expect(before.totals).toMatchObject({ balance: "15340.00", overdue: "3540.00" });

    // A part payment with TDS moves the dues: the oldest bill goes first.
    await pay(late.id, { amount: "1000", tds_amount: "180", method: "upi", received_on: pastDate(0) });
    const after = (await get("/api/billing/dues/")).json();
    expect(rowOf(after, late.id)).toMatchObject({
      balance: "1180.00",
      ageing: { d31_60: "1180.00", over_90: "0.00" },
      open_invoices: 1,
    });
    expect(after.totals).toMatchObject({ balance: "14160.00", overdue: "2360.00" });
    const order2 = after.clients.map((c: { client_id: number }) => c.client_id);
    // Still the worst: its bill 31-60 days late outweighs the other's 1-30.
    expect(order2.indexOf(late.id)).toBeLessThan(order2.indexOf(fresh.id));
  });

  it("a credit note lowers what is owed on its bill; an advance lowers the client's balance", async () => {
    const client = await makeClient(t);
    const bill = await issuedBill(t, client.id, {
      taxable: 200_000,
      date: pastDate(10),
      dueDate: pastDate(3),
    });
    await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(9), creditNoteOf: bill.id });
    await pay(client.id, { amount: "1500", method: "cash", received_on: pastDate(1) });
    const dues = (await get("/api/billing/dues/")).json();
    // 2,360 - 1,180 credited = 1,180 owed; paid 1,500: 320 advance.
    expect(dues.clients.find((c: { client_id: number }) => c.client_id === client.id)).toMatchObject({
      balance: "-320.00",
      advance: "320.00",
      open_invoices: 0,
    });
  });

  it("a statement lists bills, credit notes, payments and TDS in date order with the running balance", async () => {
    const client = await makeClient(t, { name: "Statement Hall" });
    const bill = await issuedBill(t, client.id, { taxable: 1_000_000, date: pastDate(30) });
    await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(20), creditNoteOf: bill.id });
    await pay(client.id, {
      amount: "9000",
      tds_amount: "200",
      method: "cheque",
      reference: "CHQ 123456",
      received_on: pastDate(10),
    });
    await issuedBill(t, client.id, { taxable: 500_000, date: pastDate(5) });
    const all = (await get(`/api/clients/${client.id}/statement/`)).json();
    expect(all.client).toMatchObject({ id: client.id, name: "Statement Hall" });
    expect(
      all.lines.map((l: { document: string; debit: string; credit: string; balance: string }) => [
        l.document,
        l.debit,
        l.credit,
        l.balance,
      ]),
    ).toEqual([
      ["invoice", "11800.00", "0.00", "11800.00"],
      ["credit_note", "0.00", "1180.00", "10620.00"],
      ["payment", "0.00", "9000.00", "1620.00"],
      ["tds", "0.00", "200.00", "1420.00"],
      ["invoice", "5900.00", "0.00", "7320.00"],
    ]);
    expect(all).toMatchObject({ opening_balance: "0.00", closing_balance: "7320.00" });
    const part = (await get(`/api/clients/${client.id}/statement/?from=${pastDate(15)}`)).json();
    expect(part.opening_balance).toBe("10620.00");
    expect(part.lines).toHaveLength(3);
    expect(part.closing_balance).toBe("7320.00");
  });

  it("is for admins only", async () => {
    const client = await makeClient(t);
    for (const as of [captain, worker]) {
      expect((await get("/api/billing/dues/", as)).statusCode).toBe(403);
      expect((await get(`/api/clients/${client.id}/statement/`, as)).statusCode).toBe(403);
    }
    expect((await get("/api/clients/999999/statement/")).statusCode).toBe(404);
  });
});
