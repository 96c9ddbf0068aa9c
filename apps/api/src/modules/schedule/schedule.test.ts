import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSettings, notifications, users } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { assign, createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../test/helpers.js";
import { sendReminders } from "./schedule.service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
});

afterAll(async () => {
  await t.close();
});

function dayFromToday(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Unfolds RFC 5545 folded lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe(`my next jobs and the calendar feed (${TEST_ENGINE})`, () => {
  it("lists the worker's assigned upcoming works, soonest first, with the captain's phone", async () => {
    const worker = await t.createUser("boys");
    const captain = await t.createUser("subadmin", { mobileNumber: "9123456780", userName: "Captain Ravi" });
    const later = await createWork(t, {
      auditoriumName: "Later Hall",
      date: dayFromToday(5),
      reportingTime: "09:00",
    });
    const soon = await createWork(t, {
      auditoriumName: "Soon Hall",
      date: dayFromToday(1),
      reportingTime: "18:30",
    });
    const today = await createWork(t, {
      auditoriumName: "Today Hall",
      date: dayFromToday(0),
      reportingTime: "07:00",
    });
    const past = await createWork(t, { auditoriumName: "Old Hall", date: dayFromToday(-1) });
    const cancelled = await createWork(t, {
      auditoriumName: "Off Hall",
      date: dayFromToday(2),
      status: "cancelled",
    });
    const notMine = await createWork(t, { auditoriumName: "Other Hall", date: dayFromToday(1) });
    for (const w of [later, soon, today, past, cancelled])
      await assign(t, { workId: w.id, userId: worker.id });
    await assign(t, { workId: soon.id, userId: captain.id }, "subadmin");
    await assign(t, { workId: notMine.id, userId: captain.id }, "subadmin");

    const res = await t.request({ method: "GET", url: "/api/users/me/next-jobs/", as: worker });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { Auditorium_name: string }) => r.Auditorium_name)).toEqual([
      "Today Hall",
      "Soon Hall",
      "Later Hall",
    ]);
    expect(results[1]).toMatchObject({
      work_id: soon.id,
      reporting_time: "18:30",
      captain_name: "Captain Ravi",
      captain_mobile: "9123456780",
      role_type: "boys",
    });
    expect(results[0].captain_mobile).toBeNull();

    const admin = await t.createUser("admin");
    expect((await t.request({ method: "GET", url: "/api/users/me/next-jobs/", as: admin })).statusCode).toBe(
      403,
    );
    const unapproved = await t.createUser("boys", { isApproved: false });
    expect(
      (await t.request({ method: "GET", url: "/api/users/me/next-jobs/", as: unapproved })).statusCode,
    ).toBe(403);
  });

  it("serves a valid iCalendar feed of the assigned upcoming works on a secret, revocable URL", async () => {
    const worker = await t.createUser("head_boy");
    const captain = await t.createUser("subadmin", { userName: "Captain Mini", mobileNumber: "9000011122" });
    const a = await createWork(t, {
      auditoriumName: "Lakshmi Auditorium",
      address: "NH 66, Near Bus Stand",
      place: "Ottapalam",
      date: dayFromToday(3),
      reportingTime: "11:15",
      occasion: "wedding",
    });
    const b = await createWork(t, {
      auditoriumName: "Second Hall",
      date: dayFromToday(6),
      reportingTime: "06:00",
    });
    const gone = await createWork(t, { auditoriumName: "Past Hall", date: dayFromToday(-2) });
    for (const w of [a, b, gone]) await assign(t, { workId: w.id, userId: worker.id }, "head_boy");
    await assign(t, { workId: a.id, userId: captain.id }, "subadmin");

    const first = await t.request({
      method: "GET",
      url: "/api/users/me/calendar/",
      as: worker,
      headers: { host: "crew.example.in" },
    });
    expect(first.statusCode).toBe(200);
    const url = new URL(first.json().url);
    // The public base (PUBLIC_URL, else the configured host), never the Host the client sent.
    expect(url.origin).toBe(publicBaseUrl(t.config));
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\/catercrew\.ics$/);
    // Asking again answers the same URL.
    const again = await t.request({ method: "GET", url: "/api/users/me/calendar/", as: worker });
    expect(new URL(again.json().url).pathname).toBe(url.pathname);

    const feed = await t.request({ method: "GET", url: url.pathname, headers: { host: "evil.example" } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    const ics = unfold(feed.body);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(ics).toContain("VERSION:2.0");
    expect(ics).toContain("PRODID:");
    const events = ics.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(2);
    for (const e of events) {
      expect(e).toMatch(/\r\nUID:[^\r\n]+/);
      expect(e).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z/);
      expect(e).toContain("END:VEVENT");
    }
    const first1 = events[0] ?? "";
    // 11:15 in Kolkata is 05:45 UTC.
    expect(first1).toContain(`DTSTART:${a.date.replaceAll("-", "")}T054500Z`);
    // The meal, and the occasion when one is said.
    expect(first1).toContain("SUMMARY:Lunch · Wedding: Lakshmi Auditorium");
    expect(first1).toContain("LOCATION:Lakshmi Auditorium\\, NH 66\\, Near Bus Stand\\, Ottapalam");
    expect(first1).toContain("Captain: Captain Mini (+91 9000011122)");
    expect(events[1]).toContain("SUMMARY:Lunch: Second Hall");
    expect(ics).not.toContain("Past Hall");
    expect(ics).not.toContain("evil.example");
    expect(ics).toContain(`${publicBaseUrl(t.config)}/user/`);

    // Revoking: the old URL stops working, the new one works.
    const reset = await t.request({ method: "POST", url: "/api/users/me/calendar/reset/", as: worker });
    const fresh = new URL(reset.json().url);
    expect(fresh.pathname).not.toBe(url.pathname);
    expect((await t.request({ method: "GET", url: url.pathname })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: fresh.pathname })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/calendar/short/catercrew.ics" })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: "GET", url: "/api/users/me/calendar/" })).statusCode).toBe(401);
  });

  it("keeps only a hash of the feed secret; a password reset or a revoked approval ends the feed", async () => {
    const admin = await t.createUser("admin");
    const worker = await t.createUser("boys");
    const feedOf = async () => {
      const res = await t.request({ method: "GET", url: "/api/users/me/calendar/", as: worker });
      expect(res.statusCode).toBe(200);
      return new URL(res.json().url).pathname;
    };
    const secretOf = (pathname: string) => pathname.split("/")[3] ?? "";
    const works = async (pathname: string) => (await t.request({ method: "GET", url: pathname })).statusCode;

    const first = await feedOf();
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, worker.id));
    expect(row?.calendarTokenHash).toBe(createHash("sha256").update(secretOf(first)).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secretOf(first));
    expect(await works(first)).toBe(200);

    // A password reset by the admin ends the feed; the worker (signed in again) gets a new URL.
    const reset = await t.request({
      method: "POST",
      url: `/api/users/users/${worker.id}/reset-password/`,
      as: admin,
    });
    expect(reset.statusCode).toBe(200);
    expect(await works(first)).toBe(404);
    worker.token = t.app.signAccessToken(
      (await t.db.select().from(users).where(eq(users.id, worker.id)))[0] ?? worker.row,
    );
    const second = await feedOf();
    expect(second).not.toBe(first);
    expect(await works(second)).toBe(200);
    expect(await works(first)).toBe(404);

    // Revoking the approval ends it too, and it stays ended.
    const revoke = await t.request({ method: "PATCH", url: `/api/users/reject/${worker.id}/`, as: admin });
    expect(revoke.statusCode).toBe(200);
    expect(await works(second)).toBe(404);
  });

  it("writes reminders the evening before and on the morning of each assigned work, once each", async () => {
    const worker = await t.createUser("boys");
    const other = await t.createUser("boys");
    const work = await createWork(t, {
      auditoriumName: "Reminder Hall",
      date: "2031-03-10",
      reportingTime: "10:30",
    });
    const cancelled = await createWork(t, { date: "2031-03-10", status: "cancelled" });
    await assign(t, { workId: work.id, userId: worker.id });
    await assign(t, { workId: cancelled.id, userId: other.id });

    const mine = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, worker.id)))
        .orderBy(notifications.id);

    // 17:00 the day before: too early.
    await sendReminders(testContext(t, { now: () => new Date("2031-03-09T17:00:00+05:30") }));
    expect(await mine()).toHaveLength(0);
    // 19:00 the day before: the evening reminder, once however often the timer runs.
    await sendReminders(testContext(t, { now: () => new Date("2031-03-09T19:00:00+05:30") }));
    await sendReminders(testContext(t, { now: () => new Date("2031-03-09T19:15:00+05:30") }));
    let rows = await mine();
    expect(rows.map((r) => r.type)).toEqual(["reminder_day_before"]);
    expect(rows[0]).toMatchObject({
      params: { venue: "Reminder Hall", date: "2031-03-10", time: "10:30" },
      link: `/user/work-details/${work.id}`,
    });
    // The morning of: the second reminder, once.
    await sendReminders(testContext(t, { now: () => new Date("2031-03-10T06:30:00+05:30") }));
    await sendReminders(testContext(t, { now: () => new Date("2031-03-10T07:00:00+05:30") }));
    rows = await mine();
    expect(rows.map((r) => r.type)).toEqual(["reminder_day_before", "reminder_morning"]);
    const list = (await t.request({ method: "GET", url: "/api/notifications/", as: worker })).json();
    expect(list.results[0].body).toBe("Reminder: work today. Work: Reminder Hall. Reporting time 10:30 AM.");
    // Nobody is reminded of a cancelled work.
    const others = await t.db.select().from(notifications).where(eq(notifications.userId, other.id));
    expect(others).toHaveLength(0);
  });
});
