import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPayments, paymentAllocations } from "../../db/schema.js";
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

const pay = (clientId: number, payload: Record<string, unknown>, as: TestUser = admin, headers = {}) =>
  t.request({ method: "POST", url: `/api/clients/${clientId}/payments/`, as, payload, headers });

async function paymentsOf(clientId: number) {
  return t.db.select().from(clientPayments).where(eq(clientPayments.clientId, clientId));
}

describe(`recording a client's payment on ${TEST_ENGINE}`, () => {
  it("a part payment with TDS settles the oldest bill first; money over every bill is the advance", async () => {
    const client = await makeClient(t);
    const older = await issuedBill(t, client.id, {
      taxable: 1_000_000,
      date: pastDate(40),
      dueDate: pastDate(33),
    });
    const newer = await issuedBill(t, client.id, {
      taxable: 500_000,
      date: pastDate(10),
      dueDate: pastDate(3),
    });
    // older: 10,000 + 1,800 GST = 11,800.00; newer: 5,900.00.
    const first = await pay(client.id, {
      amount: "11000",
      tds_amount: "200.00",
      method: "bank_transfer",
      reference: "UTR0001",
      received_on: pastDate(1),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      amount: "11000.00",
      tds_amount: "200.00",
      advance: "0.00",
      allocations: [{ invoice_id: older.id, amount: "11200.00" }],
    });
    const second = await pay(client.id, { amount: "7000.00", method: "upi", received_on: pastDate(0) });
    expect(second.json()).toMatchObject({
      advance: "500.00",
      allocations: [
        { invoice_id: older.id, amount: "600.00" },
        { invoice_id: newer.id, amount: "5900.00" },
      ],
    });
  });

  it("follows the admin's split, the rest kept as the advance", async () => {
    const client = await makeClient(t);
    await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(20) });
    const newer = await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(5) });
    const res = await pay(client.id, {
      amount: "1500",
      method: "cash",
      received_on: pastDate(0),
      allocations: [{ invoice_id: newer.id, amount: "1180" }],
    });
    expect(res.json()).toMatchObject({
      advance: "320.00",
      allocations: [{ invoice_id: newer.id, amount: "1180.00" }],
    });
  });

  it("refuses 0, three decimals, TDS above the amount, a future day and a split above a bill, changing nothing", async () => {
    const client = await makeClient(t);
    const bill = await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(5) });
    const base = { method: "upi", received_on: pastDate(0) };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, amount: "0" }, 400, "VALIDATION_FAILED"],
      [{ ...base, amount: "10.005" }, 400, "VALIDATION_FAILED"],
      [{ ...base, amount: 10.005 }, 400, "VALIDATION_FAILED"],
      [{ ...base, amount: "100", tds_amount: "100.01" }, 400, "VALIDATION_FAILED"],
      [{ ...base, amount: "100", received_on: "2999-01-01" }, 400, "PAYMENT_DATE_IN_FUTURE"],
      [{ ...base, amount: "100", method: "barter" }, 400, "VALIDATION_FAILED"],
      [
        { ...base, amount: "5000", allocations: [{ invoice_id: bill.id, amount: "1180.01" }] },
        400,
        "PAYMENT_ALLOCATION_ABOVE_BALANCE",
      ],
      [
        { ...base, amount: "100", allocations: [{ invoice_id: bill.id, amount: "200" }] },
        400,
        "PAYMENT_ALLOCATION_ABOVE_PAYMENT",
      ],
    ];
    for (const [payload, status, code] of cases) {
      const res = await pay(client.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await paymentsOf(client.id)).toHaveLength(0);
    expect(
      await t.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, bill.id)),
    ).toHaveLength(0);
  });

  it("says why in Malayalam to a Malayalam caller", async () => {
    const client = await makeClient(t);
    const res = await pay(
      client.id,
      { amount: "100", tds_amount: "101", method: "upi", received_on: pastDate(0) },
      admin,
      { "accept-language": "ml" },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain("TDS കിട്ടിയ തുകയേക്കാൾ കൂടരുത്");
  });

  it("a retry with the same UTR or the same Idempotency-Key records it once; another payment with that UTR is 409", async () => {
    const client = await makeClient(t);
    await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(5) });
    const body = { amount: "500", method: "upi", reference: "UTR-RETRY", received_on: pastDate(0) };
    const a = await pay(client.id, body);
    const b = await pay(client.id, body);
    expect(b.json().id).toBe(a.json().id);
    expect((await pay(client.id, { ...body, amount: "501" })).json().code).toBe("PAYMENT_REFERENCE_USED");
    const keyed = { amount: "100", method: "cash", received_on: pastDate(0) };
    const k1 = await pay(client.id, keyed, admin, { "idempotency-key": "cash-100-once" });
    const k2 = await pay(client.id, keyed, admin, { "idempotency-key": "cash-100-once" });
    expect(k2.json().id).toBe(k1.json().id);
    expect(await paymentsOf(client.id)).toHaveLength(2);
  });

  it("is for admins only: a captain or a worker gets 403, an unknown client 404", async () => {
    const client = await makeClient(t);
    const body = { amount: "100", method: "cash", received_on: pastDate(0) };
    expect((await pay(client.id, body, captain)).statusCode).toBe(403);
    expect((await pay(client.id, body, worker)).statusCode).toBe(403);
    for (const as of [captain, worker]) {
      expect(
        (await t.request({ method: "GET", url: `/api/clients/${client.id}/payments/`, as })).statusCode,
      ).toBe(403);
    }
    expect((await pay(999_999, body)).json().code).toBe("CLIENT_NOT_FOUND");
    expect(await paymentsOf(client.id)).toHaveLength(0);
  });
});
