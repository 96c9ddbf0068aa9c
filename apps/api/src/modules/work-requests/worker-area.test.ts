import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignments,
  auditLog,
  mediaFiles,
  ratings,
  strikes,
  users,
  wages,
  workRequests,
  works,
} from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { createWork } from "../../test/factories.js";
import {
  createTestApp,
  JPEG_BYTES,
  multipart,
  PNG_BYTES,
  TEST_ENGINE,
  type TestApp,
  type TestUser,
} from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

let seq = 0;
function futureDate(days = 10): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function seedWork(overrides: Partial<typeof works.$inferInsert> = {}) {
  seq += 1;
  const w = await createWork(t, {
    auditoriumName: `Hall ${seq}`,
    cateringCompany: `Caterers ${seq}`,
    customerName: "Secret Customer",
    customerMobile: "9000000009",
    address: "Main road",
    place: "Ottapalam",
    district: "palakkad",
    date: futureDate(5 + seq),
    reportingTime: "10:30",
    workType: "lunch",
    noOfBoysNeeded: 5,
    attendees: 250,
    paymentAmount: "25000.00",
    remarks: "internal remark",
    isPublished: true,
    ...overrides,
  });
  return w;
}

const get = (url: string, as: TestUser | null) => t.request({ method: "GET", url, as });
const requestWork = (work: unknown, as: TestUser | null) =>
  t.request({ method: "POST", url: "/api/users/work-request/create/", payload: { work }, as });

