import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, auditLog, workRequests, works } from "../../db/schema.js";
import { assign as assignRow, complete, createWork, rate, requestWork, wage } from "../../test/factories.js";
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

let day = 0;
async function seedWork(over: Partial<typeof works.$inferInsert> = {}) {
  day += 1;
  const w = await createWork(t, {
    auditoriumName: `Hall ${day}`,
    customerName: "Customer",
    customerMobile: "9000000001",
    address: "A",
    place: "P",
    district: "palakkad",
    date: `2033-01-${String((day % 28) + 1).padStart(2, "0")}`,
    reportingTime: "10:00",
    workType: "lunch",
    noOfBoysNeeded: 2,
    attendees: 100,
    paymentAmount: "1000.00",
    isPublished: true,
    ...over,
  });
  return w;
}

async function seedRequest(workId: number, userId: number) {
  return requestWork(t, { workId, userId });
}

const statusUpdate = (id: number, status: string, as: TestUser | null = admin) =>
  t.request({
    method: "PUT",
    url: `/api/admin_panel/work-request/${id}/status-update/`,
    payload: { status },
    as,
  });

const assign = (payload: Record<string, unknown>, as: TestUser | null = admin) =>
  t.request({ method: "POST", url: "/api/admin_panel/assign/head-boy-captain/", payload, as });

