import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOffers } from "../../db/schema.js";
import { assign, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * People needed per role: head boys among the boys' places, supervisors and captains
 * (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const form = {
  Auditorium_name: "Lakshmi Hall",
  customer_name: "Customer",
  customer_mobile: "9000000001",
  address: "Near bus stand",
  place: "Ottapalam",
  district: "palakkad",
  reporting_time: "10:30",
  work_type: "lunch",
  no_of_boys_needed: 6,
  attendees: 300,
  payment_amount: "30000",
};

describe(`people needed per role on ${TEST_ENGINE}`, () => {
  it("the admin sets head boys, supervisors and captains needed; left out, a new work needs one captain and an update keeps them", async () => {
    const created = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: {
        ...form,
        date: futureDate(5),
        head_boys_needed: 1,
        supervisors_needed: 2,
        captains_needed: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const work = created.json().work;
    expect(work).toMatchObject({
      no_of_boys_needed: 6,
      head_boys_needed: 1,
      supervisors_needed: 2,
      captains_needed: 1,
    });

    // The original client (record 013) sends none of them: the stored counts stay.
    const updated = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${work.id}/update/`,
      as: admin,
      payload: { ...form, date: work.date, attendees: 350 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().work).toMatchObject({
      head_boys_needed: 1,
      supervisors_needed: 2,
      captains_needed: 1,
    });
    const read = await t.request({
      method: "GET",
      url: `/api/admin_panel/catering-work/${work.id}/`,
      as: admin,
    });
    expect(read.json()).toMatchObject({ supervisors_needed: 2 });

    const plain = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...form, date: futureDate(5) },
    });
    expect(plain.json().work).toMatchObject({
      head_boys_needed: 0,
      supervisors_needed: 0,
      captains_needed: 1,
    });
  });

  it("more head boys than boys is a field error, on create and when an update lowers the boys", async () => {
    const over = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...form, date: futureDate(5), no_of_boys_needed: 2, head_boys_needed: 3 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: "HEAD_BOYS_OVER_BOYS" });
    expect(Object.keys(over.json().errors ?? {})).toContain("head_boys_needed");

    const ok = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      as: admin,
      payload: { ...form, date: futureDate(5), head_boys_needed: 3 },
    });
    const id = ok.json().work.id;
    const lowered = await t.request({
      method: "PUT",
      url: `/api/admin_panel/catering-work/${id}/update/`,
      as: admin,
      payload: { ...form, date: ok.json().work.date, no_of_boys_needed: 2 },
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({ code: "HEAD_BOYS_OVER_BOYS" });
  });

  it("the suggested crew lists the supervisors who asked, beside the boys, against the supervisors needed", async () => {
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 3,
      supervisorsNeeded: 2,
      date: futureDate(9),
    });
    const boy = await t.createUser("boys");
    const sup = await t.createUser("supervisor");
    const taken = await t.createUser("supervisor");
    await requestWork(t, { workId: work.id, userId: boy.id });
    await requestWork(t, { workId: work.id, userId: sup.id });
    await assign(t, { workId: work.id, userId: taken.id }, "supervisor");
    const res = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/suggested/`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ needed: 3, filled: 0, supervisors_needed: 2, supervisors_filled: 1 });
    expect(body.suggested.map((s: { user: number }) => s.user)).toEqual([boy.id]);
    expect(body.supervisors.map((s: { user: number; role: string }) => [s.user, s.role])).toEqual([
      [sup.id, "supervisor"],
    ]);
  });

  it("the suggested crew counts the waitlist's open offers, leaving out answered and expired ones", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date: futureDate(9) });
    const users = await Promise.all([1, 2, 3, 4].map(() => t.createUser("boys")));
    for (const u of users) await requestWork(t, { workId: work.id, userId: u.id });
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db.insert(placeOffers).values([
      { workId: work.id, userId: users[0]?.id ?? 0, expiresAt: soon },
      { workId: work.id, userId: users[1]?.id ?? 0, expiresAt: soon },
      { workId: work.id, userId: users[2]?.id ?? 0, expiresAt: past },
      { workId: work.id, userId: users[3]?.id ?? 0, expiresAt: soon, status: "passed" },
    ]);
    const res = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/suggested/`, as: admin });
    expect(res.json()).toMatchObject({ needed: 1, filled: 0, open_offers: 2 });
  });
});
