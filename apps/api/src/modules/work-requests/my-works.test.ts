import { errorText, isCompletedJob, type MyWork } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, workRequests, works } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { accept, assign, complete, createWork, pastDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

// GET /users/work-request/list/ (My Works): the default window and the keyset pages behind it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL_ = "/api/users/work-request/list/";

function dayFromToday(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Works on the given dates, inserted in one statement (ids rise in the order given). */
async function seedWorks(dates: string[]) {
  return t.db
    .insert(works)
    .values(
      dates.map((date, i) => ({
        auditoriumName: `Hall ${date} ${i}`,
        customerName: "Anil",
        customerMobile: "9000000011",
        address: "Main Road",
        place: "Cherpulassery",
        district: "palakkad",
        date,
        reportingTime: "10:00",
        workType: "lunch" as const,
        noOfBoysNeeded: 5,
        attendees: 250,
        paymentAmount: "10000.00",
        isPublished: true,
        status: date < todayInKolkata() ? ("completed" as const) : ("pending" as const),
      })),
    )
    .returning();
}

type Entry = { id: number | null; source: string; work_detail: { id: number; date: string } };

async function list(as: TestUser | null, query = "", headers: Record<string, string> = {}) {
  const res = await t.request({ method: "GET", url: `${URL_}${query}`, as, headers });
  return res;
}

/** Follows X-Next-Cursor from the window (or from the first `before` page) until the end. */
async function allPages(as: TestUser, limit: number) {
  const pages: Entry[][] = [];
  let res = await list(as, `?limit=${limit}`);
  for (let i = 0; i < 100; i++) {
    expect(res.statusCode).toBe(200);
    pages.push(res.json() as Entry[]);
    const next = res.headers["x-next-cursor"];
    if (typeof next !== "string") return pages;
    res = await list(as, `?before=${encodeURIComponent(next)}&limit=${limit}`);
  }
  throw new Error("more than 100 pages");
}

const keyOf = (e: Entry) => `${e.work_detail.date}_${e.work_detail.id}`;

/** Newest work date first, then the higher work id. */
function sortedDesc(entries: { date: string; id: number }[]) {
  return [...entries].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.id - a.id));
}

