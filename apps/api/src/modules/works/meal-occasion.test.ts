import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** A work's meal and occasion apart (docs/decisions/069-meal-and-occasion.md). */
let t: TestApp;
let admin: TestUser;

const work = (over: Record<string, unknown> = {}) => ({
  Auditorium_name: "Kalyana Mandapam",
  customer_name: "Ravi",
  customer_mobile: "9876543210",
  address: "Main Road",
  place: "Cherpulassery",
  district: "palakkad",
  date: "2031-06-10",
  reporting_time: "10:30",
  work_type: "Lunch",
  no_of_boys_needed: 3,
  attendees: 150,
  payment_amount: "12500",
  ...over,
});

type Answer = { id: number; work_type: string; occasion: string };

async function create(over: Record<string, unknown>): Promise<Answer> {
  const res = await t.request({
    method: "POST",
    url: "/api/admin_panel/catering-work/create/",
    payload: work(over),
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().work;
}

async function update(id: number, over: Record<string, unknown>): Promise<Answer> {
  const res = await t.request({
    method: "PUT",
    url: `/api/admin_panel/catering-work/${id}/update/`,
    payload: work(over),
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().work;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

describe(`meal and occasion on ${TEST_ENGINE}`, () => {
  it("a lunch wedding is both: the meal in work_type, the occasion beside it, in every list", async () => {
    const w = await create({ work_type: "Lunch", occasion: "Wedding" });
    expect(w).toMatchObject({ work_type: "Lunch", occasion: "wedding" });
    const upcoming = await t.request({
      method: "GET",
      url: "/api/admin_panel/catering/upcoming/",
      as: admin,
    });
    expect((upcoming.json() as Answer[]).find((x) => x.id === w.id)).toMatchObject({
      work_type: "Lunch",
      occasion: "wedding",
    });
    const none = await create({ work_type: "Dinner" });
    expect(none).toMatchObject({ work_type: "Dinner", occasion: "" });
  });

  it("an older client's occasion sent as the work type: the occasion is kept and the meal read from the time", async () => {
    const evening = await create({ work_type: "Wedding", reporting_time: "17:30" });
    expect(evening).toMatchObject({ work_type: "Dinner", occasion: "wedding" });
    const morning = await create({ work_type: "birthday", reporting_time: "06:30" });
    expect(morning).toMatchObject({ work_type: "Break_Fast", occasion: "birthday" });
    // On an update the stored meal stays; the occasion follows.
    expect(await update(evening.id, { work_type: "Party", reporting_time: "10:00" })).toMatchObject({
      work_type: "Dinner",
      occasion: "party",
    });
  });

  it("an update without the occasion keeps it; a blank one clears it; an unknown one is refused", async () => {
    const w = await create({ work_type: "Lunch", occasion: "engagement" });
    expect(await update(w.id, { work_type: "Dinner" })).toMatchObject({
      work_type: "Dinner",
      occasion: "engagement",
    });
    expect(await update(w.id, { work_type: "Dinner", occasion: "" })).toMatchObject({ occasion: "" });
    const bad = await t.request({
      method: "POST",
      url: "/api/admin_panel/catering-work/create/",
      payload: work({ occasion: "funeral" }),
      as: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
