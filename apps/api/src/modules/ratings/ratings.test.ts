import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ratings } from "../../db/schema.js";
import { ALL_GOOD, assign, createWork, pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
});
afterAll(() => t.close());

describe(`ratings on ${TEST_ENGINE}`, () => {
  it("rates an assigned user once; a second rating is 409; audit row written", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    const res = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: {
        user: boy.id,
        work: work.id,
        ...ALL_GOOD,
        neatness: false,
        arrival_time: "09:45",
        comment: "ok",
      },
    });
    expect(res.statusCode).toBe(201);
    const rating = res.json().rating;
    expect(rating).toMatchObject({
      user: boy.id,
      work: work.id,
      neatness: false,
      attendence: 1,
      arrival_time: "09:45",
    });
    const again = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: boy.id, work: work.id, ...ALL_GOOD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(false);
    const rows = await t.db.select().from(ratings).where(eq(ratings.workId, work.id));
    expect(rows).toHaveLength(1);
    const logs = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "rating"), eq(auditLog.entityId, String(rating.id))));
    expect(logs.map((l) => l.action)).toEqual(["rating.create"]);
  });

  it("an empty rating is never saved: a present person needs every mark, each missing one named", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    const empty = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: boy.id, work: work.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ["neatness", "pant", "performance", "shoe", "timing"].sort(),
    );
    const some = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      headers: { "accept-language": "ml" },
      payload: { user: boy.id, work: work.id, pant: true, shoe: false, timing: true, neatness: null },
    });
    expect(some.statusCode).toBe(400);
    expect(Object.keys(some.json().errors).sort()).toEqual(["neatness", "performance"]);
    expect(some.json().errors.neatness[0]).toBe("നല്ലത് അല്ലെങ്കിൽ മോശം തിരഞ്ഞെടുക്കുക");
    expect(await t.db.select().from(ratings).where(eq(ratings.workId, work.id))).toHaveLength(0);

    // Absent: no marks to give; attendance defaults to present when marks are all there.
    const absent = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: boy.id, work: work.id, attendence: 0 },
    });
    expect(absent.statusCode).toBe(201);
    expect(absent.json().rating).toMatchObject({ pant: null, attendence: 0 });

    // Turning him present without the marks is refused and changes nothing; with them it is saved.
    const id = absent.json().rating.id;
    const present = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${id}/`,
      as: captain,
      payload: { attendence: 1, pant: true },
    });
    expect(present.statusCode).toBe(400);
    expect(present.json().code).toBe("RATING_MARKS_MISSING");
    expect(Object.keys(present.json().errors).sort()).toEqual(["neatness", "performance", "shoe", "timing"]);
    const [stored] = await t.db.select().from(ratings).where(eq(ratings.id, id));
    expect(stored).toMatchObject({ attendance: 0, pant: null });
    const full = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${id}/`,
      as: captain,
      payload: { attendence: 1, ...ALL_GOOD },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().rating).toMatchObject({ attendence: 1, ...ALL_GOOD });

    // A chosen mark cannot be un-chosen on a present person's rating.
    const unchoose = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${id}/`,
      as: captain,
      payload: { shoe: null },
    });
    expect(unchoose.statusCode).toBe(400);
    expect(unchoose.json().errors).toEqual({ shoe: [expect.any(String)] });
  });

  it("refuses rating yourself (403), users not assigned (400), missing works (404), bad input (400)", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    await assign(t, { workId: work.id, userId: captain.id }, "subadmin");
    const self = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: captain.id, work: work.id, ...ALL_GOOD },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("You cannot rate yourself.");

    const stranger = await t.createUser("boys");
    const notAssigned = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: stranger.id, work: work.id, ...ALL_GOOD },
    });
    expect(notAssigned.statusCode).toBe(400);
    expect(notAssigned.json().errors.user).toBeDefined();

    const missing = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: stranger.id, work: 999999, ...ALL_GOOD },
    });
    expect(missing.statusCode).toBe(404);

    const bad = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: stranger.id, work: work.id, pant: "maybe", attendence: 3, arrival_time: "25:99" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["pant", "attendence", "arrival_time"]),
    );
    expect(await t.db.select().from(ratings).where(eq(ratings.workId, work.id))).toHaveLength(0);
  });

  it("workers cannot rate (403); no token is 401", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    const other = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: other.id });
    for (const role of ["boys", "head_boy", "supervisor"] as const) {
      const worker = role === "boys" ? boy : await t.createUser(role);
      const res = await t.request({
        method: "POST",
        url: "/api/sub_admin/rate-boy/",
        as: worker,
        payload: { user: other.id, work: work.id },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const anon = await t.request({ method: "POST", url: "/api/sub_admin/rate-boy/", payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it("reads and changes a rating by id; fields left out keep their value; 404 for unknown ids", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const boy = await t.createUser("boys");
    await assign(t, { workId: work.id, userId: boy.id });
    const created = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: boy.id, work: work.id, ...ALL_GOOD, comment: "keep me" },
    });
    const id = created.json().rating.id;
    const patch = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${id}/`,
      as: captain,
      payload: { pant: false, attendence: 0 },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().rating).toMatchObject({ pant: false, shoe: true, attendence: 0, comment: "keep me" });
    const got = await t.request({ method: "GET", url: `/api/sub_admin/boy-ratings/${id}/`, as: captain });
    expect(got.statusCode).toBe(200);
    expect(got.json().attendence).toBe(0);
    const nf = await t.request({ method: "GET", url: "/api/sub_admin/boy-ratings/987654/", as: captain });
    expect(nf.statusCode).toBe(404);
  });

  it("a captain cannot change his own rating (403)", async () => {
    const work = await createWork(t, { date: pastDate(1) });
    const other = await t.createUser("subadmin");
    await assign(t, { workId: work.id, userId: other.id }, "subadmin");
    const created = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { user: other.id, work: work.id, ...ALL_GOOD },
    });
    const res = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${created.json().rating.id}/`,
      as: other,
      payload: { pant: true },
    });
    expect(res.statusCode).toBe(403);
  });
});
