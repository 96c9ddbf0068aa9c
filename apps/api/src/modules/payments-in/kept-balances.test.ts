import { ageBalances, fromPaise, toPaise } from "@catercrew/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.js";
import { clientPayments, invoices } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { type BillingKit, billingTestApp } from "../../test/billing-app.js";
import { pastDate } from "../../test/factories.js";
import { TEST_ENGINE, type TestApp } from "../../test/helpers.js";
import { issuedBill } from "../../test/receivables-fixture.js";

// Each bill's kept balance (invoices.balance, record 079) against the one computed from its credit
// notes and payments, after every write that changes it.

let t: TestApp;
let api: BillingKit["api"];
let newClient: BillingKit["newClient"];
let billOf: BillingKit["billOf"];
let pay: BillingKit["pay"];
beforeAll(async () => {
  ({ t, api, newClient, billOf, pay } = await billingTestApp());
}, 60_000);
afterAll(() => t.close());

/** The bills whose kept balance is not the computed one (none, when the triggers hold). */
async function drift() {
  return queryRows<{ id: number; kept: string; computed: string }>(
    t.db,
    sql`select i.id, i.balance::text as kept, (case when i.kind = 'invoice' and i.status = 'issued'
          then greatest(0, i.total
            - (select coalesce(sum(cn.total), 0) from invoices cn
                where cn.credit_note_of = i.id and cn.kind = 'credit_note' and cn.status = 'issued')
            - (select coalesce(sum(pa.amount), 0) from payment_allocations pa where pa.invoice_id = i.id))
          else 0 end)::text as computed
        from invoices i`,
  ).then((rows) => rows.filter((r) => Number(r.kept) !== Number(r.computed)));
}

async function kept(id: number): Promise<string | undefined> {
  const [row] = await t.db.select({ balance: invoices.balance }).from(invoices).where(eq(invoices.id, id));
  return row?.balance;
}

describe(`a bill's kept balance on ${TEST_ENGINE}`, () => {
  it("follows issuing, a part payment, a credit note and the full payment", async () => {
    const clientId = await newClient("Kept Balance Hall");
    const id = await billOf(clientId, 10);
    expect(await kept(id)).toBe("3000.00");
    expect((await pay(clientId, "900", "UTR-KEPT-1", { tds_amount: "100" })).statusCode).toBe(200);
    expect(await kept(id)).toBe("2000.00");
    const note = await api("POST", `/api/invoices/${id}/credit-notes/`, {
      reason: "one boy left early",
      amount: "500",
    });
    expect(note.statusCode).toBe(201);
    expect(await kept(id)).toBe("1500.00");
    expect(await kept(note.json().id)).toBe("0.00");
    expect((await api("GET", `/api/invoices/${id}/`)).json()).toMatchObject({ balance: "1500.00" });
    expect((await pay(clientId, "1500", "UTR-KEPT-2")).statusCode).toBe(200);
    expect(await kept(id)).toBe("0.00");
    const dues = (await api("GET", "/api/billing/dues/")).json();
    expect(dues.clients.find((c: { client_id: number }) => c.client_id === clientId)).toBeUndefined();
    expect(await drift()).toEqual([]);
  });

  it("is 0 on a bill cancelled by a credit note and on a bill an advance settled", async () => {
    const clientId = await newClient("Kept Cancel Caterers");
    const cancelled = await billOf(clientId, 9);
    const note = await api("POST", `/api/invoices/${cancelled}/credit-notes/`, {
      reason: "work called off",
      full: true,
    });
    expect(note.statusCode).toBe(201);
    expect((await api("GET", `/api/invoices/${cancelled}/`)).json()).toMatchObject({ status: "cancelled" });
    expect(await kept(cancelled)).toBe("0.00");

    expect((await pay(clientId, "4000", "UTR-KEPT-ADV")).json().advance).toBe("4000.00");
    const settled = await billOf(clientId, 8);
    expect(await kept(settled)).toBe("0.00");
    const partly = await billOf(clientId, 7);
    expect(await kept(partly)).toBe("2000.00");
    expect(await drift()).toEqual([]);
  });

  it("holds for rows written directly and a removed payment", async () => {
    const clientId = await newClient("Kept Direct Rows");
    const bill = await issuedBill(t, clientId, { taxable: 100_000, date: pastDate(20) });
    expect(await kept(bill.id)).toBe("1180.00");
    await issuedBill(t, clientId, { taxable: 10_000, date: pastDate(19), creditNoteOf: bill.id });
    expect(await kept(bill.id)).toBe("1062.00");
    const paid = (await pay(clientId, "1062", "UTR-KEPT-DIRECT")).json();
    expect(await kept(bill.id)).toBe("0.00");
    // A payment removed (its splits go with it) leaves the bill open again.
    await t.db.delete(clientPayments).where(eq(clientPayments.id, paid.id));
    expect(await kept(bill.id)).toBe("1062.00");
    expect(await drift()).toEqual([]);
  });

  it("ages on the screen at each bucket's edges as bucketOf does", async () => {
    const clientId = await newClient("Kept Edges Hall");
    const today = todayInKolkata(new Date());
    const before = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - days);
      return d.toISOString().slice(0, 10);
    };
    const late = [-1, 0, 1, 30, 31, 60, 61, 90, 91];
    const bills = [];
    for (const [i, days] of late.entries()) {
      const dueDate = before(days);
      const bill = await issuedBill(t, clientId, {
        taxable: 10_000 * 2 ** i,
        date: before(days + 7),
        dueDate,
      });
      bills.push({ dueDate, balance: toPaise(bill.total) });
    }
    const row = (await api("GET", "/api/billing/dues/"))
      .json()
      .clients.find((c: { client_id: number }) => c.client_id === clientId);
    const expected = ageBalances(bills, today);
    expect(row.ageing).toEqual(
      Object.fromEntries(Object.entries(expected).map(([b, v]) => [b, fromPaise(v)])),
    );
    expect(row).toMatchObject({ open_invoices: late.length, oldest_due_date: before(91) });
  });
});
