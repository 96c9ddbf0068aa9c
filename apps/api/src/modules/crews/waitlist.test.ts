import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, notifications, placeOffers } from "../../db/schema.js";
import { accept, assign, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { handleOfferTimeout } from "./offers.service.js";
import { OFFER_TIMEOUT_QUEUE } from "./waitlist.service.js";

/** The waitlist: a freed place offered to the top three, first "Take it" wins, timeouts move on. */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60 * 1000;

/** A work needing `needed` boys, all accepted, and `waiting` boys who asked after them, in order. */
async function fullWork(
  needed: number,
  waiting: number,
  extra: { date?: string; workType?: "lunch" | "dinner" } = {},
) {
  const work = await createWork(t, {
    isPublished: true,
    noOfBoysNeeded: needed,
    date: futureDate(5),
    ...extra,
  });
  const crew: TestUser[] = [];
  for (let i = 0; i < needed; i++) {
    const boy = await t.createUser("boys");
    await accept(t, { workId: work.id, userId: boy.id });
    crew.push(boy);
  }
  const line: TestUser[] = [];
  for (let i = 0; i < waiting; i++) {
    const boy = await t.createUser("boys");
    await requestWork(
      t,
      { workId: work.id, userId: boy.id },
      { requestedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() },
    );
    line.push(boy);
  }
  return { work, crew, line };
}

const post = (as: TestUser, url: string) => t.request({ method: "POST", url, as });
const offersOf = (workId: number) =>
  t.db.select().from(placeOffers).where(eq(placeOffers.workId, workId)).orderBy(placeOffers.id);
const openOffer = async (workId: number, userId: number) =>
  (await offersOf(workId)).find((o) => o.userId === userId && o.status === "open");
const noticesOf = async (userId: number, type: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === type,
  );
const filled = async (workId: number) =>
  (await t.db.select().from(assignments).where(eq(assignments.workId, workId))).length;

describe(`the waitlist on ${TEST_ENGINE}`, () => {
  it("a withdrawal offers the place to the top three waiting at once; the first Take it wins, the others are told", async () => {
    const { work, crew, line } = await fullWork(2, 5);
    expect((await post(crew[0] as TestUser, `/api/crews/works/${work.id}/withdraw/`)).statusCode).toBe(200);
    const offers = await offersOf(work.id);
    expect(offers.map((o) => o.userId)).toEqual(line.slice(0, 3).map((u) => u.id));
    expect(offers.every((o) => o.status === "open" && o.channel === "app")).toBe(true);
    for (const u of line.slice(0, 3)) expect(await noticesOf(u.id, "place_offered")).toHaveLength(1);
    expect(await noticesOf((line[3] as TestUser).id, "place_offered")).toHaveLength(0);

    const second = line[1] as TestUser;
    const place = await t.request({
      method: "GET",
      url: `/api/crews/works/${work.id}/my-place/`,
      as: second,
    });
    expect(place.json()).toMatchObject({ place: "waiting", offer: { id: offers[1]?.id } });
    const took = await post(second, `/api/crews/offers/${offers[1]?.id}/take/`);
    expect(took.statusCode).toBe(200);
    expect(await filled(work.id)).toBe(2);
    const after = await offersOf(work.id);
    expect(after.map((o) => o.status)).toEqual(["gone", "taken", "gone"]);
    for (const u of [line[0], line[2]] as TestUser[])
      expect(await noticesOf(u.id, "place_gone")).toHaveLength(1);
    const late = await post(line[0] as TestUser, `/api/crews/offers/${offers[0]?.id}/take/`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("OFFER_GONE");
    // Someone else's offer is not theirs to answer.
    const other = await post(line[3] as TestUser, `/api/crews/offers/${offers[2]?.id}/take/`);
    expect(other.statusCode).toBe(404);

    const steps = await t.request({ method: "GET", url: `/api/crews/works/${work.id}/offers/`, as: admin });
    expect(steps.json()).toMatchObject({ needed: 2, filled: 2, waiting: 4 });
    expect(steps.json().offers).toHaveLength(3);
  });

  it("the admin removing an accepted worker, or turning their request down, offers the place as a withdrawal does", async () => {
    const { work, crew, line } = await fullWork(2, 4);
    const removed = await t.request({
      method: "DELETE",
      url: `/api/admin_panel/join-requests/delete/${crew[0]?.id}/${work.id}/`,
      as: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await filled(work.id)).toBe(1);
    let offers = await offersOf(work.id);
    expect(offers.map((o) => o.userId)).toEqual(line.slice(0, 3).map((u) => u.id));
    expect(await noticesOf((line[0] as TestUser).id, "place_offered")).toHaveLength(1);
    // The first Take it fills the crew again.
    expect((await post(line[2] as TestUser, `/api/crews/offers/${offers[2]?.id}/take/`)).statusCode).toBe(
      200,
    );

    const [accepted] = await t.db
      .select({ requestId: assignments.requestId })
      .from(assignments)
      .where(and(eq(assignments.workId, work.id), eq(assignments.userId, (crew[1] as TestUser).id)));
    const rejected = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${accepted?.requestId}/status-update/`,
      as: admin,
      payload: { status: "rejected" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    offers = await offersOf(work.id);
    // The three still waiting (the two told the first place was gone among them) are offered the second.
    expect(offers.filter((o) => o.status === "open").map((o) => o.userId)).toEqual(
      [line[0], line[1], line[3]].map((u) => (u as TestUser).id),
    );
  });

  it("staffing at a glance: filled and needed per role for each upcoming work; short within 48 hours or an open offer is at risk", async () => {
    const soon = await createWork(t, { isPublished: true, noOfBoysNeeded: 2, date: futureDate(1) });
    const boy = await t.createUser("boys");
    const captain = await t.createUser("subadmin");
    await accept(t, { workId: soon.id, userId: boy.id });
    await assign(t, { workId: soon.id, userId: captain.id }, "subadmin");
    const offered = await fullWork(1, 2, { date: futureDate(6) });
    await post(offered.crew[0] as TestUser, `/api/crews/works/${offered.work.id}/withdraw/`);
    const calm = await fullWork(1, 0, { date: futureDate(9) });
    const later = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 3,
      date: futureDate(8),
      workType: "dinner",
      occasion: "wedding",
    });

    const res = await t.request({ method: "GET", url: "/api/crews/staffing/", as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().works.map((w: { id: number }) => [w.id, w]));
    expect(byId.get(soon.id)).toMatchObject({
      needed: 2,
      boys: 1,
      head_boys: 0,
      captains: 1,
      short_soon: true,
      at_risk: true,
    });
    expect(byId.get(offered.work.id)).toMatchObject({
      needed: 1,
      boys: 0,
      open_offers: 2,
      short_soon: false,
      at_risk: true,
    });
    expect(byId.get(calm.work.id)).toMatchObject({ boys: 1, open_offers: 0, at_risk: false });
    // Short, but more than 48 hours away: not at risk yet.
    expect(byId.get(later.id)).toMatchObject({ boys: 0, short_soon: false, at_risk: false });
    // The meal and the occasion apart (record 069); "" when no occasion is said.
    expect(byId.get(later.id)).toMatchObject({ work_type: "Dinner", occasion: "wedding" });
    expect(byId.get(soon.id)).toMatchObject({ occasion: "" });
    const dates = res.json().works.map((w: { date: string }) => w.date);
    expect([...dates].sort()).toEqual(dates);
    expect((await t.request({ method: "GET", url: "/api/crews/staffing/", as: boy })).statusCode).toBe(403);
  });

  it("the time limit runs on the job queue: when it passes the offers end and the next three are offered", async () => {
    const { work, crew, line } = await fullWork(1, 5);
    await post(crew[0] as TestUser, `/api/crews/works/${work.id}/withdraw/`);
    const first = await offersOf(work.id);
    const expiresAt = new Date(first[0]?.expiresAt ?? "");
    const jobs = await t.db.execute(
      sql`select start_after from pgboss.job where name = ${OFFER_TIMEOUT_QUEUE} and data->>'workId' = ${String(work.id)}`,
    );
    expect(jobs.rows).toHaveLength(1);
    const startAfter = new Date(String((jobs.rows[0] as { start_after: unknown }).start_after));
    expect(Math.abs(startAfter.getTime() - expiresAt.getTime())).toBeLessThan(1000);
    expect(Math.round((expiresAt.getTime() - new Date(first[0]?.createdAt ?? "").getTime()) / MINUTE)).toBe(
      20,
    );

    // Before the limit the job changes nothing.
    expect(await handleOfferTimeout(testContext(t), work.id, new Date(expiresAt.getTime() - MINUTE))).toBe(0);
    expect(await handleOfferTimeout(testContext(t), work.id, new Date(expiresAt.getTime() + 1000))).toBe(3);
    const now = await offersOf(work.id);
    expect(now.filter((o) => o.status === "expired").map((o) => o.userId)).toEqual(
      line.slice(0, 3).map((u) => u.id),
    );
    expect(now.filter((o) => o.status === "open").map((o) => o.userId)).toEqual(
      line.slice(3).map((u) => u.id),
    );
    expect(await noticesOf((line[0] as TestUser).id, "offer_expired")).toHaveLength(1);
    const tooLate = await post(line[0] as TestUser, `/api/crews/offers/${first[0]?.id}/take/`);
    expect(tooLate.json().code).toBe("OFFER_EXPIRED");
  });

  it("Pass hands the place to the next waiting; the one who passed stays in line", async () => {
    const { work, crew, line } = await fullWork(1, 4);
    await post(crew[0] as TestUser, `/api/crews/works/${work.id}/withdraw/`);
    const mine = await openOffer(work.id, (line[0] as TestUser).id);
    expect((await post(line[0] as TestUser, `/api/crews/offers/${mine?.id}/pass/`)).statusCode).toBe(200);
    expect(await openOffer(work.id, (line[3] as TestUser).id)).toBeDefined();
    const again = await post(line[0] as TestUser, `/api/crews/offers/${mine?.id}/take/`);
    expect(again.json().code).toBe("OFFER_ANSWERED");
    const place = await t.request({
      method: "GET",
      url: `/api/crews/works/${work.id}/my-place/`,
      as: line[0] as TestUser,
    });
    expect(place.json()).toMatchObject({ place: "waiting", offer: null });
  });

  it("on the waitlist until the crew is locked; then a place in line that later requests do not move", async () => {
    const { work, line } = await fullWork(1, 3);
    const third = line[2] as TestUser;
    const url = `/api/crews/works/${work.id}/my-place/`;
    expect((await t.request({ method: "GET", url, as: third })).json()).toMatchObject({
      place: "waiting",
      crew_locked: false,
      position: null,
      needed: 1,
      filled: 1,
    });
    expect((await post(third, `/api/crews/works/${work.id}/lock/`)).statusCode).toBe(403);
    expect((await post(admin, `/api/crews/works/${work.id}/lock/`)).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url, as: third })).json()).toMatchObject({
      crew_locked: true,
      position: 3,
    });
    const newcomer = await t.createUser("boys");
    await requestWork(t, { workId: work.id, userId: newcomer.id });
    expect((await t.request({ method: "GET", url, as: third })).json().position).toBe(3);
    expect((await t.request({ method: "GET", url, as: newcomer })).json().position).toBe(4);
  });

  it("a request to a work with open places is waiting with the places counted, not a full crew", async () => {
    const work = await createWork(t, { isPublished: true, noOfBoysNeeded: 8, date: futureDate(8) });
    const boy = await t.createUser("boys");
    await requestWork(t, { workId: work.id, userId: boy.id });
    const url = `/api/crews/works/${work.id}/my-place/`;
    expect((await t.request({ method: "GET", url, as: boy })).json()).toMatchObject({
      place: "waiting",
      needed: 8,
      filled: 0,
      position: null,
    });
  });

  it("one person, one meal: a worker on another lunch that day is skipped by offers and refused Take it", async () => {
    const date = futureDate(9);
    const { work, crew, line } = await fullWork(1, 2, { date, workType: "lunch" });
    const busy = line[0] as TestUser;
    const otherLunch = await createWork(t, { date, workType: "lunch", isPublished: true });
    await assign(t, { workId: otherLunch.id, userId: busy.id });
    // A request for a third lunch that day is refused with the reason; a dinner is fine.
    const thirdLunch = await createWork(t, { date, workType: "lunch", isPublished: true });
    const asked = await t.request({
      method: "POST",
      url: "/api/users/work-request/create/",
      as: busy,
      payload: { work: thirdLunch.id },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe("ONE_MEAL_PER_DAY");
    const dinner = await createWork(t, { date, workType: "dinner", isPublished: true });
    const dinnerAsk = await t.request({
      method: "POST",
      url: "/api/users/work-request/create/",
      as: busy,
      payload: { work: dinner.id },
    });
    expect(dinnerAsk.statusCode).toBe(201);
    await post(crew[0] as TestUser, `/api/crews/works/${work.id}/withdraw/`);
    expect(await openOffer(work.id, busy.id)).toBeUndefined();
    const next = await openOffer(work.id, (line[1] as TestUser).id);
    expect(next).toBeDefined();
    // Booked on another lunch after the offer was made: Take it is refused with the reason.
    const anotherLunch = await createWork(t, { date, workType: "lunch", isPublished: true });
    await assign(t, { workId: anotherLunch.id, userId: (line[1] as TestUser).id });
    const res = await t.request({
      method: "POST",
      url: `/api/crews/offers/${next?.id}/take/`,
      as: line[1] as TestUser,
      headers: { "accept-language": "ml" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ONE_MEAL_PER_DAY");
    expect(res.json().message).toContain("ഒരു നേരം");
    expect(
      await t.db
        .select()
        .from(assignments)
        .where(and(eq(assignments.workId, work.id), eq(assignments.userId, (line[1] as TestUser).id))),
    ).toHaveLength(0);
  });
});
