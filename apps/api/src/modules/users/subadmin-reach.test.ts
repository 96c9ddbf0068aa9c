import type { Role } from "@catercrew/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetRequests, users } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

/** The sub-admin's edit form: the whole user as it is, with the changes given. */
function edit(
  as: TestUser,
  u: TestUser,
  changes: { role?: Role; password?: string; is_active?: boolean; user_name?: string } = {},
) {
  return t.request({
    method: "PUT",
    url: `/api/sub_admin/users/${u.id}/sub-admin-update/`,
    as,
    payload: {
      user_name: u.row.userName,
      mobile_number: u.row.mobileNumber,
      role: u.row.role,
      ...changes,
    },
  });
}

const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

const signIn = (u: TestUser, password: string) =>
  t.request({
    method: "POST",
    url: "/api/users/signin/",
    payload: { identifier: u.row.mobileNumber, password },
  });

async function expectRefused(res: Awaited<ReturnType<typeof edit>>, code: string, message: RegExp) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ status: false, code });
  expect(res.json().message).toMatch(message);
}

describe(`the sub-admin's reach over users on ${TEST_ENGINE}`, () => {
  it("cannot approve a pending applicant, not even by changing the role twice", async () => {
    const applicant = await t.createUser("boys", { isApproved: false });
    const before = await rowOf(applicant.id);
    await expectRefused(
      await edit(captain, applicant, { role: "head_boy" }),
      "SUBADMIN_CANNOT_APPROVE",
      /Only an admin can approve/,
    );
    await expectRefused(
      await edit(captain, applicant, { role: "supervisor" }),
      "SUBADMIN_CANNOT_APPROVE",
      /Only an admin/,
    );
    expect(await rowOf(applicant.id)).toEqual(before);
    // Editing the details is allowed and still approves nothing.
    const renamed = await edit(captain, applicant, { user_name: "Renamed applicant" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ user_name: "Renamed applicant", is_approved: false });
    const work = await t.request({ method: "GET", url: "/api/users/work-request/list/", as: applicant });
    expect(work.statusCode).toBe(403);
    expect(work.json().code).toBe("AWAITING_APPROVAL");
  });

  it("cannot undo an admin's rejection or revocation", async () => {
    const rejected = await t.createUser("boys", { isApproved: false });
    expect(
      (await t.request({ method: "PATCH", url: `/api/users/reject/${rejected.id}/`, as: admin })).statusCode,
    ).toBe(200);
    const rejectedRow = await rowOf(rejected.id);
    expect(rejectedRow?.isActive).toBe(false);
    await expectRefused(
      await edit(captain, rejected, { is_active: true }),
      "SUBADMIN_CANNOT_REACTIVATE",
      /re-activate/,
    );
    await expectRefused(
      await edit(captain, rejected, { role: "supervisor", is_active: true }),
      "SUBADMIN_CANNOT_APPROVE",
      /approve/,
    );
    expect(await rowOf(rejected.id)).toEqual(rejectedRow);
    expect((await signIn(rejected, rejected.password)).statusCode).toBe(403);

    const revoked = await t.createUser("head_boy");
    expect(
      (await t.request({ method: "PATCH", url: `/api/users/reject/${revoked.id}/`, as: admin })).statusCode,
    ).toBe(200);
    const revokedRow = await rowOf(revoked.id);
    expect(revokedRow).toMatchObject({ isApproved: false, isActive: true });
    await expectRefused(await edit(captain, revoked, { role: "boys" }), "SUBADMIN_CANNOT_APPROVE", /approve/);
    expect(await rowOf(revoked.id)).toEqual(revokedRow);
  });

  it("cannot re-activate a user an admin deactivated; may re-activate one a sub-admin deactivated", async () => {
    const byAdmin = await t.createUser("boys");
    const off = await t.request({
      method: "PATCH",
      url: `/api/users/users/${byAdmin.id}/admin-update/`,
      as: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const offRow = await rowOf(byAdmin.id);
    await expectRefused(
      await edit(captain, byAdmin, { is_active: true }),
      "SUBADMIN_CANNOT_REACTIVATE",
      /admin deactivated/,
    );
    // Sending the inactive state back (the form does) neither re-activates nor takes the deactivation over.
    expect((await edit(captain, byAdmin, { is_active: false, user_name: "Still off" })).statusCode).toBe(200);
    await expectRefused(
      await edit(captain, byAdmin, { is_active: true }),
      "SUBADMIN_CANNOT_REACTIVATE",
      /re-activate/,
    );
    expect(await rowOf(byAdmin.id)).toMatchObject({
      isActive: false,
      sessionVersion: offRow?.sessionVersion,
    });

    const byCaptain = await t.createUser("boys");
    expect((await edit(captain, byCaptain, { is_active: false })).statusCode).toBe(200);
    const back = await edit(captain, byCaptain, { is_active: true });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.is_active).toBe(true);
    // An admin re-activates anyone, also through the sub-admin area.
    const byAdminBack = await edit(admin, byAdmin, { is_active: true });
    expect(byAdminBack.statusCode).toBe(200);
  });

  it("cannot set a peer sub-admin's password and sign in as them, nor demote them to do it", async () => {
    const peer = await t.createUser("subadmin", { password: "peer-pass-1" });
    const before = await rowOf(peer.id);
    await expectRefused(
      await edit(captain, peer, { password: "taken-over-1" }),
      "SUBADMIN_CANNOT_SET_STAFF_PASSWORD",
      /Only an admin can set the password of a sub-admin or admin account/,
    );
    expect((await signIn(peer, "taken-over-1")).statusCode).toBe(401);
    expect((await signIn(peer, "peer-pass-1")).statusCode).toBe(200);
    // Demote, set the password, promote back: the first step is refused.
    await expectRefused(
      await edit(captain, peer, { role: "boys" }),
      "SUBADMIN_CANNOT_CHANGE_SUBADMIN_ROLE",
      /sub-admin/,
    );
    expect(await rowOf(peer.id)).toMatchObject({ role: "subadmin", passwordHash: before?.passwordHash });
    // Nor promote a worker while setting the password.
    const boy = await t.createUser("boys");
    await expectRefused(
      await edit(captain, boy, { role: "subadmin", password: "made-up-1" }),
      "SUBADMIN_CANNOT_PROMOTE",
      /Only an admin can make someone a sub-admin/,
    );
    // Own password too: admin-only for sub-admin accounts.
    await expectRefused(
      await edit(captain, captain, { password: "my-own-12" }),
      "SUBADMIN_CANNOT_SET_STAFF_PASSWORD",
      /password/,
    );
    expect((await rowOf(boy.id))?.role).toBe("boys");
  });

  it("still sets the passwords of the worker roles; an admin sets a sub-admin's", async () => {
    for (const role of ["boys", "head_boy", "supervisor"] as const) {
      const u = await t.createUser(role);
      expect((await edit(captain, u, { password: "fresh-pass-1" })).statusCode, role).toBe(200);
      expect((await signIn(u, "fresh-pass-1")).statusCode, role).toBe(200);
    }
    const peer = await t.createUser("subadmin");
    expect((await edit(admin, peer, { password: "admin-set-1" })).statusCode).toBe(200);
    expect((await signIn(peer, "admin-set-1")).statusCode).toBe(200);
    // An approved worker's role still changes (no approval involved).
    const boy = await t.createUser("boys");
    const promoted = await edit(captain, boy, { role: "head_boy" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().user).toMatchObject({ role: "head_boy", is_approved: true });
  });
});

describe(`a captain cannot take over another staff account on ${TEST_ENGINE}`, () => {
  const put = (as: TestUser, u: TestUser, body: Record<string, string>) =>
    t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${u.id}/sub-admin-update/`,
      as,
      payload: { user_name: u.row.userName, mobile_number: u.row.mobileNumber, role: u.row.role, ...body },
    });

  it("cannot change a peer captain's mobile number or e-mail (where a reset code would go)", async () => {
    const peer = await t.createUser("subadmin");
    await expectRefused(
      await put(captain, peer, { mobile_number: "8123456780" }),
      "SUBADMIN_CANNOT_CHANGE_STAFF_IDENTITY",
      /mobile number or e-mail of another sub-admin/,
    );
    await expectRefused(
      await put(captain, peer, { email: "mine@example.in" }),
      "SUBADMIN_CANNOT_CHANGE_STAFF_IDENTITY",
      /mobile number or e-mail/,
    );
    expect(await rowOf(peer.id)).toMatchObject({
      mobileNumber: peer.row.mobileNumber,
      email: peer.row.email,
    });
    expect((await put(admin, peer, { mobile_number: "8123456781" })).statusCode).toBe(200);
  });

  it("cannot promote a worker whose password they set, nor create a sub-admin with a password", async () => {
    const boy = await t.createUser("boys");
    expect((await edit(captain, boy, { password: "captain-knows-1" })).statusCode).toBe(200);
    await expectRefused(
      await edit(captain, boy, { role: "subadmin" }),
      "SUBADMIN_CANNOT_PROMOTE",
      /Only an admin/,
    );
    expect((await rowOf(boy.id))?.role).toBe("boys");
    const created = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: {
        user_name: "New Captain",
        mobile_number: "8123456782",
        role: "subadmin",
        password: "captain-set-1",
        district: "palakkad",
        place: "Ottapalam",
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe("SUBADMIN_CANNOT_PROMOTE");
    expect(
      (await signIn({ ...boy, row: { ...boy.row, mobileNumber: "8123456782" } }, "captain-set-1")).statusCode,
    ).toBe(401);
    // The admin may promote.
    expect((await edit(admin, boy, { role: "subadmin" })).statusCode).toBe(200);
  });

  it("a change of mobile number ends the account's sessions and its reset codes", async () => {
    const boy = await t.createUser("boys");
    const [request] = await t.db
      .insert(passwordResetRequests)
      .values({
        identifier: boy.row.mobileNumber,
        userId: boy.id,
        codeHash: "abc",
        codeExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      })
      .returning();
    const me = () => t.request({ method: "GET", url: "/api/users/users/me/", as: boy });
    expect((await me()).statusCode).toBe(200);
    expect((await put(captain, boy, { mobile_number: "8123456783" })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const [after] = await t.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.id, request?.id ?? 0));
    expect(after).toMatchObject({ codeHash: null, codeExpiresAt: null, status: "pending" });
  });
});

describe(`a captain changes workers only on ${TEST_ENGINE}`, () => {
  it("cannot deactivate or rename a peer captain (403 SUBADMIN_CANNOT_CHANGE_STAFF, nothing changed, still signed in)", async () => {
    const peer = await t.createUser("subadmin", { password: "peer-pass-2" });
    const session = await signIn(peer, "peer-pass-2");
    expect(session.statusCode).toBe(200);
    const before = await rowOf(peer.id);
    await expectRefused(
      await edit(captain, peer, { is_active: false }),
      "SUBADMIN_CANNOT_CHANGE_STAFF",
      /Only an admin can change another sub-admin's or an admin's account/,
    );
    await expectRefused(
      await edit(captain, peer, { user_name: "Renamed" }),
      "SUBADMIN_CANNOT_CHANGE_STAFF",
      /admin/,
    );
    expect(await rowOf(peer.id)).toEqual(before);
    const refreshed = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: session.json().tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // In Malayalam too.
    const ml = await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${peer.id}/sub-admin-update/`,
      as: captain,
      headers: { "accept-language": "ml" },
      payload: {
        user_name: peer.row.userName,
        mobile_number: peer.row.mobileNumber,
        role: "subadmin",
        is_active: false,
      },
    });
    expect(ml.json().message).toContain("അഡ്മിന് മാത്രമേ");
  });

  it("still deactivates boys, head boys and supervisors, edits their own account; an admin deactivates a captain", async () => {
    for (const role of ["boys", "head_boy", "supervisor"] as const) {
      const u = await t.createUser(role);
      expect((await edit(captain, u, { is_active: false })).statusCode, role).toBe(200);
      expect((await rowOf(u.id))?.isActive, role).toBe(false);
    }
    expect((await edit(captain, captain, { user_name: "Captain Renamed" })).statusCode).toBe(200);
    const peer = await t.createUser("subadmin");
    expect((await edit(admin, peer, { is_active: false })).statusCode).toBe(200);
    expect((await rowOf(peer.id))?.isActive).toBe(false);
  });
});
