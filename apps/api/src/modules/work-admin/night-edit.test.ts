import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, notifications, placeOffers, workRequests, works } from "../../db/schema.js";
import { accept, createWork, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/** Record 075: an edit that moves a work into the night does not leave minors on it. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const DAY = "2030-03-10";
/** 17 on DAY, and 18 on DAY itself (17 the day before). */
const SEVENTEEN = "2012-03-11";
const EIGHTEEN_THAT_DAY = "2012-03-10";

const body = (over: Record<string, unknown> = {}) => ({
  Auditorium_name: "Sree Hall",
  Catering_company: "",
  customer_name: "Anil",
  customer_mobile: "9000000011",
  address: "Main Road",
  place: "Cherpulassery",
  district: "palakkad",
  date: DAY,
  reporting_time: "10:00",
  work_type: "lunch",
  no_of_boys_needed: 2,
  attendees: 250,
  payment_amount: "10000.00",
  ...over,
});
const edit = (workId: number, over: Record<string, unknown>, lang = "en") =>
  t.request({
    method: "PUT",
    url: `/api/admin_panel/catering-work/${workId}/update/`,
    as: admin,
    payload: body(over),
    headers: { "accept-language": lang },
  });
const noticeTypes = async (user: TestUser) =>
  (
    await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.id))
  ).map((n) => n.type);

describe(`a work moved into the night on ${TEST_ENGINE}`, () => {
  it("is refused with the minors counted and named, unless the admin takes them off; the waitlist refills", async () => {
    const work = await createWork(t, {
      date: DAY,
      reportingTime: "10:00",
      noOfBoysNeeded: 2,
      isPublished: true,
    });
    const adult = await t.createUser("boys", { userName: "Adult Anand" });
    const minor = await t.createUser("boys", { dateOfBirth: SEVENTEEN, userName: "Manu Minor" });
    const unknown = await t.createUser("boys", { dateOfBirth: null, userName: "Nobody Knows" });
    const waiting = await t.createUser("boys");
    const turnedDown = await t.createUser("boys", { dateOfBirth: SEVENTEEN });
    await accept(t, { workId: work.id, userId: adult.id });
    await accept(t, { workId: work.id, userId: minor.id });
    await requestWork(t, { workId: work.id, userId: unknown.id }, { requestedAt: "2026-01-01T00:00:00Z" });
    await requestWork(t, { workId: work.id, userId: waiting.id }, { requestedAt: "2026-01-01T00:05:00Z" });
    await requestWork(t, { workId: work.id, userId: turnedDown.id }, { status: "rejected" });

    // A change by day moves nobody.
    expect((await edit(work.id, { reporting_time: "11:00" })).statusCode).toBe(200);

    const refused = await edit(work.id, { reporting_time: "20:00" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("WORK_NIGHT_MINORS");
    expect(refused.json().message).toContain("2 people on its crew or asking for it are under 18");
    expect(refused.json().message).toContain("Manu Minor, Nobody Knows");
    const inMl = await edit(work.id, { reporting_time: "20:00" }, "ml");
    expect(inMl.json().message).toContain("2 പേർ");
    const [kept] = await t.db.select().from(works).where(eq(works.id, work.id));
    expect(kept?.reportingTime.slice(0, 5)).toBe("11:00");

    const done = await edit(work.id, { reporting_time: "20:00", remove_minors: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().work.reporting_time.slice(0, 5)).toBe("20:00");
    const crew = await t.db.select().from(assignments).where(eq(assignments.workId, work.id));
    expect(crew.map((a) => a.userId)).toEqual([adult.id]);
    const requests = await t.db.select().from(workRequests).where(eq(workRequests.workId, work.id));
    expect(requests.map((r) => r.userId).sort()).toEqual([adult.id, waiting.id, turnedDown.id].sort());
    // Each is told he was taken off (not of the new time); the crew left is told the new time.
    expect(await noticeTypes(minor)).toEqual(["work_changed", "removed"]);
    expect(await noticeTypes(unknown)).toEqual(["removed"]);
    expect(await noticeTypes(adult)).toEqual(["work_changed", "work_changed"]);
    // The freed place goes to the next adult waiting, as for any place freed.
    const offers = await t.db
      .select()
      .from(placeOffers)
      .where(and(eq(placeOffers.workId, work.id), eq(placeOffers.status, "open")));
    expect(offers.map((o) => o.userId)).toEqual([waiting.id]);
  });

  it("counts the age on the new day: a night work moved a day earlier loses who turns 18 on its day", async () => {
    const work = await createWork(t, { date: DAY, reportingTime: "21:00", isPublished: true });
    const justEighteen = await t.createUser("boys", {
      dateOfBirth: EIGHTEEN_THAT_DAY,
      userName: "Birthday Boy",
    });
    await accept(t, { workId: work.id, userId: justEighteen.id });
    expect((await edit(work.id, { reporting_time: "21:00", remarks: "Bring aprons" })).statusCode).toBe(200);
    const earlier = await edit(work.id, { date: "2030-03-09", reporting_time: "21:00" });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toContain("1 person on its crew or asking for it is under 18");
    expect(earlier.json().message).toContain("Birthday Boy");
  });
});
