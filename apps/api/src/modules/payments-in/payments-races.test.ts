import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentAllocations } from "../../db/schema.js";
import { pastDate } from "../../test/factories.js";
import { createTestApp, type TestApp, type TestUser } from "../../test/helpers.js";
import { issuedBill, makeClient } from "../../test/receivables-fixture.js";

// Races need real connections at once: PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

describe.skipIf(!onPostgres)("two payments against one bill at once on PostgreSQL", () => {
  it("never settles more than the bill: the second finds what the first left, the rest is its advance", async () => {
    const client = await makeClient(t);
    const bill = await issuedBill(t, client.id, { taxable: 1_000_000, date: pastDate(10) });
    // 11,800.00 owed; two payments of 8,000.00 at once.
    const results = await Promise.all(
      ["UTR-A", "UTR-B"].map((reference) =>
        t.request({
          method: "POST",
          url: `/api/clients/${client.id}/payments/`,
          as: admin,
          payload: { amount: "8000", method: "bank_transfer", reference, received_on: pastDate(0) },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [sum] = await t.db
      .select({ total: sql<string>`sum(${paymentAllocations.amount})` })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, bill.id));
    expect(sum?.total).toBe("11800.00");
    const advances = results.map((r) => r.json().advance).sort();
    expect(advances).toEqual(["0.00", "4200.00"]);
  });

  it("ten split payments at once on five bills settle each bill at most once over", async () => {
    const client = await makeClient(t);
    const bills = await Promise.all(
      [1, 2, 3, 4, 5].map((d) => issuedBill(t, client.id, { taxable: 100_000, date: pastDate(d) })),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({
          method: "POST",
          url: `/api/clients/${client.id}/payments/`,
          as: admin,
          payload: {
            amount: "1180",
            method: "upi",
            reference: `UTR-${i}`,
            received_on: pastDate(0),
            allocations: [{ invoice_id: bills[i % 5]?.id, amount: "1180" }],
          },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(
      Array(5).fill("PAYMENT_ALLOCATION_UNKNOWN_INVOICE"),
    );
    for (const bill of bills) {
      const [sum] = await t.db
        .select({ total: sql<string>`sum(${paymentAllocations.amount})` })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.invoiceId, bill.id));
      expect(sum?.total).toBe("1180.00");
    }
  });
});
