import { FARE_TYPES } from "@catercrew/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fares, refreshTokens, users } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmail: "boss@catercrew.test", adminPassword: "boss-password" });
});
afterAll(() => t.close());

describe(`auth on ${TEST_ENGINE}`, () => {
  it("seeds the first admin from the config, and the six fare types", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/admin_panel/login/",
      payload: { email: "boss@catercrew.test", password: "boss-password" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.user.role).toBe("admin");
    expect(body.tokens.access).toMatch(/^ey/);
    expect(body.user).not.toHaveProperty("password");
    expect(body.user).not.toHaveProperty("plain_password");
    const seeded = await t.db.select().from(fares);
    expect(seeded.map((f) => f.fareType).sort()).toEqual([...FARE_TYPES].sort());
    expect(seeded.every((f) => Number(f.amount) === 0)).toBe(true);
  });

  it("admin login refuses workers and wrong passwords", async () => {
    const worker = await t.createUser("boys", { email: "boy@catercrew.test" });
    const asWorker = await t.request({
      method: "POST",
      url: "/api/admin_panel/login/",
      payload: { email: "boy@catercrew.test", password: worker.password },
    });
    expect(asWorker.statusCode).toBe(403);
    const wrong = await t.request({
      method: "POST",
      url: "/api/admin_panel/login/",
      payload: { email: "boss@catercrew.test", password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: false,
      code: "INVALID_CREDENTIALS_ADMIN",
      message: "Invalid email or password.",
    });
  });

  it("signs in with mobile number, e-mail or UserID", async () => {
    const u = await t.createUser("head_boy", { email: "hb@catercrew.test" });
    for (const identifier of [u.row.mobileNumber, "HB@catercrew.test", u.row.userCode.toLowerCase()]) {
      const res = await t.request({
        method: "POST",
        url: "/api/users/signin/",
        payload: { identifier, password: u.password },
      });
      expect(res.statusCode, String(identifier)).toBe(200);
      expect(res.json().user.id).toBe(u.id);
    }
  });

  it("worker area refuses admins; sub-admin area only admits captains and admins", async () => {
    const boy = await t.createUser("boys");
    const worker = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: "boss@catercrew.test", password: "boss-password", area: "worker" },
    });
    expect(worker.statusCode).toBe(403);
    const sub = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: boy.row.mobileNumber, password: boy.password, area: "subadmin" },
    });
    expect(sub.statusCode).toBe(403);
    expect(sub.json().message).toBe("Only captains and admins can sign in here.");
  });

  it("refuses deactivated users; unapproved users sign in but only read me", async () => {
    const off = await t.createUser("boys", { isActive: false });
    const res = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: off.row.mobileNumber, password: off.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);

    const pending = await t.createUser("boys", { isApproved: false });
    const login = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: pending.row.mobileNumber, password: pending.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.is_approved).toBe(false);
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: pending });
    expect(me.statusCode).toBe(200);
  });

  it("rotates refresh tokens and revokes them all on reuse; logout revokes", async () => {
    const u = await t.createUser("supervisor");
    const login = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    const first = login.json().tokens.refresh as string;
    const r1 = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: first },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().tokens.refresh as string;
    expect(second).not.toBe(first);
    const reuse = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: first },
    });
    expect(reuse.statusCode).toBe(401);
    // Reuse of a revoked token revoked the whole family.
    const after = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: second },
    });
    expect(after.statusCode).toBe(401);

    const l2 = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    const third = l2.json().tokens.refresh as string;
    expect(
      (await t.request({ method: "POST", url: "/api/users/logout/", payload: { refresh: third } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: third } }))
        .statusCode,
    ).toBe(401);
    const [live] = await t.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, u.id));
    expect(live?.n).toBeGreaterThan(0);
  });

  it("limits failed logins per identifier with a 429 and a try-again message", async () => {
    const u = await t.createUser("boys");
    for (let i = 0; i < t.config.loginMaxFailures; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/users/signin/",
        payload: { identifier: u.row.mobileNumber, password: "wrong-password" },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Try again in \d+ minutes?/);
  });

  it("answers 401 without a token, 401 for a bad token and 403 for a worker on an admin route", async () => {
    expect((await t.request({ method: "GET", url: "/api/users/users/me/" })).statusCode).toBe(401);
    const bad = await t.request({
      method: "GET",
      url: "/api/users/users/me/",
      headers: { authorization: "Bearer abc.def.ghi" },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe("Session expired. Please login again.");
    const worker = await t.createUser("boys");
    const onAdmin = await t.request({ method: "GET", url: "/api/admin_panel/admin/users/", as: worker });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().status).toBe(false);
  });

  it("rejects bad login bodies with 400 and field errors (a well-formed injection gets 401), never 500", async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ identifier: 123 }, 400],
      [{ identifier: "x".repeat(10_000), password: "y" }, 400],
      [{ identifier: "' OR 1=1 --", password: "' OR 1=1 --" }, 401],
      [{ identifier: ["a"], password: { $ne: 1 } }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await t.request({ method: "POST", url: "/api/users/signin/", payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(res.json().status).toBe(false);
      if (status === 400) expect(Object.keys(res.json().errors ?? {})).not.toHaveLength(0);
    }
    const notJson = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: "{bad json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    const [n] = await t.db.select({ n: count() }).from(users);
    expect(n?.n).toBeGreaterThan(0);
  });
});
