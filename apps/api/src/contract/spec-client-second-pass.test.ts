/**
 * The original front end (docs/decisions/013-spec-client-contract.md), second pass: what its screens read, written as that
 * client's own expectation. Each test names the screen and the read that broke it.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accept,
  assign,
  complete,
  createWork,
  futureDate,
  pastDate,
  rate,
  requestWork,
  setFare,
  wage,
} from "../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../test/helpers.js";

const ORIGIN = "https://spec-client.example";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let headBoy: TestUser;
let boy: TestUser;
let supervisor: TestUser;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function call(
  method: Method,
  path: string,
  as: TestUser | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url: `/api${path}`,
    as,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function ok(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** The original Edit Work form's select: its options, and the value it must find among them. */
const EDIT_FORM_WORK_TYPES = ["Break_Fast", "Lunch", "Dinner", "others"];

/** The original client's `new Date(x)`: "Updated: Invalid Date" when this is false. */
const isValidDate = (value: unknown) => typeof value === "string" && !Number.isNaN(new Date(value).getTime());

const workBody = (date: string, workType: string) => ({
  Auditorium_name: "Second Pass Hall",
  customer_name: "Customer",
  customer_mobile: "9876543210",
  address: "Main road",
  place: "Ottapalam",
  district: "palakkad",
  date,
  reporting_time: "10:30",
  work_type: workType,
  no_of_boys_needed: 3,
  attendees: 200,
  payment_amount: "5000.00",
});

beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [ORIGIN] });
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
  headBoy = await t.createUser("head_boy");
  boy = await t.createUser("boys");
  supervisor = await t.createUser("supervisor");
  await setFare(t, "boys", "500.00");
  await setFare(t, "head_boy", "600.00");
  await setFare(t, "subadmin", "800.00");
  await setFare(t, "supervisor", "700.00");
});
afterAll(() => t.close());

describe(`1. work_type spelled as the original client sends it, on ${TEST_ENGINE}`, () => {
  it("answers the create form's own spelling, and the Edit Work select finds it among its options", async () => {
    const created = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(30), "Break_Fast")),
      201,
    );
    expect(created.work.work_type).toBe("Break_Fast");
    const list = ok(await call("GET", "/admin_panel/catering-works/?type=upcoming", admin));
    const item = list.find((w: { id: number }) => w.id === created.work.id);
    expect(EDIT_FORM_WORK_TYPES).toContain(item.work_type);
    expect(item.work_type).toBe("Break_Fast");
  });

  it("accepts any case on input and answers the original client's spelling (create and edit)", async () => {
    const created = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(31), "LUNCH")),
      201,
    );
    expect(created.work.work_type).toBe("Lunch");
    const edited = ok(
      await call("PUT", `/admin_panel/catering-work/${created.work.id}/update/`, admin, {
        ...workBody(futureDate(31), "dinner"),
      }),
    );
    expect(edited.work.work_type).toBe("Dinner");
    const others = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(32), "Others")),
      201,
    );
    expect(others.work.work_type).toBe("others");
  });

  it("the analytics filter takes the original client's spelling too", async () => {
    const list = ok(await call("GET", "/admin_panel/work-profit-loss/?work_type=Break_Fast", admin));
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.work_type).toBe("Break_Fast");
  });
});

