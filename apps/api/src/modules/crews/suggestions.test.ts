import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignments,
  auditLog,
  clientFeedback,
  clients,
  lateCancellations,
  strikes,
  unavailableDays,
} from "../../db/schema.js";
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

/** The suggested crew on a work, ranked from the database's facts. */
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

  it("a client's stars count in the rating of those who were there only once the admin lets them", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 2, date: futureDate(14) });
    const came = await t.createUser("boys");
    const absent = await t.createUser("boys");
    await requestWork(t, { workId: work.id, userId: came.id });
    await requestWork(t, { workId: work.id, userId: absent.id });
    // Both rated 3 of 5 on an earlier work; both on the client's work, where `absent` was marked absent.
    const earlier = await createWork(t, { date: pastDate(9) });
    const [client] = await t.db.insert(clients).values({ name: "Paragon Caterers" }).returning();
    if (!client) throw new Error("no client");
    const theirs = await createWork(t, { date: pastDate(4), clientId: client.id });
    for (const person of [came, absent]) {
      await assign(t, { workId: earlier.id, userId: person.id });
      await rate(t, { workId: earlier.id, userId: person.id }, { neatness: false, performance: false });
      await assign(t, { workId: theirs.id, userId: person.id });
    }
    await rate(t, { workId: theirs.id, userId: absent.id }, { attendance: 0 });
    await t.db.insert(clientFeedback).values({ workId: theirs.id, clientId: client.id, stars: 5 });
    const ratings = async () => {
      const res = await t.request({ url: `/api/crews/works/${work.id}/suggested/`, as: admin });
      const byUser = new Map<number, number>(
        res
          .json()
          .suggested.map((s: { user: number; facts: { average_rating: number } }) => [
            s.user,
            s.facts.average_rating,
          ]),
      );
      return [byUser.get(came.id), byUser.get(absent.id)];
    };
    expect(await ratings()).toEqual([3, 3]);
    const url = `/api/clients/${client.id}/feedback/${theirs.id}/`;
    const on = await t.request({ method: "PUT", url, payload: { in_ranking: true }, as: admin });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ work_id: theirs.id, stars: 5, in_ranking: true });
    expect(await ratings()).toEqual([4, 3]);
    await t.request({ method: "PUT", url, payload: { in_ranking: false }, as: admin });
    expect(await ratings()).toEqual([3, 3]);
    const other = await t.request({
      method: "PUT",
      url: `/api/clients/${client.id}/feedback/${earlier.id}/`,
      payload: { in_ranking: true },
      as: admin,
    });
    expect(other.statusCode).toBe(404);
    const boy = await t.request({ method: "PUT", url, payload: { in_ranking: true }, as: came });
    expect(boy.statusCode).toBe(403);
  });

  it("the ranking's weights are the admin's setting (defaults beside them, audited) and the suggestions use them", async () => {
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 2,
      date: futureDate(13),
      district: "thrissur",
    });
    const local = await t.createUser("boys", { district: "thrissur" });
    const busy = await t.createUser("boys", { district: "palakkad" });
    await requestWork(t, { workId: work.id, userId: local.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: work.id, userId: busy.id }, { requestedAt: "2026-01-01T00:01:00Z" });
    // `busy` has two works done: 0.2 points by default, against `local`'s district (1 point).
    for (const days of [3, 4]) {
      const past = await createWork(t, { date: pastDate(days) });
      await assign(t, { workId: past.id, userId: busy.id });
      await complete(t, past.id);
    }
    const order = async () =>
      (await t.request({ method: "GET", url: `/api/crews/works/${work.id}/suggested/`, as: admin }))
        .json()
        .suggested.map((s: { user: number }) => s.user);
    expect(await order()).toEqual([local.id, busy.id]);

    const settings = await t.request({ method: "GET", url: "/api/crews/settings/", as: admin });
    expect(settings.json().defaults.ranking_weights).toMatchObject({ no_show: 3, late_cancellation: 1.5 });
    const put = (as: TestUser, weights: Record<string, number>) =>
      t.request({
        method: "PUT",
        url: "/api/crews/settings/",
        as,
        payload: {
          withdraw_cutoff_hours: 24,
          offer_batch_size: 3,
          offer_timeout_minutes: 20,
          ranking_weights: { ...settings.json().defaults.ranking_weights, ...weights },
        },
      });
    expect((await put(local, { works_done: 5 })).statusCode).toBe(403);
    const bad = await put(admin, { works_done: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["ranking_weights.works_done"]?.[0] ?? JSON.stringify(bad.json())).toContain(
      "0-20",
    );
    try {
      const ok = await put(admin, { works_done: 1 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().settings.ranking_weights.works_done).toBe(1);
      expect(ok.json().defaults.ranking_weights.works_done).toBe(0.1);
      // Two works done now weigh 2 points: more than the district's 1.
      expect(await order()).toEqual([busy.id, local.id]);
      const logged = await t.db.select().from(auditLog).where(eq(auditLog.action, "crew_settings.update"));
      expect(logged.at(-1)?.details).toMatchObject({
        from: { ranking_weights: { works_done: 0.1 } },
        to: { ranking_weights: { works_done: 1 } },
      });
      // A PUT without weights keeps those in force.
      const keep = await t.request({
        method: "PUT",
        url: "/api/crews/settings/",
        as: admin,
        payload: { withdraw_cutoff_hours: 24, offer_batch_size: 3, offer_timeout_minutes: 20 },
      });
      expect(keep.json().settings.ranking_weights.works_done).toBe(1);
    } finally {
      await put(admin, {});
    }
  });

  it("Accept the suggested N accepts the best first through the one accept, each on its own, and says who was refused and why", async () => {
    const date = futureDate(14);
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 2, date, workType: "lunch" });
    const booked = await t.createUser("boys");
    const second = await t.createUser("boys");
    const third = await t.createUser("boys");
    const last = await t.createUser("boys");
    for (const [i, u] of [booked, second, third, last].entries()) {
      await requestWork(t, { workId: work.id, userId: u.id }, { requestedAt: `2026-01-01T00:0${i}:00Z` });
    }
    // `booked` ranks first (a fully rated work done) but holds another lunch that day.
    const past = await createWork(t, { date: pastDate(3) });
    await assign(t, { workId: past.id, userId: booked.id });
    await rate(t, { workId: past.id, userId: booked.id });
    await complete(t, past.id);
    const otherLunch = await createWork(t, { isPublished: true, date, workType: "lunch" });
    await assign(t, { workId: otherLunch.id, userId: booked.id });

    const acceptTop = (count: number, language = "en") =>
      t.request({
        method: "POST",
        url: `/api/crews/works/${work.id}/accept-suggested/`,
        as: admin,
        headers: { "accept-language": language },
        payload: { count },
      });
    expect(
      (
        await t.request({
          method: "POST",
          url: `/api/crews/works/${work.id}/accept-suggested/`,
          as: second,
          payload: { count: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const res = await acceptTop(3);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accepted.map((a: { user: number }) => a.user)).toEqual([second.id, third.id]);
    expect(body.refused).toEqual([
      expect.objectContaining({ user: booked.id, reason: "one_meal", code: "ONE_MEAL_PER_DAY" }),
    ]);
    const crew = await t.db.select().from(assignments).where(eq(assignments.workId, work.id));
    expect(crew.map((a) => a.userId).sort()).toEqual([second.id, third.id].sort());
    expect(crew.every((a) => a.source === "request" && a.assignedBy === admin.id)).toBe(true);

    // The crew is full: the next one is refused as such, in the caller's language.
    const more = await acceptTop(5, "ml");
    expect(more.json().accepted).toEqual([]);
    const full = more.json().refused.find((r: { user: number }) => r.user === last.id);
    expect(full).toMatchObject({ reason: "full", code: "CREW_FULL" });
    expect(full.message).toContain("ടീം");
  });

  it("Accept the suggested N refuses a worker stopped for no-shows after asking, and accepts the next", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 1, date: futureDate(15) });
    const blocked = await t.createUser("boys");
    const next = await t.createUser("boys");
    await requestWork(t, { workId: work.id, userId: blocked.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: work.id, userId: next.id }, { requestedAt: "2026-01-01T00:01:00Z" });
    // Three no-shows in 90 days, after the request was made.
    for (let i = 0; i < 3; i++) {
      const missed = await createWork(t, { date: pastDate(2 + i) });
      await t.db.insert(strikes).values({ userId: blocked.id, workId: missed.id });
    }
    const res = await t.request({
      method: "POST",
      url: `/api/crews/works/${work.id}/accept-suggested/`,
      as: admin,
      payload: { count: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refused).toEqual([
      expect.objectContaining({ user: blocked.id, reason: "blocked", code: "REQUESTS_BLOCKED_NO_SHOWS" }),
    ]);
    expect(res.json().accepted.map((a: { user: number }) => a.user)).toEqual([next.id]);
    const crew = await t.db.select().from(assignments).where(eq(assignments.workId, work.id));
    expect(crew.map((a) => a.userId)).toEqual([next.id]);
  });
});
