import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, auditLog, refreshTokens, users, workRequests } from "../../db/schema.js";
import { assign as assignRow, createWork, requestWork } from "../../test/factories.js";
import { createTestApp, PNG_BYTES, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let sub: TestUser;
let boy: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin", { userName: "Zed Admin" });
  sub = await t.createUser("subadmin");
  boy = await t.createUser("boys");
});
afterAll(() => t.close());

async function auditActions(entityId: number) {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(entityId))));
  return rows.map((r) => r.action);
}

async function seedWork() {
  const w = await createWork(t, {
    auditoriumName: "Hall",
    customerName: "C",
    customerMobile: "9000000001",
    address: "A",
    place: "P",
    district: "palakkad",
    date: "2030-01-01",
    reportingTime: "10:00",
    workType: "lunch",
    noOfBoysNeeded: 3,
    attendees: 100,
    paymentAmount: "1000.00",
  });
  return w;
}

describe(`admin users on ${TEST_ENGINE}`, () => {
  it("refuses anonymous (401), workers and sub-admins (403) on every users route", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/admin_panel/admin/users/"],
      ["GET", "/api/admin_panel/admin/user/"],
      ["GET", "/api/users/users/search/?search=a"],
      ["GET", "/api/users/users/filter/?role=boys"],
      ["GET", `/api/users/users/${boy.id}/admin-update/`],
      ["PATCH", `/api/users/users/${boy.id}/admin-update/`],
      ["DELETE", `/api/users/users/${boy.id}/delete/`],
      ["POST", `/api/users/users/${boy.id}/reset-password/`],
    ];
    for (const [method, url] of routes) {
      const payload = method === "PATCH" ? {} : undefined;
      const anon = await t.request({ method: method as "GET", url, payload });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anon.json()).toEqual({ status: false, code: "NOT_AUTHENTICATED", message: "Not authenticated" });
      for (const as of [boy, sub]) {
        const res = await t.request({ method: method as "GET", url, payload, as });
        expect(res.statusCode, `${method} ${url} as ${as.row.role}`).toBe(403);
      }
    }
  });

  it("lists all users sorted by name case-insensitively, never with a password", async () => {
    await t.createUser("boys", { userName: "aaron lower" });
    await t.createUser("boys", { userName: "Abel Upper" });
    const res = await t.request({ method: "GET", url: "/api/admin_panel/admin/users/", as: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { user_name: string }[];
    const names = list.map((u) => u.user_name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf("aaron lower")).toBeLessThan(names.indexOf("Abel Upper"));
    expect(res.body).not.toMatch(/password/i);
  });

  it("paginates with page and page_size (default 15) in the results + pagination shape", async () => {
    for (let i = 0; i < 18; i++) await t.createUser("head_boy", { userName: `Page User ${i}` });
    const total = (await t.request({ method: "GET", url: "/api/admin_panel/admin/users/", as: admin })).json()
      .length;
    const first = await t.request({ method: "GET", url: "/api/admin_panel/admin/user/", as: admin });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.results).toHaveLength(15);
    expect(body.pagination).toEqual({
      current_page: 1,
      total_pages: Math.ceil(total / 15),
      total_items: total,
      page_size: 15,
    });
    const second = await t.request({
      method: "GET",
      url: "/api/admin_panel/admin/user/?page=2&page_size=10",
      as: admin,
    });
    expect(second.json().results).toHaveLength(10);
    expect(second.json().results[0].id).not.toBe(body.results[0].id);
    const past = await t.request({ method: "GET", url: "/api/admin_panel/admin/user/?page=999", as: admin });
    expect(past.json().results).toEqual([]);
    expect(past.json().pagination.total_items).toBe(total);
    for (const q of ["page=0", "page=abc", "page_size=0", "page_size=1000"]) {
      const bad = await t.request({ method: "GET", url: `/api/admin_panel/admin/user/?${q}`, as: admin });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().status).toBe(false);
    }
  });

  it("searches name, UserID, mobile and place case-insensitively; blank search is 400", async () => {
    const u = await t.createUser("boys", { userName: "Searchable Sreejith", place: "Ottapalam" });
    for (const q of [
      "searchable",
      "SREEJ",
      u.row.userCode.toLowerCase(),
      u.row.mobileNumber?.slice(2, 8),
      "ottapal",
    ]) {
      const res = await t.request({
        method: "GET",
        url: `/api/users/users/search/?search=${encodeURIComponent(String(q))}`,
        as: admin,
      });
      expect(res.statusCode, String(q)).toBe(200);
      expect(
        res.json().results.map((r: { id: number }) => r.id),
        String(q),
      ).toContain(u.id);
    }
    const wild = await t.request({ method: "GET", url: "/api/users/users/search/?search=%25", as: admin });
    expect(wild.statusCode).toBe(200);
    expect(wild.json().results).toEqual([]);
    const blank = await t.request({ method: "GET", url: "/api/users/users/search/?search=%20", as: admin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.search).toEqual(["Enter text to search"]);
  });

  it("filters by role, employment type and bike; needs at least one filter", async () => {
    const biker = await t.createUser("supervisor", { employmentType: "full_time", hasBike: true });
    const walker = await t.createUser("supervisor", { employmentType: "full_time", hasBike: false });
    const res = await t.request({
      method: "GET",
      url: "/api/users/users/filter/?role=supervisor&employment_type=full_time&has_bike=true",
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((r: { id: number }) => r.id);
    expect(ids).toContain(biker.id);
    expect(ids).not.toContain(walker.id);
    for (const r of res.json().results) {
      expect(r).toMatchObject({ role: "supervisor", employment_type: "full_time", has_bike: true });
    }
    const none = await t.request({ method: "GET", url: "/api/users/users/filter/?role=", as: admin });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/at least one filter/);
    const badRole = await t.request({ method: "GET", url: "/api/users/users/filter/?role=chef", as: admin });
    expect(badRole.statusCode).toBe(400);
  });

  it("reads one user's details; 404 for a missing user, 400 for a bad id", async () => {
    const ok = await t.request({ method: "GET", url: `/api/users/users/${boy.id}/admin-update/`, as: admin });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: boy.id, user_id: boy.row.userCode });
    expect(ok.json().user).toBeUndefined();
    const missing = await t.request({
      method: "GET",
      url: "/api/users/users/999999/admin-update/",
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, code: "USER_NOT_FOUND", message: "User not found" });
    const bad = await t.request({ method: "GET", url: "/api/users/users/abc/admin-update/", as: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("creates a user then sends the extra profile fields through the admin-update PATCH", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      as: admin,
      payload: { user_name: "New Hire", mobile_number: "9812345670", role: "boys", password: "secret12" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    const dataUrl = `data:image/png;base64,${PNG_BYTES.toString("base64")}`;
    const patched = await t.request({
      method: "PATCH",
      url: `/api/users/users/${id}/admin-update/`,
      as: admin,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      payload: {
        mobile_number: "9812345670",
        address: "House 1",
        district: "Thrissur",
        place: "Kunnamkulam",
        experienced: true,
        employment_type: "part_time",
        has_bike: "true",
        has_license: true,
        license_image: dataUrl,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().user).toMatchObject({
      user_name: "New Hire",
      address: "House 1",
      district: "thrissur",
      place: "Kunnamkulam",
      experienced: true,
      employment_type: "part_time",
      has_bike: true,
      has_license: true,
      is_approved: true,
    });
    const image = patched.json().user.license_image as string;
    // Absolute: PUBLIC_URL, else the configured host (lib/public-url.ts), never the Host header.
    expect(image.startsWith(`http://localhost:${t.config.port}/api/media/license/`)).toBe(true);
    const img = await t.request({ method: "GET", url: new URL(image).pathname + new URL(image).search });
    expect(img.statusCode).toBe(200);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(["user.create", "user.update"]));
  });

  it("PATCH changes only the fields sent, validates them and maps a taken mobile to 400", async () => {
    const u = await t.createUser("boys", { address: "Old address", place: "Old place" });
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/users/${u.id}/admin-update/`,
      as: admin,
      payload: { user_name: "Renamed" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      user_name: "Renamed",
      address: "Old address",
      place: "Old place",
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile_number: "12345" }, "mobile_number", "Mobile number must be 10 digits"],
      [{ password: "abc" }, "password", "Password must be at least 6 characters"],
      [{ password: "abcdef", plain_password: "abcdeg" }, "plain_password", "Passwords do not match"],
      [{ role: "chef" }, "role", "Role is required"],
      [{ user_name: " " }, "user_name", "Username is required"],
      [{ district: "nowhere" }, "district", ""],
      [{ license_image: "not-a-data-url" }, "license_image", ""],
    ];
    for (const [payload, field, message] of cases) {
      const bad = await t.request({
        method: "PATCH",
        url: `/api/users/users/${u.id}/admin-update/`,
        as: admin,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(bad.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
      if (message) expect(bad.json().errors[field]).toContain(message);
    }
    const notImage = await t.request({
      method: "PATCH",
      url: `/api/users/users/${u.id}/admin-update/`,
      as: admin,
      payload: { license_image: `data:image/png;base64,${Buffer.from("hello world").toString("base64")}` },
    });
    expect(notImage.statusCode).toBe(415);

    const taken = await t.request({
      method: "PATCH",
      url: `/api/users/users/${u.id}/admin-update/`,
      as: admin,
      payload: { mobile_number: boy.row.mobileNumber },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.mobile_number).toEqual(["A user with this mobile number already exists."]);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.mobileNumber).toBe(u.row.mobileNumber);
    expect(row?.userName).toBe("Renamed");

    const missing = await t.request({
      method: "PATCH",
      url: "/api/users/users/999999/admin-update/",
      as: admin,
      payload: { user_name: "X" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("a new password lets the user sign in with it and ends their old sessions", async () => {
    const u = await t.createUser("boys");
    const login = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    expect(login.statusCode).toBe(200);
    const res = await t.request({
      method: "PATCH",
      url: `/api/users/users/${u.id}/admin-update/`,
      as: admin,
      payload: { password: "brand-new-1", plain_password: "brand-new-1" },
    });
    expect(res.statusCode).toBe(200);
    const refresh = await t.request({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: login.json().tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: "brand-new-1" },
    });
    expect(again.statusCode).toBe(200);
  });

  it("an admin cannot demote, deactivate or delete themselves", async () => {
    const demote = await t.request({
      method: "PATCH",
      url: `/api/users/users/${admin.id}/admin-update/`,
      as: admin,
      payload: { role: "boys" },
    });
    expect(demote.statusCode).toBe(400);
    const off = await t.request({
      method: "PATCH",
      url: `/api/users/users/${admin.id}/admin-update/`,
      as: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(400);
    const del = await t.request({ method: "DELETE", url: `/api/users/users/${admin.id}/delete/`, as: admin });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe("You cannot delete your own account.");
  });

  it("deletes a user without work history (and their pending requests)", async () => {
    const u = await t.createUser("boys");
    const w = await seedWork();
    await requestWork(t, { workId: w.id, userId: u.id });
    const res = await t.request({ method: "DELETE", url: `/api/users/users/${u.id}/delete/`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: "User deleted successfully", deactivated: false });
    expect(await t.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await t.db.select().from(workRequests).where(eq(workRequests.userId, u.id))).toEqual([]);
    expect(await auditActions(u.id)).toContain("user.delete");
    const again = await t.request({ method: "DELETE", url: `/api/users/users/${u.id}/delete/`, as: admin });
    expect(again.statusCode).toBe(404);
  });

  it("deactivates instead of deleting a user with assignments, keeping the records", async () => {
    const u = await t.createUser("boys");
    const w = await seedWork();
    await assignRow(t, { workId: w.id, userId: u.id });
    const res = await t.request({ method: "DELETE", url: `/api/users/users/${u.id}/delete/`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivated).toBe(true);
    expect(res.json().message).toMatch(/deactivated instead of deleted/);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.isActive).toBe(false);
    expect(await t.db.select().from(assignments).where(eq(assignments.userId, u.id))).toHaveLength(1);
    expect(await auditActions(u.id)).toContain("user.deactivate");
    const signin = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    expect(signin.statusCode).toBe(403);
  });

  it("reset password answers a new password once, revokes sessions and audits", async () => {
    const u = await t.createUser("head_boy");
    const login = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    const res = await t.request({
      method: "POST",
      url: `/api/users/users/${u.id}/reset-password/`,
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const { password } = res.json() as { password: string };
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/users/token/refresh/",
          payload: { refresh: login.json().tokens.refresh },
        })
      ).statusCode,
    ).toBe(401);
    const old = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password: u.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      payload: { identifier: u.row.mobileNumber, password },
    });
    expect(fresh.statusCode).toBe(200);
    expect(await auditActions(u.id)).toContain("user.password_reset");
    const missing = await t.request({
      method: "POST",
      url: "/api/users/users/999999/reset-password/",
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
