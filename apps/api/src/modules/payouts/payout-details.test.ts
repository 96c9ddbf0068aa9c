import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, payoutDetails } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let boy: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boy = await t.createUser("boys");
}, 60_000);
afterAll(() => t.close());

const URL = "/api/users/me/payout-details/";
const put = (as: TestUser, payload: Record<string, unknown>, lang = "en") =>
  t.request({ method: "PUT", url: URL, as, payload, headers: { "accept-language": lang } });

const BANK = {
  account_number: "123456784321",
  account_number_confirm: "123456784321",
  ifsc: "sbin0001234",
  account_name: "Ravi Kumar",
};

describe(`payout details on ${TEST_ENGINE}`, () => {
  it("starts empty, saves a UPI ID and a bank account, and shows the account only masked", async () => {
    const empty = await t.request({ method: "GET", url: URL, as: boy });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ upi_id: null, account_number_masked: null });
    const res = await put(boy, { upi_id: "ravi.kumar@okaxis", ...BANK });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      upi_id: "ravi.kumar@okaxis",
      upi_id_masked: "ra…@okaxis",
      account_number_masked: "xxxx4321",
      ifsc: "SBIN0001234",
      account_name: "Ravi Kumar",
    });
    expect(res.body).not.toContain("123456784321");
    const again = await t.request({ method: "GET", url: URL, as: boy });
    expect(again.json().account_number_masked).toBe("xxxx4321");
  });

  it("keeps the saved bank account when only the UPI ID changes with keep_account, and removes it without", async () => {
    const w = await t.createUser("boys");
    await put(w, { upi_id: "old@ybl", ...BANK });
    const kept = await put(w, { upi_id: "new@ybl", keep_account: true });
    expect(kept.json()).toMatchObject({
      upi_id: "new@ybl",
      account_number_masked: "xxxx4321",
      ifsc: "SBIN0001234",
    });
    const removed = await put(w, { upi_id: "new@ybl" });
    expect(removed.json()).toMatchObject({ upi_id: "new@ybl", account_number_masked: null, ifsc: null });
  });

  it("tells the worker when his payout address changes, and not when nothing changed", async () => {
    const w = await t.createUser("boys");
    const count = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, w.id), eq(notifications.type, "payout_details_changed")))
      ).length;
    await put(w, { upi_id: "a1@ybl" });
    expect(await count()).toBe(1);
    await put(w, { upi_id: "a1@ybl" });
    expect(await count()).toBe(1);
    await put(w, { upi_id: "thief@ybl" });
    expect(await count()).toBe(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, w.id), eq(auditLog.action, "payout_details.update")));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain("thief@ybl");
  });

  it("refuses a malformed UPI ID, a bad IFSC and two different account numbers, changing nothing", async () => {
    const w = await t.createUser("boys");
    await put(w, { upi_id: "keep@okaxis" });
    const bad = [
      [{ upi_id: "no-at-sign" }, "upi_id"],
      [{ ...BANK, ifsc: "SBIN1234" }, "ifsc"],
      [{ ...BANK, account_number_confirm: "123456784322" }, "account_number_confirm"],
      [{ ...BANK, account_number: "12ab" }, "account_number"],
      [{ account_number: "123456784321" }, "ifsc"],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await put(w, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const ml = await put(w, { ...BANK, account_number_confirm: "1" }, "ml");
    expect(ml.json().errors.account_number_confirm[0]).toBe("രണ്ട് അക്കൗണ്ട് നമ്പറുകളും ഒന്നല്ല");
    const [row] = await t.db.select().from(payoutDetails).where(eq(payoutDetails.userId, w.id));
    expect(row).toMatchObject({ upiId: "keep@okaxis", accountNumber: null });
  });

  it("is the worker's own: an admin has no such page", async () => {
    const admin = await t.createUser("admin");
    expect((await t.request({ method: "GET", url: URL, as: admin })).statusCode).toBe(403);
  });
});