describe(`2. text fields are strings, never null, on ${TEST_ENGINE}`, () => {
  it("published-work/{id}: instructions is a string (the worker app calls instructions.split)", async () => {
    const created = ok(
      await call("POST", "/admin_panel/catering-work/create/", admin, workBody(futureDate(33), "Lunch")),
      201,
    );
    ok(
      await call("PATCH", `/admin_panel/catering-work/${created.work.id}/update/`, admin, {
        is_published: true,
      }),
    );
    const detail = ok(await call("GET", `/admin_panel/published-work/${created.work.id}`, boy));
    expect(typeof detail.instructions).toBe("string");
    expect(() => detail.instructions.split("\n")).not.toThrow();
    for (const key of ["Catering_company", "location_url", "About_work", "comment"]) {
      expect(typeof detail[key], key).toBe("string");
    }
    const published = ok(await call("GET", "/admin_panel/catering/published/", boy));
    const listed = published.find((w: { id: number }) => w.id === created.work.id);
    for (const key of ["instructions", "Catering_company", "location_url", "About_work", "comment"]) {
      expect(typeof listed[key], key).toBe("string");
    }
  });

  it("our own work answers too: My next jobs gives location_url as a string", async () => {
    const w = await createWork(t, { date: futureDate(34), workType: "dinner" });
    await assign(t, { workId: w.id, userId: supervisor.id }, "supervisor");
    const jobs = ok(await call("GET", "/users/me/next-jobs/", supervisor));
    const job = jobs.results.find((j: { work_id: number }) => j.work_id === w.id);
    expect(job).toMatchObject({ location_url: "", work_type: "Dinner" });
  });

  it("every work answer: the admin's list has strings for every text field", async () => {
    const list = ok(await call("GET", "/admin_panel/catering-works/?type=upcoming", admin));
    expect(list.length).toBeGreaterThan(0);
    for (const w of list) {
      for (const key of [
        "Catering_company",
        "location_url",
        "remarks",
        "about_work",
        "About_work",
        "instructions",
      ]) {
        expect(typeof w[key], key).toBe("string");
      }
    }
  });

  it("every user answer: users/me, the admin's users and the sub-admin's users have strings", async () => {
    const bare = await t.createUser("boys", { email: null, address: null, place: null, district: null });
    const me = ok(await call("GET", "/users/users/me/", bare));
    const user = me.user ?? me;
    for (const key of [
      "email",
      "mobile_number",
      "address",
      "district",
      "place",
      "employment_type",
      "upi_id",
    ]) {
      expect(typeof user[key], key).toBe("string");
    }
    const staffList = ok(await call("GET", "/sub_admin/sub-admin/users/", captain));
    const listed = staffList.find((u: { id: number }) => u.id === bare.id);
    for (const key of ["email", "address", "district", "place", "employment_type"]) {
      expect(typeof listed[key], key).toBe("string");
    }
  });
});

