import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, paymentAllocations } from "../../db/schema.js";
import { pastDate } from "../../test/factories.js";
import { type BillingKit, billingTestApp } from "../../test/billing-app.js";
import { TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { issuedBill, makeClient } from "../../test/receivables-fixture.js";

// A credit note never credits money already paid on the bill: payments, TDS and an advance the
// bill took stay settled, and no refund is owed (docs/decisions/074-captains-price-credit-cap-booked-roles.md).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: TestUser;
let api: BillingKit["api"];
let newClient: BillingKit["newClient"];
let billOf: BillingKit["billOf"];
let pay: BillingKit["pay"];
beforeAll(async () => {
  ({ t, admin, api, newClient, billOf, pay } = await billingTestApp());
}, 60_000);
afterAll(() => t.close());

const credit = (invoiceId: number, body: Record<string, unknown>, language?: string) =>
  api("POST", `/api/invoices/${invoiceId}/credit-notes/`, { reason: "Correction", ...body }, language);

async function notesOf(invoiceId: number): Promise<number> {
  const rows = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, "credit_note"), eq(invoices.creditNoteOf, invoiceId)));
  return rows.length;
}

describe(`a credit note is capped by what is unpaid on the bill on ${TEST_ENGINE}`, () => {
  it("refuses to cancel a part-paid bill or credit its paid part (409, in English and Malayalam), allows the unpaid part", async () => {
    const clientId = await newClient("Part Paid Caterers");
    const bill = await billOf(clientId, 5);
    // 900.00 received and 100.00 TDS withheld: 1,000.00 settled, 2,000.00 unpaid.
    expect((await pay(clientId, "900", "UTR-CAP-1", { tds_amount: "100" })).statusCode).toBe(200);
    const whole = await credit(bill, {});
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({ code: "CREDIT_NOTE_ABOVE_UNPAID" });
    expect(whole.json().message).toContain("₹1,000");
    expect(whole.json().message).toContain("₹2,000");
    const ml = await credit(bill, { amount: "2500" }, "ml");
    expect(ml.statusCode).toBe(409);
    expect(ml.json().message).toContain("ക്രെഡിറ്റ് നോട്ട്");
    expect(ml.json().message).toContain("₹2,000");
    expect(await notesOf(bill)).toBe(0);
    expect((await api("GET", `/api/invoices/${bill}/`)).json()).toMatchObject({
      status: "part_paid",
      balance: "2000.00",
    });

    const part = await credit(bill, { amount: "2000" });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ kind: "credit_note", total: "2000.00" });
    expect((await api("GET", `/api/invoices/${bill}/`)).json()).toMatchObject({
      credited: "2000.00",
      paid: "1000.00",
      balance: "0.00",
    });
    // Nothing is unpaid now: not even a rupee more.
    const more = await credit(bill, { amount: "1" });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe("CREDIT_NOTE_ABOVE_UNPAID");
    expect(await notesOf(bill)).toBe(1);
  });

  it("counts the advance a bill took at issue as paid: a bill the advance settled cannot be credited", async () => {
    const clientId = await newClient("Advance Caterers");
    expect((await pay(clientId, "3000", "UTR-CAP-ADV")).json().advance).toBe("3000.00");
    const bill = await billOf(clientId, 4);
    expect((await api("GET", `/api/invoices/${bill}/`)).json()).toMatchObject({
      status: "paid",
      advance_applied: "3000.00",
    });
    const res = await credit(bill, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CREDIT_NOTE_ABOVE_UNPAID");
    expect(await notesOf(bill)).toBe(0);
    expect((await api("GET", `/api/invoices/${bill}/`)).json().status).toBe("paid");
  });

  it("takes earlier credit notes and payments together; an unpaid bill is still cancelled whole", async () => {
    const clientId = await newClient("Earlier Notes Caterers");
    const bill = await billOf(clientId, 3);
    expect((await credit(bill, { amount: "1000" })).statusCode).toBe(201);
    // 2,000.00 left after the note; 1,500.00 paid on it: 500.00 unpaid.
    const paid = await pay(clientId, "1500", "UTR-CAP-2", {
      allocations: [{ invoice_id: bill, amount: "1500" }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await credit(bill, { amount: "600" })).json().code).toBe("CREDIT_NOTE_ABOVE_UNPAID");
    expect((await credit(bill, { amount: "500" })).statusCode).toBe(201);
    expect((await api("GET", `/api/invoices/${bill}/`)).json()).toMatchObject({
      credited: "1500.00",
      balance: "0.00",
    });

    const untouched = await billOf(clientId, 2);
    expect((await credit(untouched, {})).statusCode).toBe(201);
    expect((await api("GET", `/api/invoices/${untouched}/`)).json().status).toBe("cancelled");
  });
});

describe.skipIf(!onPostgres)("a payment and a credit note on one bill at once on PostgreSQL", () => {
  it("never credits and settles more than the bill between them", async () => {
    const client = await makeClient(t);
    const bills = await Promise.all(
      [1, 2, 3, 4].map((d) => issuedBill(t, client.id, { taxable: 1_000_000, date: pastDate(d) })),
    );
    // Each bill: 11,800.00 owed; a payment of 8,000.00 on it and its cancellation at the same moment.
    const results = await Promise.all(
      bills.flatMap((bill, i) => [
        t.request({
          method: "POST",
          url: `/api/clients/${client.id}/payments/`,
          as: admin,
          payload: {
            amount: "8000",
            method: "bank_transfer",
            reference: `UTR-RACE-${i}`,
            received_on: pastDate(0),
            allocations: [{ invoice_id: bill.id, amount: "8000" }],
          },
        }),
        t.request({
          method: "POST",
          url: `/api/invoices/${bill.id}/credit-notes/`,
          as: admin,
          payload: { reason: "Cancelled" },
        }),
      ]),
    );
    for (const [i, bill] of bills.entries()) {
      const payment = results[2 * i];
      const note = results[2 * i + 1];
      const [settled] = await t.db
        .select({ sum: sql<string | null>`sum(${paymentAllocations.amount})` })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.invoiceId, bill.id));
      const [credited] = await t.db
        .select({ sum: sql<string | null>`sum(${invoices.total})` })
        .from(invoices)
        .where(and(eq(invoices.kind, "credit_note"), eq(invoices.creditNoteOf, bill.id)));
      const paid = Number(settled?.sum ?? 0);
      const notes = Number(credited?.sum ?? 0);
      expect(paid + notes).toBeLessThanOrEqual(11_800);
      // One of the two came first: the bill was cancelled (the payment was refused onto it) or paid on.
      if (note?.statusCode === 201) {
        expect(paid).toBe(0);
        expect(payment?.statusCode).toBe(400);
      } else {
        expect(note?.json().code).toBe("CREDIT_NOTE_ABOVE_UNPAID");
        expect(paid).toBe(8000);
        expect(notes).toBe(0);
      }
    }
  });
});
