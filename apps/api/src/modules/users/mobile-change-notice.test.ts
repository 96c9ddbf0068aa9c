import { t as say } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { renderNotification } from "../notifications/notifications.texts.js";

/** A change of mobile number is told to the person (in the app, and on WhatsApp where they opted in). */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

const noticesOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "mobile_changed")));

describe(`a change of mobile number on ${TEST_ENGINE}`, () => {
  it("tells the person, showing only the new number's last four digits", async () => {
    const boy = await t.createUser("boys");
    const put = (mobile: string) =>
      t.request({
        method: "PUT",
        url: `/api/sub_admin/users/${boy.id}/sub-admin-update/`,
        as: admin,
        payload: { user_name: boy.row.userName, mobile_number: mobile, role: boy.row.role },
      });
    // The same number again changes nothing and tells no one.
    expect((await put(boy.row.mobileNumber ?? "")).statusCode).toBe(200);
    expect(await noticesOf(boy.id)).toHaveLength(0);
    expect((await put("8123459876")).statusCode).toBe(200);
    const [notice] = await noticesOf(boy.id);
    expect(notice?.params).toEqual({ number: "******9876" });
    const en = renderNotification("mobile_changed", notice?.params ?? {}, "en");
    expect(en.body).toContain("******9876");
    expect(en.body).not.toContain("8123459876");
    expect(renderNotification("mobile_changed", notice?.params ?? {}, "ml").title).toBe(
      say("ml", "notification:mobile_changed.title"),
    );
  });
});
