import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin", { email: "sessions-admin@catercrew.test" });
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

const me = (token: string) =>
  t.request({ method: "GET", url: "/api/users/users/me/", headers: { authorization: `Bearer ${token}` } });

/** A real sign-in: the access and refresh token the screens hold. */
async function signIn(u: TestUser, password = u.password) {
  const res = await t.request({
    method: "POST",
    url: "/api/users/signin/",
    payload: { identifier: u.row.mobileNumber, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().tokens as { access: string; refresh: string };
}

async function expectEnded(token: string) {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({
    code: "SESSION_EXPIRED",
    message: "Session expired. Please login again.",
  });
}

describe(`access tokens end with the session on ${TEST_ENGINE}`, () => {
  it("a password reset ends the user's access tokens at once; others keep theirs", async () => {
    const boy = await t.createUser("boys");
    const other = await t.createUser("boys");
    const tokens = await signIn(boy);
    expect((await me(tokens.access)).statusCode).toBe(200);
    expect((await me(boy.token)).statusCode).toBe(200);
    const reset = await t.request({
      method: "POST",
      url: `/api/users/users/${boy.id}/reset-password/`,
      as: admin,
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(tokens.access);
    await expectEnded(boy.token);
    // The refresh token died with it; the new password gives a working session.
    const renew = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: tokens.refresh },
    });
    expect(renew.statusCode).toBe(401);
    const fresh = await signIn(boy, reset.json().password);
    expect((await me(fresh.access)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it("a password change by an admin or from the sub-admin area ends the access tokens", async () => {
    const byAdmin = await t.createUser("head_boy");
    const before = await signIn(byAdmin);
    const changed = await t.request({
      method: "PATCH",
      url: `/api/users/users/${byAdmin.id}/admin-update/`,
      as: admin,
      payload: { password: "brand-new-1", plain_password: "brand-new-1" },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(before.access);
    expect((await me((await signIn(byAdmin, "brand-new-1")).access)).statusCode).toBe(200);

    const byCaptain = await t.createUser("boys");
    const old = await signIn(byCaptain);
    const edit = await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${byCaptain.id}/sub-admin-update/`,
      as: captain,
      payload: {
        user_name: byCaptain.row.userName,
        mobile_number: byCaptain.row.mobileNumber,
        role: "boys",
        password: "captain-set-1",
      },
    });
    expect(edit.statusCode).toBe(200);
    await expectEnded(old.access);
    await expectEnded(byCaptain.token);
  });

  it("an edit without a new password keeps the access tokens", async () => {
    const boy = await t.createUser("boys");
    const edit = await t.request({
      method: "PATCH",
      url: `/api/users/users/${boy.id}/admin-update/`,
      as: admin,
      payload: { place: "Ottapalam" },
    });
    expect(edit.statusCode).toBe(200);
    expect((await me(boy.token)).statusCode).toBe(200);
  });

  it("logout ends the access token at once, not only the refresh token", async () => {
    const boy = await t.createUser("supervisor");
    const tokens = await signIn(boy);
    expect((await me(tokens.access)).statusCode).toBe(200);
    const out = await t.request({
      method: "POST",
      url: "/api/users/logout/",
      payload: { refresh: tokens.refresh },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(tokens.access);
    // A dead refresh token sent again changes nothing more; a new sign-in works.
    const again = await t.request({
      method: "POST",
      url: "/api/users/logout/",
      payload: { refresh: tokens.refresh },
    });
    expect(again.statusCode).toBe(200);
    const next = await signIn(boy);
    expect((await me(next.access)).statusCode).toBe(200);
  });

  it("refuses a deactivated user's unexpired access token on the next call", async () => {
    // Deactivated straight in the database: only the per-request is_active check can refuse it.
    const boy = await t.createUser("boys");
    expect((await me(boy.token)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, boy.id));
    const res = await me(boy.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: "SESSION_ACCOUNT_DEACTIVATED",
      message: "Your account has been deactivated. Please contact the admin.",
    });
    // Through the admin's screen: the same answer on a worker route.
    const other = await t.createUser("boys");
    const off = await t.request({
      method: "PATCH",
      url: `/api/users/users/${other.id}/admin-update/`,
      as: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const work = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as: other });
    expect(work.statusCode).toBe(401);
    expect(work.json().code).toBe("SESSION_ACCOUNT_DEACTIVATED");
  });

  it("refuses a token without a session version or with an old one", async () => {
    const boy = await t.createUser("boys");
    const noVersion = t.app.jwt.sign({ sub: boy.id, role: boy.row.role, typ: "access" });
    await expectEnded(noVersion);
    const stale = t.app.signAccessToken({ ...boy.row, sessionVersion: boy.row.sessionVersion - 1 });
    await expectEnded(stale);
    expect((await me(boy.token)).statusCode).toBe(200);
  });
});