const assignedUsers = async (workId: number) => {
  const res = await t.request({
    method: "GET",
    url: `/api/admin_panel/assigned-users/${workId}/`,
    as: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe(`join requests on ${TEST_ENGINE}`, () => {
  it("lists a work's requests, pending first, with the boy's details and a status filter", async () => {
    const w = await seedWork();
    const b1 = await t.createUser("boys", { experienced: true, hasBike: true });
    const b2 = await t.createUser("head_boy");
    const r1 = await seedRequest(w.id, b1.id);
    const r2 = await seedRequest(w.id, b2.id);
    await t.db.update(workRequests).set({ status: "rejected" }).where(eq(workRequests.id, r1.id));
    const res = await t.request({
      method: "GET",
      url: `/api/admin_panel/work-join-requests/${w.id}/`,
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([r2.id, r1.id]);
    expect(list[1]).toMatchObject({
      status: "rejected",
      assigned: false,
      boy_name: b1.row.userName,
      boy_experience: true,
      boy_bike: true,
      boy: { id: b1.id, user_id: b1.row.userCode, district: "palakkad" },
    });
    const pending = await t.request({
      method: "GET",
      url: `/api/admin_panel/work-join-requests/${w.id}/?status=pending`,
      as: admin,
    });
    expect(pending.json()).toHaveLength(1);
    const missing = await t.request({
      method: "GET",
      url: "/api/admin_panel/work-join-requests/999999/",
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
    const asCaptain = await t.request({
      method: "GET",
      url: `/api/admin_panel/work-join-requests/${w.id}/`,
      as: captain,
    });
    expect(asCaptain.statusCode).toBe(403);
  });

  it("accept assigns with the user's role (source request); twice is 409; reject removes the assignment", async () => {
    const w = await seedWork();
    const hb = await t.createUser("head_boy");
    const r = await seedRequest(w.id, hb.id);
    const ok = await statusUpdate(r.id, "accepted");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: true,
      request: { id: r.id, status: "accepted", assigned: true },
      warnings: [],
    });
    const [a] = await t.db.select().from(assignments).where(eq(assignments.workId, w.id));
    expect(a).toMatchObject({ userId: hb.id, roleType: "head_boy", source: "request", requestId: r.id });
    expect((await statusUpdate(r.id, "accepted")).statusCode).toBe(409);

    const rej = await statusUpdate(r.id, "rejected");
    expect(rej.json().request).toMatchObject({ status: "rejected", assigned: false });
    expect(await t.db.select().from(assignments).where(eq(assignments.workId, w.id))).toHaveLength(0);
    expect((await statusUpdate(r.id, "rejected")).statusCode).toBe(409);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.details}->>'work_id' = ${String(w.id)}`);
    expect(audits.map((x) => x.action).sort()).toEqual(
      ["assignment.create", "assignment.remove", "request.accept", "request.reject"].sort(),
    );
  });

  it("refuses bad input, unknown requests, non-admins and completed works", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const r = await seedRequest(w.id, b.id);
    expect((await statusUpdate(r.id, "maybe")).statusCode).toBe(400);
    expect((await statusUpdate(999999, "accepted")).statusCode).toBe(404);
    expect((await statusUpdate(r.id, "accepted", captain)).statusCode).toBe(403);
    expect((await statusUpdate(r.id, "accepted", null)).statusCode).toBe(401);
    await t.db.update(works).set({ status: "completed" }).where(eq(works.id, w.id));
    const done = await statusUpdate(r.id, "accepted");
    expect(done.statusCode).toBe(409);
    const [req] = await t.db.select().from(workRequests).where(eq(workRequests.id, r.id));
    expect(req?.status).toBe("pending");
  });

  it("accepting a user the admin already assigned is 409", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const r = await seedRequest(w.id, b.id);
    await assignRow(t, { workId: w.id, userId: b.id });
    expect((await statusUpdate(r.id, "accepted")).statusCode).toBe(409);
  });
});

describe(`assignments on ${TEST_ENGINE}`, () => {
  it("assigns users of one role, accepting their pending requests, and lists them", async () => {
    const w = await seedWork();
    const s1 = await t.createUser("supervisor");
    const b1 = await t.createUser("boys");
    const r = await seedRequest(w.id, b1.id);
    const res = await assign({ work_id: w.id, role_type: "boys", user_ids: [b1.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: true,
      work: w.id,
      boy: [{ user_id: b1.id, type: "boys", source: "admin" }],
    });
    const [req] = await t.db.select().from(workRequests).where(eq(workRequests.id, r.id));
    expect(req).toMatchObject({ status: "accepted", assigned: true });

    const sup = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign-supervisors/",
      payload: { work: w.id, assignments: [{ user: s1.id }] },
      as: admin,
    });
    expect(sup.statusCode, sup.body).toBe(201);
    const list = await assignedUsers(w.id);
    expect(list.map((u) => [u.user_id, u.type])).toEqual([
      [s1.id, "supervisor"],
      [b1.id, "boys"],
    ]);
    expect(list[1]).toMatchObject({
      user_id: b1.id,
      user_code: b1.row.userCode,
      user_name: b1.row.userName,
      mobile: b1.row.mobileNumber,
      role: "boys",
      is_setting: false,
      is_loading: false,
      is_rated: false,
      wage_id: null,
      is_waged: false,
    });
    expect(typeof list[1]?.id).toBe("number");
    expect(list[1]?.id).not.toBe(list[0]?.id);
    const boys = await t.request({
      method: "GET",
      url: `/api/admin_panel/work/${w.id}/assigned-boys/`,
      as: captain,
    });
    expect(boys.json()).toHaveLength(2);
    const missing = await t.request({
      method: "GET",
      url: "/api/admin_panel/assigned-users/999999/",
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("reports is_rated (the rating's id or false) and wage_id from ratings and wages", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    await assign({ work_id: w.id, role_type: "boys", user_ids: [b.id] });
    expect((await assignedUsers(w.id))[0]).toMatchObject({ is_rated: false, wage_id: null, is_waged: false });
    const r = await rate(t, { workId: w.id, userId: b.id });
    expect((await assignedUsers(w.id))[0]).toMatchObject({ is_rated: r.id, wage_id: null, is_waged: false });
    const g = await wage(t, { workId: w.id, userId: b.id }, { roleType: "boys", totalWage: "500.00" });
    expect((await assignedUsers(w.id))[0]).toMatchObject({ is_rated: r.id, wage_id: g.id, is_waged: true });
  });

  it("refuses a user of the wrong role, unknown users, unapproved users and completed works", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const wrong = await assign({ work_id: w.id, role_type: "head_boy", user_ids: [b.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`Not a Head Boy: ${b.row.userName}.`);
    const wrongMl = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      headers: { "accept-language": "ml" },
      payload: { work_id: w.id, role_type: "head_boy", user_ids: [b.id] },
      as: admin,
    });
    expect(wrongMl.json().message).toBe(`ഹെഡ് ബോയ് അല്ല: ${b.row.userName}.`);
    expect((await assign({ work_id: w.id, role_type: "boys", user_ids: [999999] })).statusCode).toBe(404);
    expect((await assign({ work_id: 999999, role_type: "boys", user_ids: [b.id] })).statusCode).toBe(404);
    expect((await assign({ work_id: w.id, role_type: "chef", user_ids: [b.id] })).statusCode).toBe(400);
    expect((await assign({ work_id: w.id, role_type: "boys", user_ids: [] })).statusCode).toBe(400);
    const unapproved = await t.createUser("boys", { isApproved: false });
    expect((await assign({ work_id: w.id, role_type: "boys", user_ids: [unapproved.id] })).statusCode).toBe(
      400,
    );
    expect((await assign({ work_id: w.id, role_type: "boys", user_ids: [b.id] }, captain)).statusCode).toBe(
      403,
    );
    const done = await seedWork({ status: "completed" });
    expect((await assign({ work_id: done.id, role_type: "boys", user_ids: [b.id] })).statusCode).toBe(409);
    expect(await t.db.select().from(assignments).where(eq(assignments.userId, b.id))).toHaveLength(0);
  });

  it("refuses assigning twice: 'All selected {role} are already assigned'", async () => {
    const w = await seedWork();
    const h1 = await t.createUser("head_boy");
    const h2 = await t.createUser("head_boy");
    expect((await assign({ work_id: w.id, role_type: "head_boy", user_ids: [h1.id] })).statusCode).toBe(201);
    const again = await assign({ work_id: w.id, role_type: "head_boy", user_ids: [h1.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("All selected Head Boys are already assigned");
    const mixed = await assign({ work_id: w.id, role_type: "head_boy", user_ids: [h1.id, h2.id] });
    expect(mixed.statusCode).toBe(409);
    expect(await assignedUsers(w.id)).toHaveLength(1);
  });

  it("warns about same-day double booking and more boys than needed", async () => {
    const w1 = await seedWork({ date: "2034-03-03", noOfBoysNeeded: 1 });
    // A dinner the same day: allowed (one work per day and meal), and warned about.
    const w2 = await seedWork({ date: "2034-03-03", noOfBoysNeeded: 5, workType: "dinner" });
    const b1 = await t.createUser("boys");
    const b2 = await t.createUser("boys");
    const first = await assign({ work_id: w1.id, role_type: "boys", user_ids: [b1.id] });
    expect(first.json().warnings).toEqual([]);
    const second = await assign({ work_id: w1.id, role_type: "boys", user_ids: [b2.id] });
    expect(second.json().warnings).toEqual(["This work now has 2 boys assigned but needs only 1."]);
    const r = await seedRequest(w2.id, b1.id);
    const acc = await statusUpdate(r.id, "accepted");
    // The date is written out for the reader, never YYYY-MM-DD.
    expect(acc.json().warnings).toEqual([
      `${b1.row.userName} is already assigned to another work on Fri, 3 Mar 2034 (#${w1.id} ${w1.auditoriumName}).`,
    ]);
  });

  it("writes the booking warnings in the caller's language", async () => {
    const w1 = await seedWork({ date: "2034-03-04", noOfBoysNeeded: 1 });
    // A dinner the same day: allowed (one work per day and meal), and warned about.
    const w2 = await seedWork({ date: "2034-03-04", noOfBoysNeeded: 5, workType: "dinner" });
    const b1 = await t.createUser("boys");
    const b2 = await t.createUser("boys");
    const ml = { "accept-language": "ml" };
    const url = "/api/admin_panel/assign/head-boy-captain/";
    await t.request({
      method: "POST",
      url,
      payload: { work_id: w1.id, role_type: "boys", user_ids: [b1.id] },
      as: admin,
    });
    const over = await t.request({
      method: "POST",
      url,
      payload: { work_id: w1.id, role_type: "boys", user_ids: [b2.id] },
      as: admin,
      headers: ml,
    });
    expect(over.json().warnings).toEqual(["ഈ ജോലിയുടെ ടീമിൽ ഇപ്പോൾ 2 പേർ; ആവശ്യം 1 പേർ മാത്രം."]);
    const r = await seedRequest(w2.id, b1.id);
    const acc = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${r.id}/status-update/`,
      payload: { status: "accepted" },
      as: admin,
      headers: ml,
    });
    expect(acc.json().warnings).toEqual([
      `${b1.row.userName}-ന് ഒരേ ദിവസം (ശനി, 4 മാർച്ച് 2034) മറ്റൊരു ജോലി ഉണ്ട് (#${w1.id} ${w1.auditoriumName}).`,
    ]);
  });

  it("toggles extra work for boys and head boys only, on upcoming works", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const s = await t.createUser("supervisor");
    await assign({ work_id: w.id, role_type: "boys", user_ids: [b.id] });
    await assign({ work_id: w.id, role_type: "supervisor", user_ids: [s.id] });
    const url = (u: number) => `/api/admin_panel/assign-extra-work/${w.id}/${u}/`;
    const on = await t.request({ method: "PUT", url: url(b.id), payload: { is_setting: true }, as: admin });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user).toMatchObject({ is_setting: true, is_loading: false });
    const both = await t.request({
      method: "PUT",
      url: url(b.id),
      payload: { is_setting: false, is_loading: true },
      as: admin,
    });
    expect(both.json().user).toMatchObject({ is_setting: false, is_loading: true });
    expect(
      (await t.request({ method: "PUT", url: url(s.id), payload: { is_loading: true }, as: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: "PUT", url: url(999999), payload: { is_loading: true }, as: admin })).json(),
    ).toMatchObject({
      message: "User not found in assigned users",
    });
    expect((await t.request({ method: "PUT", url: url(b.id), payload: {}, as: admin })).statusCode).toBe(400);
    expect(
      (await t.request({ method: "PUT", url: url(b.id), payload: { is_loading: true }, as: captain }))
        .statusCode,
    ).toBe(403);
    await t.db.update(works).set({ status: "completed" }).where(eq(works.id, w.id));
    expect(
      (await t.request({ method: "PUT", url: url(b.id), payload: { is_loading: false }, as: admin }))
        .statusCode,
    ).toBe(409);
    const [a] = await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.workId, w.id), eq(assignments.userId, b.id)));
    expect(a).toMatchObject({ isSetting: false, isLoading: true });
  });

  it("removes an assigned user with their request; 404 when not there; 409 on completed or rated", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const r = await seedRequest(w.id, b.id);
    await statusUpdate(r.id, "accepted");
    const url = (u: number, wk = w.id) => `/api/admin_panel/join-requests/delete/${u}/${wk}/`;
    const del = await t.request({ method: "DELETE", url: url(b.id), as: admin });
    expect(del.json()).toEqual({
      status: true,
      message: "User has been successfully removed from work assignment",
    });
    expect(await t.db.select().from(assignments).where(eq(assignments.workId, w.id))).toHaveLength(0);
    expect(await t.db.select().from(workRequests).where(eq(workRequests.workId, w.id))).toHaveLength(0);
    expect((await t.request({ method: "DELETE", url: url(b.id), as: admin })).statusCode).toBe(404);

    await assign({ work_id: w.id, role_type: "boys", user_ids: [b.id] });
    await rate(t, { workId: w.id, userId: b.id });
    expect((await t.request({ method: "DELETE", url: url(b.id), as: admin })).statusCode).toBe(409);

    const done = await seedWork();
    const b2 = await t.createUser("boys");
    await assign({ work_id: done.id, role_type: "boys", user_ids: [b2.id] });
    await complete(t, done.id);
    expect((await t.request({ method: "DELETE", url: url(b2.id, done.id), as: admin })).statusCode).toBe(409);
    expect((await t.request({ method: "DELETE", url: url(b2.id, done.id), as: captain })).statusCode).toBe(
      403,
    );
    expect(await assignedUsers(done.id)).toHaveLength(1);
  });
});

