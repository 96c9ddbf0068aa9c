import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lateCancellations, strikes, unavailableDays } from "../../db/schema.js";
import {
  assign,
  complete,
  createWork,
  futureDate,
  pastDate,
  rate,
  requestWork,
} from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** Issue 37: the suggested crew on a work, ranked from the database's facts. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

describe(`the suggested crew on ${TEST_ENGINE}`, () => {
  it("ranks the waiting by their record, with the reasons, and leaves out those unavailable that day", async () => {
    const date = futureDate(12);
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 3, date, district: "thrissur" });
    const early = await t.createUser("boys", { district: "palakkad" });
    const good = await t.createUser("boys", { district: "thrissur" });
    const away = await t.createUser("boys", { district: "thrissur" });
    await requestWork(t, { workId: work.id, userId: early.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: work.id, userId: good.id }, { requestedAt: "2026-01-01T00:05:00Z" });
    await requestWork(t, { workId: work.id, userId: away.id }, { requestedAt: "2026-01-01T00:06:00Z" });
    // `good` has a completed, fully rated work; `early` a no-show and a late cancellation.
    const past = await createWork(t, { date: pastDate(3) });
    await assign(t, { workId: past.id, userId: good.id });
    await rate(t, { workId: past.id, userId: good.id });
    await complete(t, past.id);
    const missed = await createWork(t, { date: pastDate(5) });
    await t.db.insert(strikes).values({ userId: early.id, workId: missed.id });
    await t.db.insert(lateCancellations).values({ userId: early.id, workId: missed.id });
    await t.db.insert(unavailableDays).values({ userId: away.id, day: date });

    const res = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/suggested/`, as: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ needed: 3, filled: 0 });
    expect(body.suggested.map((s: { user: number }) => s.user)).toEqual([good.id, early.id]);
    const [first, second] = body.suggested;
    expect(first.facts).toMatchObject({ average_rating: 5, works_done: 1, same_district: true, no_shows: 0 });
    expect(first.reasons).toContainEqual({ reason: "rating", points: 10 });
    expect(first.reasons).toContainEqual({ reason: "same_district", points: 1 });
    expect(second.facts).toMatchObject({ no_shows: 1, late_cancellations: 1, same_district: false });
    expect(second.reasons).toContainEqual({ reason: "no_shows", points: -3 });
    expect(second.reasons).toContainEqual({ reason: "late_cancellations", points: -1.5 });
    expect(
      (await t.request({ method: "GET", url: `/api/crews/works/${work.id}/suggested/`, as: good }))
        .statusCode,
    ).toBe(403);
  });
});
