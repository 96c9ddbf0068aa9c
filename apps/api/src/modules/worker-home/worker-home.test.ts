import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, strikes } from "../../db/schema.js";
import { accept, assign, createWork, futureDate, pastDate, rate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
});

afterAll(async () => {
  await t.close();
});

/** One read's JSON body, 200 expected. */
async function read(as: TestUser, url: string) {
  const res = await t.request({ method: "GET", url, as });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { body: res.json(), total: res.headers["x-total-count"] };
}

/** Every fact the home shows, read from the endpoints that stay, one by one. */
async function separately(as: TestUser) {
  const published = await read(as, "/api/admin_panel/catering/published/");
  return {
    counts: (await read(as, "/api/users/dashboard/stats/user/")).body,
    average_rating: (await read(as, "/api/users/my-average-rating/")).body,
    next_jobs: (await read(as, "/api/users/me/next-jobs/")).body,
    no_shows: (await read(as, "/api/users/no-shows/")).body,
    notifications: (await read(as, "/api/notifications/")).body,
    published: published.body,
    published_total: Number(published.total),
  };
}

describe(`the worker home summary (${TEST_ENGINE})`, () => {
  it("answers the same facts as the separate endpoints, for a worker with history and for a new one", async () => {
    const worker = await t.createUser("boys");
    const fresh = await t.createUser("head_boy");
    const open = await createWork(t, { isPublished: true, date: futureDate(3), auditoriumName: "Open Hall" });
    const requested = await createWork(t, { isPublished: true, date: futureDate(4) });
    const mine = await createWork(t, { isPublished: true, date: futureDate(2), auditoriumName: "Mine Hall" });
    const done = await createWork(t, { date: pastDate(5), status: "completed" });
    await requestWork(t, { workId: requested.id, userId: worker.id });
    await accept(t, { workId: mine.id, userId: worker.id });
    await assign(t, { workId: done.id, userId: worker.id });
    await rate(t, { workId: done.id, userId: worker.id });
    await t.db.insert(notifications).values({ userId: worker.id, type: "account_approved" });
    await t.db.insert(strikes).values({ userId: worker.id, workId: done.id });

    for (const who of [worker, fresh]) {
      const summary = await read(who, "/api/users/home/summary/");
      expect(summary.body).toEqual(await separately(who));
    }
    // The facts above are really there (a summary of empty parts would also be equal).
    const summary = (await read(worker, "/api/users/home/summary/")).body;
    expect(summary.counts.pending_requests).toBe(1);
    // The accepted request and the direct assignment (both count as accepted).
    expect(summary.counts.accepted_requests).toBe(2);
    expect(summary.average_rating.total_ratings).toBe(1);
    expect(summary.next_jobs.results.map((j: { work_id: number }) => j.work_id)).toEqual([mine.id]);
    expect(summary.no_shows.no_shows).toBe(1);
    expect(summary.notifications.unread).toBe(1);
    expect(summary.published.map((w: { id: number }) => w.id)).toContain(open.id);
    expect(summary.published_total).toBe(summary.published.length);
  });

  it("is for workers only, and a write is seen by the next summary (kept answers)", async () => {
    const admin = await t.createUser("admin");
    const res = await t.request({ method: "GET", url: "/api/users/home/summary/", as: admin });
    expect(res.statusCode).toBe(403);
    const worker = await t.createUser("boys");
    const before = (await read(worker, "/api/users/home/summary/")).body;
    const work = await createWork(t, { isPublished: true, date: futureDate(6) });
    await requestWork(t, { workId: work.id, userId: worker.id });
    const after = (await read(worker, "/api/users/home/summary/")).body;
    expect(after.counts.pending_requests).toBe(before.counts.pending_requests + 1);
    expect(after).toEqual(await separately(worker));
  });
});
