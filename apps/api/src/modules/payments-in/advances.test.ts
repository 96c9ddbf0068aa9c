import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPayments, paymentAllocations } from "../../db/schema.js";
import { type BillingKit, billingTestApp } from "../../test/billing-app.js";
import { pastDate } from "../../test/factories.js";
import { TEST_ENGINE, type TestApp } from "../../test/helpers.js";

// A client's advance settles his next bills when they are issued (record 071).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let api: BillingKit["api"];
let newClient: BillingKit["newClient"];
let draftOf: BillingKit["draftOf"];
let pay: BillingKit["pay"];
beforeAll(async () => {
  ({ t, api, newClient, draftOf, pay } = await billingTestApp());
}, 60_000);
afterAll(() => t.close());

const payAhead = (clientId: number, amount: string, reference: string, daysAgo: number) =>
  pay(clientId, amount, reference, { received_on: pastDate(daysAgo) });
const issue = (id: number) => api("POST", `/api/invoices/${id}/issue/`, {});

async function advancesLeft(clientId: number): Promise<string[]> {
  const rows = await t.db
    .select({ advance: clientPayments.advance })
    .from(clientPayments)
    .where(eq(clientPayments.clientId, clientId))
    .orderBy(clientPayments.id);
  return rows.map((r) => r.advance);
}

async function settledOn(invoiceId: number): Promise<string | null> {
  const [row] = await t.db
    .select({ sum: sql<string | null>`sum(${paymentAllocations.amount})` })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.invoiceId, invoiceId));
  return row?.sum ?? null;
}

describe(`an advance settles the next bills on ${TEST_ENGINE}`, () => {
  it("spends the oldest payment's advance first, on the next bill and then the one after, once", async () => {
    const clientId = await newClient("Advance Caterers");
    expect((await payAhead(clientId, "1500", "UTR-ADV-1", 9)).json().advance).toBe("1500.00");
    expect((await payAhead(clientId, "3500", "UTR-ADV-2", 8)).json().advance).toBe("3500.00");
    const first = await draftOf(clientId, 6);
    const issued = await issue(first);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({
      total: "3000.00",
      paid: "3000.00",
      advance_applied: "3000.00",
      balance: "0.00",
      status: "paid",
    });
    expect(await advancesLeft(clientId)).toEqual(["0.00", "2000.00"]);
    // Issuing again answers the bill as it is and spends nothing more.
    expect((await issue(first)).json()).toMatchObject({ paid: "3000.00", advance_applied: "3000.00" });
    expect(await advancesLeft(clientId)).toEqual(["0.00", "2000.00"]);

    const second = await draftOf(clientId, 5);
    expect((await issue(second)).json()).toMatchObject({
      paid: "2000.00",
      advance_applied: "2000.00",
      balance: "1000.00",
      status: "part_paid",
    });
    expect(await advancesLeft(clientId)).toEqual(["0.00", "0.00"]);
    const payment = (await api("GET", `/api/clients/${clientId}/payments/`)).json();
    expect(payment[0]).toMatchObject({
      reference: "UTR-ADV-2",
      advance: "0.00",
      allocations: [
        { invoice_id: first, amount: "1500.00" },
        { invoice_id: second, amount: "2000.00" },
      ],
    });

    const statement = (await api("GET", `/api/clients/${clientId}/statement/`)).json();
    expect(statement.closing_balance).toBe("1000.00");
    expect(statement.advance).toBe("0.00");
    const bills = statement.lines.filter((l: { document: string }) => l.document === "invoice");
    expect(bills.map((l: { advance_applied: string }) => l.advance_applied)).toEqual(["3000.00", "2000.00"]);
    const doc = (await api("GET", `/api/invoices/${second}/document/`)).body;
    expect(doc).toContain("Less: advance received");
    expect(doc).toMatch(/Balance payable<\/td><td class="num">₹1,000\.00/);
  });

  it("a statement says what advance is still unused, and a month's statement opens with the balance before it", async () => {
    const clientId = await newClient("Unused Advance Caterers");
    const bill = await draftOf(clientId, 20);
    await api("POST", `/api/invoices/${bill}/issue/`, { invoice_date: pastDate(20) });
    await payAhead(clientId, "4000", "UTR-UNUSED", 10);
    const all = (await api("GET", `/api/clients/${clientId}/statement/`)).json();
    expect(all).toMatchObject({ closing_balance: "-1000.00", advance: "1000.00" });
    const later = (await api("GET", `/api/clients/${clientId}/statement/?from=${pastDate(15)}`)).json();
    expect(later.opening_balance).toBe("3000.00");
    expect(later.lines).toHaveLength(1);
    expect(later.lines[0]).toMatchObject({
      document: "payment",
      balance: "-1000.00",
      advance_applied: "0.00",
    });
  });
});

describe.skipIf(!onPostgres)("advances and bills at once on PostgreSQL", () => {
  it("two bills issued at once share an advance without spending it twice", async () => {
    const clientId = await newClient("Race Advance Caterers");
    await payAhead(clientId, "4000", "UTR-RACE-ADV", 9);
    const drafts = [await draftOf(clientId, 6), await draftOf(clientId, 5)];
    const results = await Promise.all(drafts.map(issue));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const applied = results.map((r) => r.json().advance_applied).sort();
    expect(applied).toEqual(["1000.00", "3000.00"]);
    expect(await advancesLeft(clientId)).toEqual(["0.00"]);
  });

  it("a payment recorded while a bill is issued: the bill is settled once, the rest stays advance", async () => {
    const clientId = await newClient("Race Payment Caterers");
    await payAhead(clientId, "2000", "UTR-RACE-P1", 9);
    const draft = await draftOf(clientId, 6);
    const [issued, paid] = await Promise.all([issue(draft), payAhead(clientId, "2000", "UTR-RACE-P2", 0)]);
    expect([issued.statusCode, paid.statusCode]).toEqual([200, 200]);
    expect(await settledOn(draft)).toBe("3000.00");
    const left = (await advancesLeft(clientId)).reduce((acc, v) => acc + Number(v), 0);
    expect(left).toBe(1000);
  });
});