describe(`3-8. worker detail, stats, assigned users, dashboard, analytics on ${TEST_ENGINE}`, () => {
  it("3. work-profit-loss: an upcoming work with no costs is a Profit (not a loss), not final", async () => {
    const w = await createWork(t, { date: futureDate(40), paymentAmount: "3000.00" });
    const r = ok(await call("GET", `/admin_panel/work/${w.id}/profit-loss/`, admin));
    expect(r.status).toBe("Profit");
    expect(r.is_final).toBe(false);
    expect(r.profit_or_loss).toBe("3000.00");
  });

  it("3. Loss from the figures so far when costs entered exceed the revenue; final once completed", async () => {
    const w = await createWork(t, { date: pastDate(2), paymentAmount: "400.00" });
    await assign(t, { workId: w.id, userId: boy.id });
    await rate(t, { workId: w.id, userId: boy.id });
    await wage(t, { workId: w.id, userId: boy.id }, { roleType: "boys", totalWage: "500.00" });
    const open = ok(await call("GET", `/admin_panel/work/${w.id}/profit-loss/`, admin));
    expect(open).toMatchObject({ status: "Loss", is_final: false, profit_or_loss: "-100.00" });
    await complete(t, w.id);
    const list = ok(await call("GET", "/admin_panel/work-profit-loss/", admin));
    const done = list.find((x: { id: number }) => x.id === w.id);
    expect(done).toMatchObject({ status: "Loss", is_final: true });
    for (const x of list) expect(["Profit", "Loss"]).toContain(x.status);
    const summary = ok(await call("GET", `/admin_panel/work/${w.id}/payment-summary/`, admin));
    expect(summary.summary).toMatchObject({ status: "Loss", is_final: true });
  });

  it("4. published-work/{id}: join_requests[] carry updated_at (no 'Updated: Invalid Date')", async () => {
    const w = await createWork(t, { date: futureDate(41), isPublished: true });
    const req = ok(await call("POST", "/users/work-request/create/", boy, { work: w.id }), 201);
    expect(req.status).toBe(true);
    const detail = ok(await call("GET", `/admin_panel/published-work/${w.id}`, boy));
    expect(detail.join_requests).toHaveLength(1);
    expect(isValidDate(detail.join_requests[0].updated_at)).toBe(true);
    expect(isValidDate(detail.join_requests[0].requested_at)).toBe(true);
    expect(detail.join_requests[0].admin_assigned).toBe(false);
  });

  it("5. an admin assignment is an accepted join request, so no 'Send Work Request' on a completed work", async () => {
    const w = await createWork(t, { date: pastDate(3), isPublished: true });
    ok(
      await call("POST", "/admin_panel/assign/head-boy-captain/", admin, {
        work_id: w.id,
        role_type: "head_boy",
        user_ids: [headBoy.id],
      }),
      201,
    );
    await complete(t, w.id);
    const detail = ok(await call("GET", `/admin_panel/published-work/${w.id}`, headBoy));
    // The client offers "Send Work Request" when join_requests is empty.
    expect(detail.join_requests.length).toBeGreaterThan(0);
    expect(detail.join_requests[0]).toMatchObject({
      status: "accepted",
      assigned: true,
      admin_assigned: true,
    });
    expect(isValidDate(detail.join_requests[0].updated_at)).toBe(true);
  });

  it("6. dashboard/stats/user/: admin assignments count as accepted requests", async () => {
    const worker = await t.createUser("head_boy");
    const works = [];
    for (let i = 0; i < 3; i += 1) works.push(await createWork(t, { date: futureDate(50 + i) }));
    for (const w of works.slice(0, 2)) await assign(t, { workId: w.id, userId: worker.id }, "head_boy");
    const viaRequest = works[2];
    if (!viaRequest) throw new Error("no work");
    await accept(t, { workId: viaRequest.id, userId: worker.id }, "head_boy");
    const stats = ok(await call("GET", "/users/dashboard/stats/user/", worker));
    expect(stats.accepted_requests).toBe(3);
  });

  it("7. assigned-users: type is only supervisor or boys; the real role is in role", async () => {
    const w = await createWork(t, { date: futureDate(60) });
    await assign(t, { workId: w.id, userId: captain.id }, "subadmin");
    await assign(t, { workId: w.id, userId: headBoy.id }, "head_boy");
    await assign(t, { workId: w.id, userId: boy.id }, "boys");
    await assign(t, { workId: w.id, userId: supervisor.id }, "supervisor");
    const list = ok(await call("GET", `/admin_panel/assigned-users/${w.id}/`, admin));
    const byUser = new Map(list.map((u: { user_id: number }) => [u.user_id, u]));
    expect(byUser.get(captain.id)).toMatchObject({ type: "boys", role: "subadmin" });
    expect(byUser.get(headBoy.id)).toMatchObject({ type: "boys", role: "head_boy" });
    expect(byUser.get(boy.id)).toMatchObject({ type: "boys", role: "boys" });
    expect(byUser.get(supervisor.id)).toMatchObject({ type: "supervisor", role: "supervisor" });
    for (const u of list) expect(["supervisor", "boys"]).toContain(u.type);
  });

  it("8. admin stats: total_pending_join_requests counts pending work requests; applicants apart", async () => {
    const fresh = await createTestApp();
    try {
      const a = await fresh.createUser("admin");
      const w1 = await createWork(fresh, { date: futureDate(70) });
      const w2 = await createWork(fresh, { date: futureDate(71) });
      const done = await createWork(fresh, { date: pastDate(5), status: "completed" });
      const workers = [];
      for (let i = 0; i < 3; i += 1) workers.push(await fresh.createUser("boys"));
      for (const u of workers) await requestWork(fresh, { workId: w1.id, userId: u.id });
      const first = workers[0];
      if (!first) throw new Error("no worker");
      await requestWork(fresh, { workId: w2.id, userId: first.id }, { status: "accepted", assigned: true });
      // A pending request on a completed work waits for nobody.
      await requestWork(fresh, { workId: done.id, userId: first.id });
      await fresh.createUser("boys", { isApproved: false });
      await fresh.createUser("supervisor", { isApproved: false });
      const res = await fresh.request({ method: "GET", url: "/api/admin_panel/admin/stats/", as: a });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total_pending_join_requests: 3, total_pending_applicants: 2 });
    } finally {
      await fresh.close();
    }
  });
});

