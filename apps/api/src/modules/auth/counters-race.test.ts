import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../test/helpers.js";
import { countAttempt, settleSuccess } from "./auth.repository.js";

/**
 * Sign-ins of one account from one address touch the same counters from several statements at
 * once (the bench saw "deadlock detected" on PostgreSQL). Each statement must take the
 * rows it locks in one order. ROUNDS bursts of AT_ONCE parallel sign-ins deadlocked the old code in every run there;
 * the embedded engine runs one statement at a time and passes either way.
 */
const ROUNDS = 10;
const AT_ONCE = 200;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`sign-in counters on ${TEST_ENGINE}`, () => {
  it(`parallel sign-ins of one account never deadlock on its counters (${ROUNDS} x ${AT_ONCE} at once)`, async () => {
    const db = testContext(t).db;
    const [pair, address, account] = ["acct:7@10.9.9.9", "ip:10.9.9.9", "acct:7"];
    // What one successful sign-in does: count on the pair and address, then on the account, then settle.
    const signIn = async () => {
      await countAttempt(db, [pair, address], 15);
      await countAttempt(db, [account], 15);
      await settleSuccess(db, pair, [address, account]);
    };
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.allSettled(Array.from({ length: AT_ONCE }, signIn));
      const failed = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
      expect(failed.slice(0, 3), `round ${round}`).toEqual([]);
    }
    // Every attempt was taken back from the address and the account.
    const after = await countAttempt(db, [address, account], 15);
    expect(after.get(address)?.attempts).toBe(1);
    expect(after.get(account)?.attempts).toBe(1);
  }, 60_000);
});
