import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_GOOD, createWork, rate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** The assign picker shows each person's rating and request for the work. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

describe(`candidate facts on ${TEST_ENGINE}`, () => {
  it("gives the average stars over attended works and this work's request status", async () => {
    const [rated, asker, both, none] = [
      await t.createUser("boys"),
      await t.createUser("boys"),
      await t.createUser("boys"),
      await t.createUser("boys"),
    ];
    const past1 = await createWork(t, { date: "2025-01-10" });
    const past2 = await createWork(t, { date: "2025-01-11" });
    const work = await createWork(t);
    await rate(t, { workId: past1.id, userId: rated.id }, ALL_GOOD);
    await rate(t, { workId: past2.id, userId: rated.id }, { ...ALL_GOOD, pant: false, shoe: false });
    await rate(t, { workId: past1.id, userId: both.id }, { ...ALL_GOOD, attendance: 0 });
    await requestWork(t, { workId: work.id, userId: asker.id });
    await requestWork(t, { workId: work.id, userId: both.id });

    const res = await t.request({
      method: "GET",
      url: `/api/admin_panel/works/${work.id}/candidate-facts/`,
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const facts = new Map((res.json() as { user: number }[]).map((f) => [f.user, f]));
    expect(facts.get(rated.id)).toEqual({
      user: rated.id,
      average_rating: 4,
      ratings: 2,
      request_status: null,
    });
    expect(facts.get(asker.id)).toEqual({
      user: asker.id,
      average_rating: null,
      ratings: 0,
      request_status: "pending",
    });
    expect(facts.get(both.id)).toEqual({
      user: both.id,
      average_rating: null,
      ratings: 0,
      request_status: "pending",
    });
    expect(facts.has(none.id)).toBe(false);
    expect(
      (await t.request({ method: "GET", url: "/api/admin_panel/works/999999/candidate-facts/", as: admin }))
        .statusCode,
    ).toBe(404);
  });
});
