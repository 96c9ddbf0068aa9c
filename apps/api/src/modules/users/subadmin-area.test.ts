import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users, wages, works } from "../../db/schema.js";
import { ALL_GOOD, assign, createWork, pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let captain: TestUser;
let admin: TestUser;
let mobileSeq = 0;
const mobile = () => `7${String(process.pid % 1000).padStart(3, "0")}${String(++mobileSeq).padStart(6, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

describe(`sub-admin users on ${TEST_ENGINE}`, () => {
  it("creates an approved worker, lists it, and logs it; duplicates name the field", async () => {
    const m = mobile();
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: {
        user_name: "Ravi K",
        mobile_number: Number(m),
        role: "boys",
        password: "secret12",
        email: "",
        employment_type: "part-time",
        district: "Palakkad",
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("User created successfully!");
    expect(body.user).toMatchObject({
      user_name: "Ravi K",
      mobile_number: m,
      role: "boys",
      email: "",
      employment_type: "part_time",
      district: "palakkad",
      is_approved: true,
      is_active: true,
    });
    expect(body.user).not.toHaveProperty("password");
    const logs = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(body.user.id)));
    expect(logs.map((l) => l.action)).toContain("user.create");

    const list = await t.request({ method: "GET", url: "/api/sub_admin/sub-admin/users/", as: captain });
    expect(list.statusCode).toBe(200);
    expect(list.json().some((u: { id: number }) => u.id === body.user.id)).toBe(true);
    expect(Number(list.headers["x-total-count"])).toBe(list.json().length);

    const dup = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: { user_name: "Other", mobile_number: m, role: "boys", password: "secret12" },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.mobile_number).toEqual(["A user with this mobile number already exists."]);
  });

  it("answers the shared schemas' validation messages", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: { user_name: " ", mobile_number: "12345", email: "nope", password: "" },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.user_name).toEqual(["Username is required"]);
    expect(errors.mobile_number).toEqual(["Please enter a valid 10-digit mobile number"]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.password).toContain("Password is required");
    expect(errors.role).toEqual(["Role is required"]);
  });

  it("refuses admin accounts from a sub-admin (403), allows an admin caller", async () => {
    const byCaptain = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: captain,
      payload: { user_name: "Boss", mobile_number: mobile(), role: "admin", password: "secret12" },
    });
    expect(byCaptain.statusCode).toBe(403);
    const byAdmin = await t.request({
      method: "POST",
      url: "/api/sub_admin/create/user/",
      as: admin,
      payload: { user_name: "Boss", mobile_number: mobile(), role: "admin", password: "secret12" },
    });
    expect(byAdmin.statusCode).toBe(201);
    const adminId = byAdmin.json().user.id;
    // Editing an admin, or promoting to admin, is refused for a sub-admin too.
    const edit = await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${adminId}/sub-admin-update/`,
      as: captain,
      payload: { user_name: "Boss 2", mobile_number: byAdmin.json().user.mobile_number, role: "boys" },
    });
    expect(edit.statusCode).toBe(403);
    const boy = await t.createUser("boys");
    const promote = await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${boy.id}/sub-admin-update/`,
      as: captain,
      payload: { user_name: "Promoted", mobile_number: boy.row.mobileNumber, role: "admin" },
    });
    expect(promote.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, boy.id));
    expect(row?.role).toBe("boys");
  });

  it("edits a user; a blank password keeps the old one, a new one works at sign-in", async () => {
    const boy = await t.createUser("boys", { password: "oldpass1" });
    const res = await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${boy.id}/sub-admin-update/`,
      as: captain,
      payload: {
        user_name: "Renamed",
        mobile_number: boy.row.mobileNumber,
        role: "supervisor",
        password: "",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "User updated successfully!",
      user: { user_name: "Renamed", role: "supervisor" },
    });
    const signin = (password: string) =>
      t.request({
        method: "POST",
        url: "/api/users/signin/",
        payload: { identifier: boy.row.mobileNumber, password },
      });
    expect((await signin("oldpass1")).statusCode).toBe(200);
    await t.request({
      method: "PUT",
      url: `/api/sub_admin/users/${boy.id}/sub-admin-update/`,
      as: captain,
      payload: {
        user_name: "Renamed",
        mobile_number: boy.row.mobileNumber,
        role: "supervisor",
        password: "newpass1",
      },
    });
    expect((await signin("newpass1")).statusCode).toBe(200);
    const nf = await t.request({
      method: "PUT",
      url: "/api/sub_admin/users/999999/sub-admin-update/",
      as: captain,
      payload: { user_name: "X", mobile_number: mobile(), role: "boys" },
    });
    expect(nf.statusCode).toBe(404);
  });

  it("is for staff only", async () => {
    const boy = await t.createUser("boys");
    expect(
      (await t.request({ method: "GET", url: "/api/sub_admin/sub-admin/users/", as: boy })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/sub_admin/sub-admin/users/" })).statusCode).toBe(401);
  });
});

