import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notificationDeliveries, notifications, payoutDetails } from "../../db/schema.js";
import { createTestApp, multipart, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { whatsappMessageBody } from "../whatsapp/outbound/notice-channel.js";

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

  it("is one UPI ID with the profile's upi_id: either screen changes it, and each change is told on WhatsApp too", async () => {
    const w = await t.createUser("boys");
    const profile = (upi: string) => {
      const form = multipart({ upi_id: upi });
      return t.request({ method: "PATCH", url: "/api/users/update/users-details/", ...form, as: w });
    };
    const notices = () =>
      t.db
        .select({ id: notifications.id, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, w.id), eq(notifications.type, "payout_details_changed")));

    await put(w, { upi_id: "ravi.k@okaxis", ...BANK });
    expect((await profile("ravi.k@okaxis")).json().user.upi_id).toBe("ravi.k@okaxis");
    expect(await notices()).toHaveLength(1);

    // Changed on the profile: the payout details answer it, and the worker is told, masked.
    const changed = await profile("thief.x@ybl");
    expect(changed.json().user.upi_id).toBe("thief.x@ybl");
    const now = await t.request({ method: "GET", url: URL, as: w });
    expect(now.json()).toMatchObject({ upi_id: "thief.x@ybl", account_number_masked: "xxxx4321" });
    const told = await notices();
    expect(told).toHaveLength(2);
    expect(told[1]?.params).toEqual({ destination: "th…@ybl" });
    const [delivery] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, told[1]?.id ?? 0),
          eq(notificationDeliveries.channel, "whatsapp"),
        ),
      );
    expect(delivery).toBeDefined();
    const body = whatsappMessageBody("919847012345", "payout_details_changed", told[1]?.params ?? {}, "ml");
    expect(body.template.name).toBe("catercrew_payout_details_changed");
    expect(body.template.components?.[0]?.parameters).toEqual([{ type: "text", text: "th…@ybl" }]);

    // Removed on Where to pay me: the profile shows no UPI ID either.
    await put(w, { upi_id: "", keep_account: true });
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: w });
    expect(JSON.stringify(me.json())).toContain('"upi_id":""');
    expect(await notices()).toHaveLength(3);
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
    expect(row).toMatchObject({ accountNumber: null });
    expect((await t.request({ method: "GET", url: URL, as: w })).json().upi_id).toBe("keep@okaxis");
  });

  it("is the worker's own: an admin has no such page", async () => {
    const admin = await t.createUser("admin");
    expect((await t.request({ method: "GET", url: URL, as: admin })).statusCode).toBe(403);
  });
});
