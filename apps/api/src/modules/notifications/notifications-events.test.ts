import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.js";
import {
  assign,
  createWork,
  futureDate,
  pastDate,
  rate,
  requestWork,
  setFare,
} from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
  admin = await t.createUser("admin");
});

afterAll(async () => {
  await t.close();
});

async function noticesOf(user: TestUser) {
  return t.db
    .select({ type: notifications.type, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.id));
}

const workBody = (over: Record<string, unknown> = {}) => ({
  Auditorium_name: "Sree Hall",
  Catering_company: "Malabar Caterers",
  customer_name: "Anil",
  customer_mobile: "9000000011",
  address: "Main Road",
  place: "Cherpulassery",
  district: "palakkad",
  date: futureDate(20),
  reporting_time: "10:00",
  work_type: "wedding",
  no_of_boys_needed: 5,
  attendees: 250,
  payment_amount: "10000",
  ...over,
});

describe(`events become notifications in the change's transaction (${TEST_ENGINE})`, () => {
  it("approval and rejection of an application", async () => {
    const applicant = await t.createUser("boys", { isApproved: false });
    const approve = await t.request({
      method: "PATCH",
      url: `/api/users/approve/${applicant.id}/`,
      as: admin,
      payload: { is_approved: true },
    });
    expect(approve.statusCode).toBe(200);
    // Approving again changes nothing and tells nobody twice.
    await t.request({ method: "PATCH", url: `/api/users/approve/${applicant.id}/`, as: admin, payload: {} });
    expect(await noticesOf(applicant)).toEqual([
      { type: "account_approved", params: {}, link: "/user/home" },
    ]);

    const refused = await t.createUser("boys", { isApproved: false });
    const reject = await t.request({ method: "PATCH", url: `/api/users/reject/${refused.id}/`, as: admin });
    expect(reject.statusCode).toBe(200);
    expect((await noticesOf(refused)).map((n) => n.type)).toEqual(["account_rejected"]);
  });

  it("a request accepted or rejected, an assignment and a removal", async () => {
    const work = await createWork(t, {
      auditoriumName: "Lakshmi Hall",
      date: futureDate(9),
      reportingTime: "11:30",
    });
    const a = await t.createUser("boys");
    const b = await t.createUser("boys");
    const ra = await requestWork(t, { workId: work.id, userId: a.id });
    const rb = await requestWork(t, { workId: work.id, userId: b.id });
    for (const [id, status] of [
      [ra.id, "accepted"],
      [rb.id, "rejected"],
    ] as const) {
      const res = await t.request({
        method: "PUT",
        url: `/api/admin_panel/work-request/${id}/status-update/`,
        as: admin,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const params = { venue: "Lakshmi Hall", date: work.date, time: "11:30" };
    expect(await noticesOf(a)).toEqual([
      { type: "request_accepted", params, link: `/user/work-details/${work.id}` },
    ]);
    expect((await noticesOf(b)).map((n) => n.type)).toEqual(["request_rejected"]);

    const c = await t.createUser("head_boy");
    const assigned = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      as: admin,
      payload: { work_id: work.id, role_type: "head_boy", user_ids: [c.id] },
    });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);
    expect(await noticesOf(c)).toEqual([{ type: "assigned", params, link: `/user/work-details/${work.id}` }]);

    const removed = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/join-requests/delete/${c.id}/${work.id}/`,
      as: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await noticesOf(c)).map((n) => n.type)).toEqual(["assigned", "removed"]);
  });

  it("a refused change leaves no notification", async () => {
    const work = await createWork(t, { date: futureDate(4) });
    const rated = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: rated.id });
    await rate(t, { workId: work.id, userId: rated.id });
    const res = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/join-requests/delete/${rated.id}/${work.id}/`,
      as: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(await noticesOf(rated)).toEqual([]);

    // A failing assignment (one of the users has the wrong role) tells none of them.
    const ok = await t.createUser("boys");
    const wrong = await t.createUser("supervisor");
    const bad = await t.request({
      method: "POST",
      url: "/api/admin_panel/assign/head-boy-captain/",
      as: admin,
      payload: { work_id: work.id, role_type: "boys", user_ids: [ok.id, wrong.id] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await noticesOf(ok)).toEqual([]);
  });

  it("a work changed, cancelled or deleted tells everyone assigned", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: workBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().work.id;
    const x = await t.createUser("boys");
    const y = await t.createUser("boys");
    await assign(t, { workId: id, userId: x.id });
    await assign(t, { workId: id, userId: y.id });

    // Same date, time and place: nobody is bothered.
    await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${id}/update/`,
      as: admin,
      payload: workBody({ attendees: 300 }),
    });
    expect(await noticesOf(x)).toEqual([]);

    const moved = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${id}/update/`,
      as: admin,
      payload: workBody({ date: futureDate(21), reporting_time: "09:15" }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const u of [x, y]) {
      expect(await noticesOf(u)).toEqual([
        {
          type: "work_changed",
          params: { venue: "Sree Hall", date: futureDate(21), time: "09:15" },
          link: `/user/work-details/${id}`,
        },
      ]);
    }

    const cancel = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${id}/update/`,
      as: admin,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await noticesOf(x)).map((n) => n.type)).toEqual(["work_changed", "work_cancelled"]);

    const other = await createWork(t, { auditoriumName: "Gone Hall", date: futureDate(5) });
    await assign(t, { workId: other.id, userId: y.id });
    const del = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/catering-work/${other.id}/update/`,
      as: admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    const last = (await noticesOf(y)).at(-1);
    expect(last).toEqual({
      type: "work_cancelled",
      params: { venue: "Gone Hall", date: other.date, time: "10:00" },
      link: null,
    });
  });

  it("a wage saved, then paid", async () => {
    await setFare(t, "boys", "500");
    const work = await createWork(t, { auditoriumName: "Wage Hall", date: pastDate(1) });
    const w = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: w.id });
    await rate(t, { workId: work.id, userId: w.id });
    const save = (payment_status: "paid" | "not_paid") =>
      t.request({
        method: "PATCH",
        url: "/api/sub_admin/boy-wage/edit/",
        as: admin,
        payload: { user: w.id, work: work.id, travel_allowance: "30.50", payment_status },
      });
    expect((await save("not_paid")).statusCode).toBe(200);
    expect((await save("paid")).statusCode).toBe(200);
    // Saving a paid wage again is a change of figures, not a second payment.
    expect((await save("paid")).statusCode).toBe(200);
    const list = await noticesOf(w);
    expect(list.map((n) => n.type)).toEqual(["wage_saved", "wage_paid", "wage_saved"]);
    expect(list[0]?.params).toEqual({ venue: "Wage Hall", amount: "580.50" });
    const shown = (await t.request({ method: "GET", url: "/api/notifications/", as: w })).json();
    expect(shown.results[1].body).toBe("Work: Wage Hall. Your wage of ₹580.50 is paid.");

    // A wage refused (the worker is not rated) tells nobody.
    const unrated = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: unrated.id });
    const refused = await t.request({
      method: "PATCH",
      url: "/api/sub_admin/boy-wage/edit/",
      as: admin,
      payload: { user: unrated.id, work: work.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(await noticesOf(unrated)).toEqual([]);
  });
});
