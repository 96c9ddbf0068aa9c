import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingTestApp } from "../../test/billing-app.js";
import { assign, complete, createWork, pastDate } from "../../test/factories.js";
import { TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

// The whole way through the API: a completed work billed, issued, paid in part with TDS, then in full.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await billingTestApp());
}, 60_000);
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, as: admin, payload });

describe(`from the bill to the money on ${TEST_ENGINE}`, () => {
  it("a part payment with TDS makes the invoice part paid and moves the dues; the rest makes it paid", async () => {
    const client = (
      await api("POST", "/api/clients/", { name: "Lakshmi Caterers", payment_terms_days: 0 })
    ).json();
    const work = await createWork(t, { date: pastDate(3), clientId: client.id, status: "completed" });
    for (const _ of [1, 2, 3]) {
      const boy = await t.createUser("boys");
      await assign(t, { workId: work.id, userId: boy.id }, "boys");
    }
    await complete(t, work.id);
    const draft = (await api("POST", "/api/invoices/", { work_id: work.id })).json();
    const issued = (
      await api("POST", `/api/invoices/${draft.id}/issue/`, { invoice_date: pastDate(2) })
    ).json();
    expect(issued).toMatchObject({ status: "issued", total: "3000.00", paid: "0.00", balance: "3000.00" });

    const part = await api("POST", `/api/clients/${client.id}/payments/`, {
      amount: "1940",
      tds_amount: "60",
      method: "bank_transfer",
      reference: "UTR77",
      received_on: pastDate(1),
    });
    expect(part.json().allocations).toEqual([
      { invoice_id: draft.id, number: issued.number, amount: "2000.00" },
    ]);
    expect((await api("GET", `/api/invoices/${draft.id}/`)).json()).toMatchObject({
      status: "part_paid",
      paid: "2000.00",
      balance: "1000.00",
      overdue: true,
    });
    const dues = (await api("GET", "/api/billing/dues/")).json();
    expect(dues.clients.find((c: { client_id: number }) => c.client_id === client.id)).toMatchObject({
      balance: "1000.00",
      overdue: "1000.00",
    });

    await api("POST", `/api/clients/${client.id}/payments/`, {
      amount: "1000",
      method: "cash",
      received_on: pastDate(0),
    });
    expect((await api("GET", `/api/invoices/${draft.id}/`)).json()).toMatchObject({
      status: "paid",
      balance: "0.00",
      overdue: false,
    });
    const after = (await api("GET", "/api/billing/dues/")).json();
    expect(after.clients.find((c: { client_id: number }) => c.client_id === client.id)).toBeUndefined();
  });
});
