import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, refreshTokens, users } from "../../db/schema.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
let boy: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  sub = await t.createUser("subadmin");
  boy = await t.createUser("boys");
});
afterAll(() => t.close());

const pending = (overrides: Parameters<TestApp["createUser"]>[1] = {}) =>
  t.createUser("boys", { isApproved: false, ...overrides });

async function lastAudit(id: number) {
  const rows = await t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(id))));
  return rows.at(-1);
}

describe(`user requests on ${TEST_ENGINE}`, () => {
  it("refuses anonymous (401), workers and sub-admins (403)", async () => {
    const u = await pending();
    const routes: [string, string][] = [
      ["GET", "/api/users/unapproved-users/"],
      ["GET", "/api/users/user-requests/"],
      ["PATCH", `/api/users/approve/${u.id}/`],
      ["PATCH", `/api/users/reject/${u.id}/`],
    ];
    for (const [method, url] of routes) {
      expect((await t.request({ method: method as "GET", url })).statusCode, url).toBe(401);
      for (const as of [boy, sub]) {
        expect((await t.request({ method: method as "GET", url, as })).statusCode, url).toBe(403);
      }
    }
    // An unapproved worker is refused too.
    expect((await t.request({ method: "GET", url: "/api/users/unapproved-users/", as: u })).statusCode).toBe(
      403,
    );
  });

  it("lists pending applications with users and count, newest first, license image as a URL", async () => {
    const a = await pending({
      userName: "Pending A",
      licenseImage: "0123456789abcdef0123456789abcdef.png",
      hasLicense: true,
    });
    const b = await pending({ userName: "Pending B" });
    const res = await t.request({ method: "GET", url: "/api/users/unapproved-users/", as: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(body.users.length);
    const ids = body.users.map((u: { id: number }) => u.id);
    expect(ids).toContain(a.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids).not.toContain(boy.id);
    const rec = body.users.find((u: { id: number }) => u.id === a.id);
    expect(rec).toMatchObject({
      user_id: a.row.userCode,
      user_name: "Pending A",
      is_approved: false,
      request_status: "pending",
      has_license: true,
    });
    expect(rec.license_image).toMatch(
      new RegExp(`^http://localhost:${t.config.port}/api/media/license/\\d+/\\?exp=\\d+&sig=`),
    );
    expect(Object.keys(rec)).not.toContain("password_hash");
  });

  it("approves: is_approved true, the worker can use the app, audited; 404 and admin cases", async () => {
    const u = await pending();
    const before = await t.request({ method: "GET", url: "/api/users/work-request/list/", as: u });
    expect([403, 404]).toContain(before.statusCode);
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${u.id}/`,
      as: admin,
      payload: { is_approved: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      user: { id: u.id, is_approved: true, request_status: "approved" },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.isApproved).toBe(true);
    expect((await lastAudit(u.id))?.action).toBe("user.approve");
    const list = await t.request({ method: "GET", url: "/api/users/unapproved-users/", as: admin });
    expect(list.json().users.map((x: { id: number }) => x.id)).not.toContain(u.id);

    const wrong = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${u.id}/`,
      as: admin,
      payload: { is_approved: false },
    });
    expect(wrong.statusCode).toBe(400);
    const missing = await t.request({
      method: "PATCH",
      url: "/api/users/approve/999999/",
      as: admin,
      payload: { is_approved: true },
    });
    expect(missing.statusCode).toBe(404);
    const adm = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${admin.id}/`,
      as: admin,
      payload: { is_approved: true },
    });
    expect(adm.statusCode).toBe(400);
  });

  it("rejects a pending application: deactivated, off the pending list, cannot sign in; approve restores", async () => {
    const u = await pending();
    const res = await t.request({ method: "PATCH", url: `/api/users/reject/${u.id}/`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "User request rejected",
      user: { request_status: "rejected", is_active: false },
    });
    expect((await lastAudit(u.id))?.action).toBe("user.reject");
    const list = await t.request({ method: "GET", url: "/api/users/unapproved-users/", as: admin });
    expect(list.json().users.map((x: { id: number }) => x.id)).not.toContain(u.id);
    const signin = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    expect(signin.statusCode).toBe(403);

    const again = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${u.id}/`,
      as: admin,
      payload: { is_approved: true },
    });
    expect(again.json().user).toMatchObject({
      is_approved: true,
      is_active: true,
      request_status: "approved",
    });
  });

  it("revokes an approval: back to pending, sessions revoked, audited as revoke", async () => {
    const u = await t.createUser("supervisor");
    await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    const res = await t.request({ method: "PATCH", url: `/api/users/reject/${u.id}/`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Approval revoked",
      user: { is_approved: false, is_active: true, request_status: "pending" },
    });
    expect((await lastAudit(u.id))?.action).toBe("user.revoke");
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
    const missing = await t.request({ method: "PATCH", url: "/api/users/reject/999999/", as: admin });
    expect(missing.statusCode).toBe(404);
  });

  it("the applicants list searches, sorts, filters by status and pages (10 by default)", async () => {
    const made: TestUser[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await pending({
          userName: `Zeta Applicant ${String(i).padStart(2, "0")}`,
          place: i % 2 ? "Shoranur" : "Pattambi",
        }),
      );
    }
    const res = await t.request({
      method: "GET",
      url: "/api/users/user-requests/?search=zeta%20applicant",
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(12);
    expect(body.users).toHaveLength(10);
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 2, total_items: 12, page_size: 10 });
    // default: id descending
    const ids = body.users.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const byName = await t.request({
      method: "GET",
      url: "/api/users/user-requests/?search=ZETA&sort=user_name&order=asc&page=2",
      as: admin,
    });
    expect(byName.json().users.map((u: { user_name: string }) => u.user_name)).toEqual([
      "Zeta Applicant 10",
      "Zeta Applicant 11",
    ]);
    const place = await t.request({
      method: "GET",
      url: "/api/users/user-requests/?search=shoranur",
      as: admin,
    });
    expect(place.json().count).toBe(6);
    const mobile = made[3]?.row.mobileNumber ?? "";
    const byMobile = await t.request({
      method: "GET",
      url: `/api/users/user-requests/?search=${mobile.slice(3)}`,
      as: admin,
    });
    expect(byMobile.json().users.map((u: { id: number }) => u.id)).toContain(made[3]?.id);
    const code = await t.request({
      method: "GET",
      url: `/api/users/user-requests/?search=${made[5]?.row.userCode.toLowerCase()}`,
      as: admin,
    });
    expect(code.json().users[0].id).toBe(made[5]?.id);

    const approved = await t.request({
      method: "GET",
      url: "/api/users/user-requests/?status=approved&page_size=100",
      as: admin,
    });
    expect(approved.json().users.every((u: { is_approved: boolean }) => u.is_approved)).toBe(true);
    expect(approved.json().users.map((u: { role: string }) => u.role)).not.toContain("admin");

    for (const q of ["sort=password_hash", "order=up", "status=maybe", "page=0"]) {
      expect(
        (await t.request({ method: "GET", url: `/api/users/user-requests/?${q}`, as: admin })).statusCode,
        q,
      ).toBe(400);
    }
  });
});
