import { formatDate } from "@catercrew/shared/format/dates";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, strikes } from "../../db/schema.js";
import { ALL_GOOD, assign, createWork, futureDate, pastDate, setFare } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { blockedUntilOf } from "./strikes.service.js";

/** No-shows: strikes from absences, the request block at three, clearing by an admin. */
let t: TestApp;
let captain: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  captain = await t.createUser("subadmin");
  admin = await t.createUser("admin");
  await setFare(t, "boys", "500.00");
}, 60_000);
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A past work the person is assigned to (ready to be marked absent). */
async function assignedWork(userId: number) {
  const work = await createWork(t, { date: pastDate(1) });
  await assign(t, { workId: work.id, userId });
  return work;
}

const markAbsent = (workId: number, userId: number) =>
  t.request({
    method: "POST",
    url: "/api/sub_admin/mark-absent/",
    as: captain,
    payload: { work: workId, user: userId },
  });

/** A strike given `daysAgo` days ago on a fresh work. */
async function oldStrike(userId: number, daysAgo: number, cleared = false) {
  const work = await createWork(t, { date: pastDate(daysAgo) });
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  await t.db.insert(strikes).values({
    userId,
    workId: work.id,
    createdAt,
    ...(cleared ? { clearedAt: createdAt, clearedBy: admin.id, clearReason: "old" } : {}),
  });
}

const requestWork = async (as: TestUser, language = "en") => {
  const work = await createWork(t, { isPublished: true });
  return t.request({
    method: "POST",
    url: "/api/users/work-request/create/",
    payload: { work: work.id },
    headers: { "accept-language": language },
    as,
  });
};

const strikeCount = async (userId: number) =>
  (await t.db.select().from(strikes).where(eq(strikes.userId, userId))).length;