describe(`sub-admin users with ALLOW_SUBADMIN_CREATE_ADMIN on ${TEST_ENGINE}`, () => {
  it("lets a sub-admin edit an admin's details, never create one (the creator would know its password)", async () => {
    const t2 = await createTestApp({ allowSubadminCreateAdmin: true });
    try {
      const cap = await t2.createUser("subadmin");
      const res = await t2.request({
        method: "POST",
        url: "/api/sub_admin/create/user/",
        as: cap,
        payload: { user_name: "Boss", mobile_number: mobile(), role: "admin", password: "secret12" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("SUBADMIN_CANNOT_PROMOTE");
      const boss = await t2.createUser("admin");
      const renamed = await t2.request({
        method: "PUT",
        url: `/api/sub_admin/users/${boss.id}/sub-admin-update/`,
        as: cap,
        payload: { user_name: "Boss Renamed", mobile_number: boss.row.mobileNumber, role: "admin" },
      });
      expect(renamed.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});

describe(`work completion on ${TEST_ENGINE}`, () => {
  it("completes once (irreversible); afterwards every rating, wage and expense write is 409", async () => {
    // A work that has happened, with everyone assigned rated and paid (docs/decisions/029-money-and-work-rules.md).
    const work = await createWork(t, { date: pastDate(1) });
    const rated = await t.createUser("boys");
    // Not assigned: a first rating after completion is refused by the work's state first.
    const fresh = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: rated.id });
    const rating = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: rated.id, work: work.id, ...ALL_GOOD },
    });
    const wage = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: captain,
      payload: { user: rated.id, work: work.id },
    });
    expect(wage.statusCode).toBe(200);

    const done = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${work.id}/update/`,
      as: captain,
      payload: { status: "completed" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().work.status).toBe("completed");
    const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
    expect(row?.completedAt).not.toBeNull();

    const again = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${work.id}/update/`,
      as: captain,
      payload: { status: "completed" },
    });
    expect(again.statusCode).toBe(409);

    const writes = [
      {
        method: "POST",
        url: "/api/sub_admin/rate-boy/",
        payload: { user: fresh.id, work: work.id, ...ALL_GOOD },
      },
      {
        method: "PATCH",
        url: `/api/sub_admin/boy-ratings/${rating.json().rating.id}/`,
        payload: { pant: false },
      },
      {
        method: "PATCH",
        url: "/api/sub_admin/boy-wage/edit/",
        payload: { user: rated.id, work: work.id, bonus: "5" },
      },
      {
        method: "POST",
        url: "/api/sub_admin/submit-subadmin-wage/",
        payload: { user: rated.id, work: work.id },
      },
      {
        method: "PATCH",
        url: "/api/sub_admin/subadmin-wage/edit/",
        payload: { wage_id: wage.json().wage.id, bonus: "5" },
      },
      {
        method: "POST",
        url: "/api/sub_admin/extra-expenses/",
        payload: { catering_work: work.id, expense_type: "Ice", amount: "10" },
      },
    ] as const;
    for (const w of writes) {
      const res = await t.request({ ...w, as: captain });
      expect(res.statusCode, `${w.method} ${w.url}`).toBe(409);
      expect(res.json().status).toBe(false);
    }
    const [w] = await t.db.select().from(wages).where(eq(wages.workId, work.id));
    expect(w?.bonus).toBe("0.00");
    const logs = await t.db.select().from(auditLog).where(eq(auditLog.entity, "work"));
    expect(logs.filter((l) => l.entityId === String(work.id)).map((l) => l.action)).toEqual([
      "work.complete",
    ]);
  });

  it("refuses cancelled (409) and unknown (404) works, other statuses (400), and workers (403)", async () => {
    const cancelled = await createWork(t, { status: "cancelled" });
    const res = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${cancelled.id}/update/`,
      as: captain,
      payload: { status: "completed" },
    });
    expect(res.statusCode).toBe(409);
    const nf = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/catering-work/999999/update/",
      as: captain,
      payload: { status: "completed" },
    });
    expect(nf.statusCode).toBe(404);
    const work = await createWork(t);
    const bad = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${work.id}/update/`,
      as: captain,
      payload: { status: "pending" },
    });
    expect(bad.statusCode).toBe(400);
    const boy = await t.createUser("boys");
    const forbidden = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/catering-work/${work.id}/update/`,
      as: boy,
      payload: { status: "completed" },
    });
    expect(forbidden.statusCode).toBe(403);
    const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
    expect(row?.status).toBe("pending");
  });
});