describe(`worker area on ${TEST_ENGINE}`, () => {
  it("lists published upcoming works open to the worker, hiding admin assignments and private fields", async () => {
    const boy = await t.createUser("boys");
    const open = await seedWork();
    const unpublished = await seedWork({ isPublished: false });
    const completed = await seedWork({ status: "completed" });
    const cancelled = await seedWork({ status: "cancelled" });
    const past = await seedWork({ date: "2020-01-01" });
    const adminAssigned = await seedWork();
    await t.db
      .insert(assignments)
      .values({ workId: adminAssigned.id, userId: boy.id, roleType: "boys", source: "admin" });

    const res = await get("/api/admin_panel/catering/published/", boy);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; date: string }[];
    const ids = list.map((w) => w.id);
    expect(ids).toContain(open.id);
    for (const hidden of [unpublished, completed, cancelled, past, adminAssigned]) {
      expect(ids).not.toContain(hidden.id);
    }
    const item = list.find((w) => w.id === open.id);
    expect(item).toMatchObject({
      Auditorium_name: open.auditoriumName,
      Catering_company: open.cateringCompany,
      attendees: 250,
      admin_assigned: false,
      already_applied: false,
      assigned_status: null,
      requested_at: null,
    });
    expect(item).not.toHaveProperty("customer_mobile");
    expect(item).not.toHaveProperty("payment_amount");
    expect(item).not.toHaveProperty("remarks");
    // Sorted by date then time.
    const dates = list.map((w) => w.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it("requests a work once: 201, then 409 with its message; DB has one row and an audit entry", async () => {
    const boy = await t.createUser("boys");
    const w = await seedWork();
    const first = await requestWork(w.id, boy);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: true,
      message: "Work request sent successfully!",
      request: { status: "pending", assigned: false, source: "request", work_detail: { id: w.id } },
    });
    const second = await requestWork(w.id, boy);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      status: false,
      code: "ALREADY_APPLIED",
      message: "You have already applied for this work!",
    });
    const [n] = await t.db
      .select({ n: count() })
      .from(workRequests)
      .where(and(eq(workRequests.workId, w.id), eq(workRequests.userId, boy.id)));
    expect(n?.n).toBe(1);
    const [a] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "work_request.create"), eq(auditLog.actorId, boy.id)));
    expect(a?.n).toBe(1);

    const list = (await get("/api/admin_panel/catering/published/", boy)).json() as {
      id: number;
      already_applied: boolean;
      assigned_status: string | null;
    }[];
    expect(list.find((x) => x.id === w.id)).toMatchObject({
      already_applied: true,
      assigned_status: "pending",
    });
  });

  it("50 parallel requests for one work by one worker make exactly one row", async () => {
    const boy = await t.createUser("head_boy");
    const w = await seedWork();
    const results = await Promise.all(Array.from({ length: 50 }, () => requestWork(w.id, boy)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe("You have already applied for this work!");
    }
    const [n] = await t.db
      .select({ n: count() })
      .from(workRequests)
      .where(and(eq(workRequests.workId, w.id), eq(workRequests.userId, boy.id)));
    expect(n?.n).toBe(1);
  });

  it("decides on the one read in the rules' order: the work, then assigned, no-shows, one meal", async () => {
    const boy = await t.createUser("boys");
    const code = async (work: number, who: TestUser = boy) => {
      const res = await requestWork(work, who);
      return res.statusCode === 201 ? "sent" : res.json().code;
    };
    const assign = (workId: number, userId: number) =>
      t.db.insert(assignments).values({ workId, userId, roleType: "boys", source: "admin" });
    // A work that breaks several rules answers with the first of them.
    const closed = await seedWork({ isPublished: false, date: "2021-05-05" });
    await assign(closed.id, boy.id);
    expect(await code(closed.id)).toBe("WORK_NOT_OPEN");
    const past = await seedWork({ date: "2021-05-06" });
    await assign(past.id, boy.id);
    expect(await code(past.id)).toBe("WORK_PAST");
    // One meal a day: another lunch of that day held; a cancelled one or a dinner does not count.
    const day = futureDate(40);
    const held = await seedWork({ date: day, workType: "lunch" });
    await assign(held.id, boy.id);
    const lunch = await seedWork({ date: day, workType: "lunch" });
    expect(await code(lunch.id)).toBe("ONE_MEAL_PER_DAY");
    expect(await code((await seedWork({ date: day, workType: "dinner" })).id)).toBe("sent");
    await t.db.update(works).set({ status: "cancelled" }).where(eq(works.id, held.id));
    expect(await code(lunch.id)).toBe("sent");
    // No-shows: three uncleared strikes in 90 days stop requests, before the one-meal rule.
    const striker = await t.createUser("boys");
    const missed = await seedWork({ date: "2021-05-07" });
    const strikeAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await t.db.insert(strikes).values([
      { userId: striker.id, workId: missed.id, createdAt: strikeAt(3) },
      { userId: striker.id, workId: (await seedWork({ date: "2021-05-08" })).id, createdAt: strikeAt(2) },
      {
        userId: striker.id,
        workId: (await seedWork({ date: "2021-05-09" })).id,
        createdAt: strikeAt(1),
        clearedAt: strikeAt(0),
      },
    ]);
    const other = await seedWork({ date: futureDate(41), workType: "lunch" });
    await assign(other.id, striker.id);
    const next = await seedWork({ date: futureDate(41), workType: "lunch" });
    expect(await code(next.id, striker)).toBe("ONE_MEAL_PER_DAY");
    await t.db.insert(strikes).values({
      userId: striker.id,
      workId: (await seedWork({ date: "2021-05-10" })).id,
      createdAt: strikeAt(1),
    });
    expect(await code(next.id, striker)).toBe("REQUESTS_BLOCKED_NO_SHOWS");
  });

  it("refuses requests for unpublished, completed, cancelled, past, assigned or missing works, and bad ids", async () => {
    const boy = await t.createUser("boys");
    const cases: [number | string | null, number, string][] = [
      [(await seedWork({ isPublished: false })).id, 409, "This work is not open for requests."],
      [(await seedWork({ status: "completed" })).id, 409, "This work is already completed."],
      [(await seedWork({ status: "cancelled" })).id, 409, "This work has been cancelled."],
      [(await seedWork({ date: "2021-05-05" })).id, 409, "This work has already taken place."],
      [999_999, 404, "Work not found"],
    ];
    const assigned = await seedWork();
    await t.db
      .insert(assignments)
      .values({ workId: assigned.id, userId: boy.id, roleType: "boys", source: "admin" });
    cases.push([assigned.id, 409, "You are already assigned to this work."]);
    for (const [work, status, message] of cases) {
      const res = await requestWork(work, boy);
      expect(res.statusCode, String(work)).toBe(status);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    for (const bad of ["abc", -1, 0, 1.5, null]) {
      const res = await requestWork(bad, boy);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toHaveProperty("work");
    }
    const noBody = await t.request({
      method: "POST",
      url: "/api/users/work-request/create/",
      payload: {},
      as: boy,
    });
    expect(noBody.statusCode).toBe(400);
    const [n] = await t.db.select({ n: count() }).from(workRequests).where(eq(workRequests.userId, boy.id));
    expect(n?.n).toBe(0);
  });

  it("work detail: own request, rating, wage, total earning and supervisors; private works are 404", async () => {
    const boy = await t.createUser("boys");
    const sup = await t.createUser("supervisor", {
      userName: "Suresh Supervisor",
      mobileNumber: "9876500001",
    });
    const w = await seedWork({ instructions: "Black pant, white shirt", aboutWork: "Wedding lunch" });
    expect((await requestWork(w.id, boy)).statusCode).toBe(201);
    await t.db
      .update(workRequests)
      .set({ status: "accepted", assigned: true, comment: "See you there" })
      .where(eq(workRequests.userId, boy.id));
    const [req] = await t.db.select().from(workRequests).where(eq(workRequests.userId, boy.id));
    await t.db.insert(assignments).values([
      {
        workId: w.id,
        userId: boy.id,
        roleType: "boys",
        source: "request",
        requestId: req?.id,
        isLoading: true,
      },
      { workId: w.id, userId: sup.id, roleType: "supervisor", source: "admin" },
      { workId: w.id, userId: captain.id, roleType: "subadmin", source: "admin" },
    ]);
    await t.db.insert(ratings).values({
      workId: w.id,
      userId: boy.id,
      pant: true,
      shoe: true,
      timing: false,
      neatness: true,
      performance: null,
      attendance: 1,
      arrivalTime: "10:25",
      comment: "Good",
    });
    await t.db.insert(wages).values({
      workId: w.id,
      userId: boy.id,
      roleType: "boys",
      baseFare: "500.00",
      ratingAmount: "30.00",
      travelAllowance: "50.50",
      totalWage: "580.50",
    });

    const res = await get(`/api/admin_panel/published-work/${w.id}`, boy);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: w.id,
      instructions: "Black pant, white shirt",
      About_work: "Wedding lunch",
      admin_assigned: false,
      already_applied: true,
      assigned_status: "accepted",
      is_assigned: true,
      comment: "See you there",
      join_requests: [
        { status: "accepted", assigned: true, extra_work: { is_loading: true, is_setting: false } },
      ],
      ratings: [{ pant: true, shoe: true, timing: false, neatness: true, performance: null, attendence: 1 }],
      daily_wage: { base_fare: "500.00", total_wage: "580.50", payment_status: "not_paid" },
      total_earning: 580.5,
    });
    expect(body.assigned_supervisors).toEqual(
      expect.arrayContaining([
        { name: "Suresh Supervisor", role: "supervisor", mobile: "9876500001" },
        { name: captain.row.userName, role: "subadmin", mobile: captain.row.mobileNumber },
      ]),
    );
    expect(body).not.toHaveProperty("customer_name");
    // Trailing slash is fine too.
    expect((await get(`/api/admin_panel/published-work/${w.id}/`, boy)).statusCode).toBe(200);

    // Unpublished and not involved: 404. Unpublished but assigned (e.g. completed later): visible.
    const hidden = await seedWork({ isPublished: false });
    expect((await get(`/api/admin_panel/published-work/${hidden.id}`, boy)).statusCode).toBe(404);
    await t.db
      .insert(assignments)
      .values({ workId: hidden.id, userId: boy.id, roleType: "boys", source: "admin" });
    const mine = await get(`/api/admin_panel/published-work/${hidden.id}`, boy);
    expect(mine.statusCode).toBe(200);
    // The original client (record 013) reads an admin assignment as an accepted join request.
    expect(mine.json()).toMatchObject({
      admin_assigned: true,
      already_applied: false,
      join_requests: [{ status: "accepted", assigned: true, admin_assigned: true }],
    });
    expect((await get("/api/admin_panel/published-work/999999", boy)).statusCode).toBe(404);
    expect((await get("/api/admin_panel/published-work/abc", boy)).statusCode).toBe(400);
  });

  it("My Works lists requests and direct assignments; stats and average rating are computed in SQL", async () => {
    const boy = await t.createUser("boys");
    const pending = await seedWork({ auditoriumName: "Pending Hall" });
    const accepted = await seedWork({ auditoriumName: "Accepted Hall" });
    const rejected = await seedWork({ auditoriumName: "Rejected Hall" });
    const done = await seedWork({ auditoriumName: "Done Hall" });
    for (const w of [pending, accepted, rejected, done])
      expect((await requestWork(w.id, boy)).statusCode).toBe(201);
    await t.db
      .update(workRequests)
      .set({ status: "accepted", assigned: true })
      .where(and(eq(workRequests.userId, boy.id), eq(workRequests.workId, accepted.id)));
    await t.db
      .update(workRequests)
      .set({ status: "accepted", assigned: true })
      .where(and(eq(workRequests.userId, boy.id), eq(workRequests.workId, done.id)));
    await t.db
      .update(workRequests)
      .set({ status: "rejected", comment: "Team full" })
      .where(and(eq(workRequests.userId, boy.id), eq(workRequests.workId, rejected.id)));
    const direct = await seedWork({ auditoriumName: "Direct Hall", status: "completed" });
    await t.db.insert(assignments).values([
      { workId: accepted.id, userId: boy.id, roleType: "boys", source: "request" },
      { workId: done.id, userId: boy.id, roleType: "boys", source: "request" },
      { workId: direct.id, userId: boy.id, roleType: "boys", source: "admin" },
    ]);
    await t.db.update(works).set({ status: "completed" }).where(eq(works.id, done.id));
    // Ratings: 4 good marks, 3 good marks, and an absent one that does not count.
    const mark = (n: number) => ({
      pant: n > 0,
      shoe: n > 1,
      timing: n > 2,
      neatness: n > 3,
      performance: n > 4,
    });
    await t.db.insert(ratings).values([
      { workId: done.id, userId: boy.id, ...mark(4), attendance: 1 },
      { workId: direct.id, userId: boy.id, ...mark(3), attendance: 1 },
      { workId: accepted.id, userId: boy.id, ...mark(0), attendance: 0 },
    ]);

    const list = await get("/api/users/work-request/list/", boy);
    expect(list.statusCode).toBe(200);
    const entries = list.json() as {
      id: number | null;
      source: string;
      status: string;
      work_status: string;
      assigned: boolean;
      comment: string | null;
      work_detail: { Auditorium_name: string };
      boy: { id: number; user_name: string };
    }[];
    expect(entries).toHaveLength(5);
    const byHall = Object.fromEntries(entries.map((e) => [e.work_detail.Auditorium_name, e]));
    expect(byHall["Pending Hall"]).toMatchObject({ status: "pending", assigned: false, source: "request" });
    expect(byHall["Accepted Hall"]).toMatchObject({ status: "accepted", assigned: true });
    expect(byHall["Rejected Hall"]).toMatchObject({ status: "rejected", comment: "Team full" });
    expect(byHall["Done Hall"]).toMatchObject({ status: "accepted", work_status: "completed" });
    expect(byHall["Direct Hall"]).toMatchObject({
      id: null,
      source: "admin",
      status: "accepted",
      assigned: true,
    });
    expect(entries[0]?.boy).toMatchObject({ id: boy.id, user_name: boy.row.userName });

    const stats = await get("/api/users/dashboard/stats/user/", boy);
    expect(stats.statusCode).toBe(200);
    const published = (await get("/api/admin_panel/catering/published/", boy)).json() as unknown[];
    expect(stats.json()).toEqual({
      user_name: boy.row.userName,
      // Accepted Hall, Done Hall and the direct assignment (Direct Hall).
      accepted_requests: 3,
      pending_requests: 1,
      attended_works: 2,
      completed_jobs: 2,
      published_work_count: published.length,
    });

    const avg = await get("/api/users/my-average-rating/", boy);
    expect(avg.statusCode).toBe(200);
    expect(avg.json()).toEqual({ average_rating: 3.5, total_ratings: 2 });

    const fresh = await t.createUser("boys");
    expect((await get("/api/users/my-average-rating/", fresh)).json()).toEqual({
      average_rating: 0,
      total_ratings: 0,
    });
    expect((await get("/api/users/work-request/list/", fresh)).json()).toEqual([]);
  });

  it("average rating keeps one decimal (2 / 3 good marks -> 0.7 etc.)", async () => {
    const boy = await t.createUser("boys");
    const ws = [await seedWork(), await seedWork(), await seedWork()];
    await t.db.insert(ratings).values([
      { workId: ws[0]?.id ?? 0, userId: boy.id, pant: true, shoe: null, attendance: 1 },
      { workId: ws[1]?.id ?? 0, userId: boy.id, pant: false, attendance: 1 },
      { workId: ws[2]?.id ?? 0, userId: boy.id, pant: true, attendance: 1 },
    ]);
    expect((await get("/api/users/my-average-rating/", boy)).json()).toEqual({
      average_rating: 0.7,
      total_ratings: 3,
    });
  });

  it("rating and wage: own records, sub-admins and admins; another worker gets 403; none yet 404", async () => {
    const boy = await t.createUser("boys");
    const other = await t.createUser("boys");
    const w = await seedWork();
    await t.db.insert(ratings).values({ workId: w.id, userId: boy.id, pant: true, attendance: 1 });
    await t.db
      .insert(wages)
      .values({ workId: w.id, userId: boy.id, roleType: "boys", baseFare: "400.00", totalWage: "410.00" });
    for (const kind of ["boy-rating", "daily-wage"]) {
      const url = `/api/admin_panel/${kind}/${boy.id}/${w.id}/`;
      for (const reader of [boy, captain, admin]) {
        const res = await get(url, reader);
        expect(res.statusCode, `${kind} as ${reader.row.role}`).toBe(200);
        expect(res.json()).toMatchObject({ user: boy.id, work: w.id });
      }
      const denied = await get(url, other);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({
        status: false,
        code: "OWN_RECORDS_ONLY",
        message: "You can only view your own ratings and wages.",
      });
      // 403 before revealing whether a record exists.
      expect((await get(`/api/admin_panel/${kind}/${boy.id}/999999/`, other)).statusCode).toBe(403);
      expect((await get(`/api/admin_panel/${kind}/${other.id}/${w.id}/`, other)).statusCode).toBe(404);
      expect((await get(`/api/admin_panel/${kind}/${boy.id}/${w.id}/`, null)).statusCode).toBe(401);
      expect((await get(`/api/admin_panel/${kind}/x/${w.id}/`, boy)).statusCode).toBe(400);
    }
    const wage = (await get(`/api/admin_panel/daily-wage/${boy.id}/${w.id}/`, boy)).json();
    expect(wage).toMatchObject({ base_fare: "400.00", total_wage: "410.00", rating_amount: "0.00" });
    const none = await get(`/api/admin_panel/daily-wage/${other.id}/${w.id}/`, other);
    expect(none.json().message).toBe("No wage data available for this work.");
  });

  it("an unapproved worker gets 403 everywhere but me; anonymous 401; admins are not workers", async () => {
    const waiting = await t.createUser("boys", { isApproved: false });
    const w = await seedWork();
    const urls = [
      "/api/admin_panel/catering/published/",
      `/api/admin_panel/published-work/${w.id}`,
      "/api/users/work-request/list/",
      "/api/users/dashboard/stats/user/",
      "/api/users/my-average-rating/",
      `/api/admin_panel/boy-rating/${waiting.id}/${w.id}/`,
      `/api/admin_panel/daily-wage/${waiting.id}/${w.id}/`,
    ];
    for (const url of urls) {
      const res = await get(url, waiting);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("Your account is awaiting admin approval.");
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await requestWork(w.id, waiting)).statusCode).toBe(403);
    const patch = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...multipart({ address: "New" }),
      as: waiting,
    });
    expect(patch.statusCode).toBe(403);
    expect((await get("/api/users/users/me/", waiting)).statusCode).toBe(200);
    expect((await get("/api/admin_panel/catering/published/", admin)).statusCode).toBe(403);
    expect((await requestWork(w.id, admin)).statusCode).toBe(403);
    const [n] = await t.db.select({ n: count() }).from(workRequests).where(eq(workRequests.workId, w.id));
    expect(n?.n).toBe(0);
  });

  it("profile edit changes only the editable fields, even when others are sent", async () => {
    const boy = await t.createUser("boys", {
      userName: "Original Name",
      address: "Old",
      employmentType: "part_time",
    });
    const res = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...multipart({
        user_id: "CK99999",
        user_name: "Hacker",
        role: "admin",
        mobile_number: "9999999999",
        is_approved: "false",
        is_active: "false",
        address: "  12 Temple Road ",
        district: "Thrissur",
        place: "Guruvayur",
        experienced: "true",
        employment_type: "freelance",
        has_bike: "on",
        has_license: "false",
      }),
      as: boy,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: "Profile updated successfully",
      user: {
        user_name: "Original Name",
        role: "boys",
        user_id: boy.row.userCode,
        mobile_number: boy.row.mobileNumber,
        address: "12 Temple Road",
        district: "thrissur",
        place: "Guruvayur",
        experienced: true,
        employment_type: "freelance",
        has_bike: true,
        has_license: false,
        license_image: null,
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, boy.id));
    expect(row).toMatchObject({ role: "boys", isApproved: true, isActive: true, userName: "Original Name" });

    const bad = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...multipart({ district: "atlantis", employment_type: "sometimes", address: "   " }),
      as: boy,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["address", "district", "employment_type"]);
    const [after] = await t.db.select().from(users).where(eq(users.id, boy.id));
    expect(after?.district).toBe("thrissur");
  });

  it("a worker marked licensed with no image on file saves his UPI ID and details; the image is asked for only when the licence is newly ticked", async () => {
    const licensed = await t.createUser("boys", { hasLicense: true, licenseImage: null });
    const save = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...multipart({ upi_id: "manu@okaxis", place: "Ottapalam", has_license: "true" }),
      as: licensed,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().user).toMatchObject({ upi_id: "manu@okaxis", place: "Ottapalam", has_license: true });
    const unlicensed = await t.createUser("boys", { hasLicense: false });
    const ticked = await t.request({
      method: "PATCH",
      url: "/api/users/update/users-details/",
      ...multipart({ upi_id: "biju@okaxis", has_license: "true" }),
      as: unlicensed,
    });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json()).toMatchObject({ code: "LICENSE_IMAGE_REQUIRED" });
    const [row] = await t.db.select().from(users).where(eq(users.id, unlicensed.id));
    expect(row?.upiId ?? "").not.toBe("biju@okaxis");
  });

  it("license image: required with has_license, PNG/JPEG only, up to 5 MB, replaced and removed", async () => {
    const boy = await t.createUser("boys");
    // Stored files are rows of media_files (any API process reads them).
    const files = async () =>
      (await t.db.select({ name: mediaFiles.name }).from(mediaFiles)).map((f) => f.name).sort();
    const patch = (fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) =>
      t.request({
        method: "PATCH",
        url: "/api/users/update/users-details/",
        ...multipart(fields, file ? { license_image: file } : {}),
        as: boy,
      });

    const missing = await patch({ has_license: "true" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty("license_image");

    const exe = await patch(
      { has_license: "true" },
      { name: "x.png", data: Buffer.from("MZ\x90\x00 not an image") },
    );
    expect(exe.statusCode).toBe(415);
    const big = await patch(
      { has_license: "true" },
      { name: "big.png", data: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    expect(await files()).toEqual([]);

    const first = await patch({ has_license: "true" }, { name: "l.png", data: PNG_BYTES, type: "image/png" });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.has_license).toBe(true);
    expect(first.json().user.license_image).toMatch(
      new RegExp(`^http://localhost:${t.config.port}/api/media/license/${boy.id}/\\?exp=`),
    );
    const [png] = await files();
    expect(png).toMatch(/\.png$/);

    // The image can be viewed through its signed URL.
    const imageUrl = new URL(first.json().user.license_image);
    const view = await t.request({ method: "GET", url: imageUrl.pathname + imageUrl.search });
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("image/png");

    // Editing other fields keeps the image; a new image replaces the old file.
    expect((await patch({ place: "Shoranur" })).json().user.license_image).not.toBeNull();
    const second = await patch(
      { has_license: "true" },
      { name: "l.jpg", data: JPEG_BYTES, type: "image/jpeg" },
    );
    expect(second.statusCode).toBe(200);
    const after = await files();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/\.jpg$/);

    // Turning has_license off deletes the stored image.
    const off = await patch({ has_license: "false" });
    expect(off.json().user).toMatchObject({ has_license: false, license_image: null });
    expect(await files()).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, boy.id));
    expect(row?.licenseImage).toBeNull();
  });
});