describe(`My Works window and pages on ${TEST_ENGINE}`, () => {
  let boy: TestUser;
  let other: TestUser;
  let expected: string[];
  let upcomingCount: number;

  beforeAll(async () => {
    boy = await t.createUser("boys");
    other = await t.createUser("boys");
    // 4 upcoming works (two on the same day), 70 past ones over 35 days: two on each date, so
    // page edges fall between two works of one date.
    const upcomingDates = [dayFromToday(0), dayFromToday(3), dayFromToday(3), dayFromToday(9)];
    const pastDates = Array.from({ length: 70 }, (_, i) => dayFromToday(-1 - Math.floor(i / 2)));
    const all = await seedWorks([...upcomingDates, ...pastDates]);
    // The boy requests all but every fifth work; those the admin assigns to him directly.
    const requested = all.filter((_, i) => i % 5 !== 0);
    const direct = all.filter((_, i) => i % 5 === 0);
    await t.db.insert(workRequests).values(requested.map((w) => ({ workId: w.id, userId: boy.id })));
    await t.db.insert(assignments).values(
      direct.map((w) => ({
        workId: w.id,
        userId: boy.id,
        roleType: "boys" as const,
        source: "admin" as const,
      })),
    );
    // An accepted request with its assignment: one entry, not two.
    const first = requested[0];
    if (!first) throw new Error("no request");
    const [req] = await t.db
      .select()
      .from(workRequests)
      .where(and(eq(workRequests.workId, first.id), eq(workRequests.userId, boy.id)));
    await t.db.insert(assignments).values({
      workId: first.id,
      userId: boy.id,
      roleType: "boys",
      source: "request",
      requestId: req?.id ?? null,
    });
    // Another worker's history on the same works must never show.
    await t.db.insert(workRequests).values(all.slice(0, 30).map((w) => ({ workId: w.id, userId: other.id })));
    expected = sortedDesc(all.map((w) => ({ date: w.date, id: w.id }))).map((w) => `${w.date}_${w.id}`);
    upcomingCount = upcomingDates.length;
  });

  it("without parameters answers every upcoming work and the 50 most recent past ones, with a cursor", async () => {
    const res = await list(boy);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Entry[];
    expect(body).toHaveLength(upcomingCount + 50);
    expect(body.map(keyOf)).toEqual(expected.slice(0, upcomingCount + 50));
    expect(body.filter((e) => e.source === "admin").every((e) => e.id === null)).toBe(true);
    const last = body.at(-1);
    expect(res.headers["x-next-cursor"]).toBe(last ? keyOf(last) : "missing");
    expect(res.headers.link).toMatch(/[?&]before=[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]+&limit=50>; rel="next"$/);
  });

  it("pages back with before and limit, in order, with no duplicates and no gaps (same-date works included)", async () => {
    for (const limit of [7, 2, 100]) {
      const pages = await allPages(boy, limit);
      const keys = pages.flat().map(keyOf);
      expect(keys).toEqual(expected);
      expect(new Set(keys).size).toBe(keys.length);
      // Every page after the window holds `limit` entries except the last one.
      for (const page of pages.slice(1, -1)) expect(page).toHaveLength(limit);
    }
  });

  it("the last page has no cursor; a page past the start of the history is empty", async () => {
    const oldest = expected.at(-1) ?? "";
    const res = await list(boy, `?before=${oldest}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-next-cursor"]).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });

  it("answers only the caller's own works, also with a cursor taken from another worker", async () => {
    const res = await list(other);
    expect(res.statusCode).toBe(200);
    const body = res.json() as (Entry & { boy: { id: number } })[];
    expect(body.every((e) => e.boy.id === other.id)).toBe(true);
    // 4 upcoming + 26 past: all 30 fit in the window.
    expect(body).toHaveLength(30);
    expect(res.headers["x-next-cursor"]).toBeUndefined();
    const paged = await list(other, `?before=${expected[0]}&limit=100`);
    expect((paged.json() as Entry[]).map(keyOf)).toEqual(body.map(keyOf).filter((k) => k !== expected[0]));
    expect((await list(null)).statusCode).toBe(401);
    const fresh = await t.createUser("boys");
    const empty = await list(fresh);
    expect(empty.json()).toEqual([]);
    expect(empty.headers["x-next-cursor"]).toBeUndefined();
  });

  it("a work moved to another date moves in the list (the copied date follows the work)", async () => {
    const [, second] = (await list(boy)).json() as Entry[];
    if (!second) throw new Error("no entry");
    const moved = dayFromToday(400);
    await t.db.update(works).set({ date: moved }).where(eq(works.id, second.work_detail.id));
    const [top] = (await list(boy)).json() as Entry[];
    expect(top && keyOf(top)).toBe(`${moved}_${second.work_detail.id}`);
    await t.db
      .update(works)
      .set({ date: second.work_detail.date })
      .where(eq(works.id, second.work_detail.id));
    expect(((await list(boy)).json() as Entry[]).map(keyOf).slice(0, 5)).toEqual(expected.slice(0, 5));
  });

  it("a bad cursor is 400 MY_WORKS_CURSOR_INVALID in English and Malayalam; a bad limit is 400", async () => {
    for (const bad of [
      "",
      "abc",
      "2026-01-01",
      "2026-02-30_5",
      "2026-13-01_5",
      "2026-01-01_0",
      "2026-01-01_-3",
      "2026-01-01_99999999999",
      "2026-1-01_5",
      "2026-01-01_5x",
      "0000-01-01_1",
      "2026-01-01_2147483648",
      "2023-02-29_1",
    ]) {
      const res = await list(boy, `?before=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({
        status: false,
        code: "MY_WORKS_CURSOR_INVALID",
        message: "The 'before' value is not a valid My Works cursor (expected YYYY-MM-DD_<work id>).",
      });
    }
    // A real leap day and the largest id are fine (an empty page this far back).
    for (const good of ["2024-02-29_1", "0001-01-01_2147483647"]) {
      const res = await list(boy, `?before=${good}`);
      expect(res.statusCode, good).toBe(200);
      expect(res.json(), good).toEqual([]);
    }
    const ml = await list(boy, "?before=nope", { "accept-language": "ml" });
    expect(ml.statusCode).toBe(400);
    expect(ml.json()).toMatchObject({
      code: "MY_WORKS_CURSOR_INVALID",
      message: errorText("ml", "MY_WORKS_CURSOR_INVALID"),
    });
    for (const limit of ["0", "101", "x", "2.5"]) {
      const res = await list(boy, `?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().code, limit).toBe("VALIDATION_FAILED");
    }
  });

  it("completed jobs agree: the home count and the My Works 'Completed' tab leave out a rejected request", async () => {
    const boy = await t.createUser("boys");
    const byRequest = await createWork(t, { date: pastDate(5) });
    const byAdmin = await createWork(t, { date: pastDate(4) });
    const rejected = await createWork(t, { date: pastDate(3) });
    await accept(t, { workId: byRequest.id, userId: boy.id });
    await assign(t, { workId: byAdmin.id, userId: boy.id });
    await requestWork(t, { workId: rejected.id, userId: boy.id }, { status: "rejected" });
    for (const w of [byRequest, byAdmin, rejected]) await complete(t, w.id);

    const stats = await t.request({ method: "GET", url: "/api/users/dashboard/stats/user/", as: boy });
    const list = await t.request({ method: "GET", url: URL_, as: boy });
    const entries = list.json() as MyWork[];
    expect(entries.filter((e) => e.work_status === "completed")).toHaveLength(3);
    expect(stats.json().completed_jobs).toBe(2);
    expect(
      entries
        .filter(isCompletedJob)
        .map((e) => e.work_detail.id)
        .sort(),
    ).toEqual([byRequest.id, byAdmin.id].sort());
  });
});