describe(`no-show strikes on ${TEST_ENGINE}`, () => {
  it("absent gives a strike (mark-absent or a rating with attendence 0); corrected to present removes it", async () => {
    const boy = await t.createUser("boys");
    const w1 = await assignedWork(boy.id);
    expect((await markAbsent(w1.id, boy.id)).statusCode).toBe(200);
    // Marking absent again keeps one strike for the work.
    expect((await markAbsent(w1.id, boy.id)).statusCode).toBe(200);
    expect(await strikeCount(boy.id)).toBe(1);

    const w2 = await assignedWork(boy.id);
    const rated = await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { work: w2.id, user: boy.id, attendence: 0 },
    });
    expect(rated.statusCode).toBe(201);
    expect(await strikeCount(boy.id)).toBe(2);

    const present = await t.request({
      method: "PATCH",
      url: `/api/sub_admin/boy-ratings/${rated.json().rating.id}/`,
      as: captain,
      payload: { attendence: 1, ...ALL_GOOD },
    });
    expect(present.statusCode).toBe(200);
    expect(await strikeCount(boy.id)).toBe(1);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "strike")));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["strike.create", "strike.remove"]));

    // A present rating gives none.
    const w3 = await assignedWork(boy.id);
    await t.request({
      method: "POST",
      url: "/api/sub_admin/rate-boy/",
      as: captain,
      payload: { work: w3.id, user: boy.id, attendence: 1, ...ALL_GOOD },
    });
    expect(await strikeCount(boy.id)).toBe(1);
  });

  it("no_shows shows on the admin's user details, users lists and the sub-admin list (last 90 days, uncleared)", async () => {
    const boy = await t.createUser("boys", { userName: "Zz Noshow Kumar" });
    await oldStrike(boy.id, 5);
    await oldStrike(boy.id, 40);
    await oldStrike(boy.id, 100); // too old
    await oldStrike(boy.id, 10, true); // cleared
    const details = await t.request({
      method: "GET",
      url: `/api/users/users/${boy.id}/admin-update/`,
      as: admin,
    });
    expect(details.json().no_shows).toBe(2);
    const all = await t.request({ method: "GET", url: "/api/admin_panel/admin/users/", as: admin });
    const inAll = all.json().find((u: { id: number }) => u.id === boy.id);
    expect(inAll.no_shows).toBe(2);
    expect(all.json().find((u: { id: number }) => u.id === captain.id).no_shows).toBe(0);
    const search = await t.request({
      method: "GET",
      url: "/api/users/users/search/?search=Noshow",
      as: admin,
    });
    expect(search.json().results[0].no_shows).toBe(2);
    const sub = await t.request({
      method: "GET",
      url: "/api/sub_admin/sub-admin/users/?page_size=500",
      as: captain,
    });
    expect(sub.json().find((u: { id: number }) => u.id === boy.id).no_shows).toBe(2);
    // The person's own profile does not carry it.
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: boy });
    expect(me.json().user?.no_shows).toBeUndefined();
  });

  it("two absences saved at once both count, and the block starts at exactly three (409 in the worker's language)", async () => {
    const boy = await t.createUser("boys");
    await oldStrike(boy.id, 30);
    // Two strikes: still free to request.
    const [wa, wb] = [await assignedWork(boy.id), await assignedWork(boy.id)];
    const ok = await requestWork(boy);
    expect(ok.statusCode).toBe(201);

    const results = await Promise.all([markAbsent(wa.id, boy.id), markAbsent(wb.id, boy.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await strikeCount(boy.id)).toBe(3);
    const details = await t.request({
      method: "GET",
      url: `/api/users/users/${boy.id}/admin-update/`,
      as: admin,
    });
    expect(details.json().no_shows).toBe(3);

    const until = new Date(Date.now() + 14 * DAY);
    // The day written out, never YYYY-MM-DD (docs/decisions/040).
    const day = formatDate(until, "en");
    const refused = await requestWork(boy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "REQUESTS_BLOCKED_NO_SHOWS",
      message: `You were absent from 3 works in the last 90 days, so you cannot request works until ${day}.`,
    });
    const ml = await requestWork(boy, "ml");
    expect(ml.statusCode).toBe(409);
    expect(ml.json().message).toContain(formatDate(until, "ml"));
    expect(ml.json().message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(ml.json().message).toMatch(/അപേക്ഷിക്കാൻ കഴിയില്ല/);

    const mine = await t.request({ method: "GET", url: "/api/users/no-shows/", as: boy });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().no_shows).toBe(3);
    expect(Math.abs(new Date(mine.json().blocked_until).getTime() - until.getTime())).toBeLessThan(60_000);
  });

  it("the same absence saved twice at once stays one strike", async () => {
    const boy = await t.createUser("boys");
    const w = await assignedWork(boy.id);
    const results = await Promise.all([markAbsent(w.id, boy.id), markAbsent(w.id, boy.id)]);
    // One saves; the other saves too or (PostgreSQL, both inserting the rating) gets a 409.
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await strikeCount(boy.id)).toBe(1);
  });

  it("the block lasts 14 days from the third strike", async () => {
    const boy = await t.createUser("boys");
    await oldStrike(boy.id, 60);
    await oldStrike(boy.id, 40);
    await oldStrike(boy.id, 20); // third 20 days ago: the 14 days are over
    expect((await requestWork(boy)).statusCode).toBe(201);
    const mine = await t.request({ method: "GET", url: "/api/users/no-shows/", as: boy });
    expect(mine.json()).toMatchObject({ no_shows: 3, blocked_until: null });
  });

  it("an admin clears a strike, with a reason when given (audited); the block lifts", async () => {
    const boy = await t.createUser("boys");
    await oldStrike(boy.id, 3);
    await oldStrike(boy.id, 2);
    await oldStrike(boy.id, 1);
    expect((await requestWork(boy)).statusCode).toBe(409);

    const list = await t.request({
      method: "GET",
      url: `/api/admin_panel/users/${boy.id}/strikes/`,
      as: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().no_shows).toBe(3);
    expect(list.json().blocked_until).not.toBeNull();
    expect(list.json().strikes).toHaveLength(3);
    const newest = list.json().strikes[0];
    expect(newest).toMatchObject({ user: boy.id, work_name: "Sree Hall", cleared_at: null });

    const url = `/api/admin_panel/strikes/${newest.id}/clear/`;
    const byCaptain = await t.request({ method: "POST", url, as: captain, payload: { reason: "x" } });
    expect(byCaptain.statusCode).toBe(403);
    const byWorker = await t.request({
      method: "GET",
      url: `/api/admin_panel/users/${boy.id}/strikes/`,
      as: boy,
    });
    expect(byWorker.statusCode).toBe(403);

    const cleared = await t.request({
      method: "POST",
      url,
      as: admin,
      payload: { reason: "Hospital, showed a note" },
      headers: { "accept-language": "ml" },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe("വരാതിരിക്കൽ രേഖ ഒഴിവാക്കി");
    expect(cleared.json().strike).toMatchObject({
      clear_reason: "Hospital, showed a note",
      cleared_by: admin.id,
      cleared_by_name: admin.row.userName,
    });
    expect(cleared.json().strike.cleared_at).toBeTruthy();
    const again = await t.request({ method: "POST", url, as: admin, payload: { reason: "again" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("STRIKE_ALREADY_CLEARED");

    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "strike.clear"), eq(auditLog.entityId, String(newest.id))));
    expect(logged).toMatchObject({ actorId: admin.id, entity: "strike" });
    expect(logged?.details).toMatchObject({ reason: "Hospital, showed a note", user: boy.id });

    const after = await t.request({
      method: "GET",
      url: `/api/admin_panel/users/${boy.id}/strikes/`,
      as: admin,
    });
    expect(after.json()).toMatchObject({ no_shows: 2, blocked_until: null });
    expect((await requestWork(boy)).statusCode).toBe(201);

    const missing = await t.request({
      method: "POST",
      url: "/api/admin_panel/strikes/999999/clear/",
      as: admin,
      payload: { reason: "x" },
    });
    expect(missing.statusCode).toBe(404);
    const noUser = await t.request({
      method: "GET",
      url: "/api/admin_panel/users/999999/strikes/",
      as: admin,
    });
    expect(noUser.statusCode).toBe(404);
  });

  it("absence, rating and wage are refused before the work's day, for captains and admins alike", async () => {
    const boy = await t.createUser("boys");
    const work = await createWork(t, { date: futureDate(3) });
    await assign(t, { workId: work.id, userId: boy.id });
    for (const as of [captain, admin]) {
      const calls = [
        {
          method: "POST" as const,
          url: "/api/sub_admin/mark-absent/",
          payload: { work: work.id, user: boy.id },
        },
        {
          method: "POST" as const,
          url: "/api/sub_admin/rate-boy/",
          payload: { work: work.id, user: boy.id, attendence: 0 },
        },
        {
          method: "PATCH" as const,
          url: "/api/sub_admin/boy-wage/edit/",
          payload: { work: work.id, user: boy.id, travel_allowance: "10" },
        },
      ];
      for (const call of calls) {
        const res = await t.request({ ...call, as });
        expect({ url: call.url, role: as.row.role, status: res.statusCode, code: res.json().code }).toEqual({
          url: call.url,
          role: as.row.role,
          status: 409,
          code: "WORK_NOT_HAPPENED",
        });
      }
    }
    expect(await strikeCount(boy.id)).toBe(0);
    expect((await requestWork(boy)).statusCode).toBe(201);
  });

  it("a strike names the captain and the work; the worker sees it; the admin clears it with one tap", async () => {
    const boy = await t.createUser("boys");
    const work = await assignedWork(boy.id);
    expect((await markAbsent(work.id, boy.id)).statusCode).toBe(200);

    const mine = await t.request({ method: "GET", url: "/api/users/no-shows/", as: boy });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().no_shows).toBe(1);
    expect(mine.json().strikes).toEqual([
      expect.objectContaining({
        work: work.id,
        work_name: work.auditoriumName,
        work_date: work.date,
        marked_by: captain.id,
        marked_by_name: captain.row.userName,
        cleared_at: null,
      }),
    ]);
    const strikeId: number = mine.json().strikes[0].id;

    const list = await t.request({
      method: "GET",
      url: `/api/admin_panel/users/${boy.id}/strikes/`,
      as: admin,
    });
    expect(list.json().strikes[0]).toMatchObject({ id: strikeId, marked_by_name: captain.row.userName });
    const tap = await t.request({
      method: "POST",
      url: `/api/admin_panel/strikes/${strikeId}/clear/`,
      as: admin,
      payload: {},
    });
    expect(tap.statusCode).toBe(200);
    expect(tap.json().strike).toMatchObject({ cleared_by: admin.id, clear_reason: null });
    const after = await t.request({ method: "GET", url: "/api/users/no-shows/", as: boy });
    expect(after.json().no_shows).toBe(0);
    expect(after.json().strikes[0].cleared_at).not.toBeNull();
  });

  it("a cleared strike stays cleared when the rating is saved absent again", async () => {
    const boy = await t.createUser("boys");
    const w = await assignedWork(boy.id);
    await markAbsent(w.id, boy.id);
    const [row] = await t.db.select().from(strikes).where(eq(strikes.userId, boy.id));
    await t.request({
      method: "POST",
      url: `/api/admin_panel/strikes/${row?.id}/clear/`,
      as: admin,
      payload: { reason: "Told us in advance" },
    });
    await markAbsent(w.id, boy.id);
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(strikes)
      .where(and(eq(strikes.userId, boy.id), sql`${strikes.clearedAt} is null`));
    expect(Number(n?.n)).toBe(0);
  });
});

describe("blockedUntilOf", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const ago = (d: number) => new Date(now.getTime() - d * DAY);
  it("is null below three strikes in 90 days", () => {
    expect(blockedUntilOf([ago(1), ago(2)], now)).toBeNull();
    expect(blockedUntilOf([ago(1), ago(2), ago(95)], now)).toBeNull();
  });
  it("is 14 days from the third strike, extended by a later one", () => {
    expect(blockedUntilOf([ago(1), ago(2), ago(3)], now)?.toISOString()).toBe(
      new Date(ago(1).getTime() + 14 * DAY).toISOString(),
    );
    expect(blockedUntilOf([ago(10), ago(30), ago(50)], now)?.toISOString()).toBe(
      new Date(ago(10).getTime() + 14 * DAY).toISOString(),
    );
    expect(blockedUntilOf([ago(15), ago(30), ago(50)], now)).toBeNull();
  });
});