describe(`concurrency on ${TEST_ENGINE}`, () => {
  it("20 parallel accepts of one request: one succeeds, 19 get 409, one assignment", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const r = await seedRequest(w.id, b.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => statusUpdate(r.id, "accepted")));
    const codes = results.map((x) => x.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await t.db.select().from(assignments).where(eq(assignments.workId, w.id))).toHaveLength(1);
  });

  it("20 parallel assigns of one user plus an accept of their request: exactly one assignment", async () => {
    const w = await seedWork();
    const b = await t.createUser("boys");
    const r = await seedRequest(w.id, b.id);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => assign({ work_id: w.id, role_type: "boys", user_ids: [b.id] })),
      statusUpdate(r.id, "accepted"),
    ]);
    const ok = results.filter((x) => x.statusCode === 200 || x.statusCode === 201);
    expect(ok).toHaveLength(1);
    expect(results.every((x) => [200, 201, 409].includes(x.statusCode))).toBe(true);
    expect(await t.db.select().from(assignments).where(eq(assignments.workId, w.id))).toHaveLength(1);
  });

  it("20 parallel accepts of 20 different requests on one work: 20 assignments, correct warnings count", async () => {
    const w = await seedWork({ noOfBoysNeeded: 15 });
    const reqs = [];
    for (let i = 0; i < 20; i++) {
      const b = await t.createUser("boys");
      reqs.push(await seedRequest(w.id, b.id));
    }
    const results = await Promise.all(reqs.map((r) => statusUpdate(r.id, "accepted")));
    expect(results.map((x) => x.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(assignments).where(eq(assignments.workId, w.id));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((x) => x.userId)).size).toBe(20);
    // Accepts serialize on the work: the 16th..20th each see their own count once.
    const warnings = results.flatMap((x) => x.json().warnings as string[]).sort();
    expect(warnings).toEqual(
      [16, 17, 18, 19, 20].map((n) => `This work now has ${n} boys assigned but needs only 15.`),
    );
  });
});