describe(`9. a captain completes their own work from the original app, on ${TEST_ENGINE}`, () => {
  const rating = { pant: true, shoe: true, timing: true, neatness: true, performance: true, attendence: 1 };
  const pay = {
    travel_allowance: "0",
    over_time: "0",
    long_fare: "0",
    bonus: "0",
    payment_status: "not_paid",
  };

  it("completes without the captain's own rating and wage; an admin enters them after, that row only", async () => {
    const w = await createWork(t, { date: pastDate(1), isPublished: true, paymentAmount: "5000.00" });
    await assign(t, { workId: w.id, userId: captain.id }, "subadmin");
    await assign(t, { workId: w.id, userId: boy.id }, "boys");
    // The app cannot rate the captain themself.
    const self = await call("POST", "/sub_admin/rate-boy/", captain, {
      user: captain.id,
      work: w.id,
      ...rating,
    });
    expect(self.statusCode).toBe(403);
    // Everyone else must still be rated and paid: completion names the boy.
    const early = await call("PATCH", `/sub_admin/catering-work/${w.id}/update/`, captain, {
      status: "completed",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(boy.row.userName);
    expect(early.json().message).not.toContain(captain.row.userName);
    ok(await call("POST", "/sub_admin/rate-boy/", captain, { user: boy.id, work: w.id, ...rating }), 201);
    ok(await call("PATCH", "/sub_admin/boy-wage/edit/", captain, { user: boy.id, work: w.id, ...pay }));
    const done = ok(
      await call("PATCH", `/sub_admin/catering-work/${w.id}/update/`, captain, { status: "completed" }),
    );
    expect(done.work.status).toBe("completed");

    // The admin's "needs attention" shows the open row until it is done.
    const before = ok(await call("GET", "/admin_panel/admin/needs-attention/", admin));
    expect(before.open_captain_rows).toContainEqual(
      expect.objectContaining({ work_id: w.id, user: captain.id, needs_rating: true, needs_wage: true }),
    );
    // Nobody else's row reopens, and a sub-admin cannot write the open row.
    const boyAgain = await call("PATCH", "/sub_admin/boy-wage/edit/", admin, {
      user: boy.id,
      work: w.id,
      ...pay,
      bonus: "5",
    });
    expect(boyAgain.statusCode).toBe(409);
    const other = await t.createUser("subadmin");
    const notAdmin = await call("POST", "/sub_admin/rate-boy/", other, {
      user: captain.id,
      work: w.id,
      ...rating,
    });
    expect(notAdmin.statusCode).toBe(409);

    ok(await call("POST", "/sub_admin/rate-boy/", admin, { user: captain.id, work: w.id, ...rating }), 201);
    const middle = ok(await call("GET", "/admin_panel/admin/needs-attention/", admin));
    expect(middle.open_captain_rows).toContainEqual(
      expect.objectContaining({ work_id: w.id, user: captain.id, needs_rating: false, needs_wage: true }),
    );
    ok(
      await call("POST", "/sub_admin/submit-subadmin-wage/", admin, { user: captain.id, work: w.id, ...pay }),
      201,
    );
    const after = ok(await call("GET", "/admin_panel/admin/needs-attention/", admin));
    expect(after.open_captain_rows.some((r: { work_id: number }) => r.work_id === w.id)).toBe(false);
    // Done: the row is closed like every other.
    const closed = await call("PATCH", "/sub_admin/boy-wage/edit/", admin, {
      user: captain.id,
      work: w.id,
      ...pay,
    });
    expect(closed.statusCode).toBe(409);
  });

  it("another captain's rating and wage are still required", async () => {
    const second = await t.createUser("subadmin");
    const w = await createWork(t, { date: pastDate(1) });
    await assign(t, { workId: w.id, userId: captain.id }, "subadmin");
    await assign(t, { workId: w.id, userId: second.id }, "subadmin");
    const res = await call("PATCH", `/sub_admin/catering-work/${w.id}/update/`, captain, {
      status: "completed",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "WORK_PAY_MISSING" });
    expect(res.json().message).toContain(second.row.userName);
  });
});
