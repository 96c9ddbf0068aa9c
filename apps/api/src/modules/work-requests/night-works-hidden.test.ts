import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappContacts } from "../../db/schema.js";
import { createWork, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser, testContext } from "../../test/helpers.js";
import { rankedEligible } from "../whatsapp/outbound/offers.service.js";
import { listPublishedForWorker } from "./work-requests.repository.js";

/**
 * Record 075: a worker the ages rule keeps off a night work does not find it among the published
 * works (the shared list and the per-worker read alike), nor is he offered it on WhatsApp.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

const DAY = "2030-03-10";
/** 17 on DAY; 18 on DAY itself. */
const SEVENTEEN = "2012-03-11";
const EIGHTEEN_THAT_DAY = "2012-03-10";

async function published(who: TestUser): Promise<{ ids: number[]; total: number }> {
  const list = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as: who });
  expect(list.statusCode, list.body).toBe(200);
  const home = await t.request({ method: "GET", url: "/api/users/home/summary/", as: who });
  expect(home.statusCode, home.body).toBe(200);
  const ids = list.json().map((w: { id: number }) => w.id);
  expect(home.json().published.map((w: { id: number }) => w.id)).toEqual(ids);
  return { ids, total: home.json().published_total };
}

describe(`night works hidden from who may not take them (${TEST_ENGINE})`, () => {
  it("a minor or a worker with no date of birth does not see a night work, or count it; an adult does", async () => {
    const night = await createWork(t, { date: DAY, reportingTime: "20:00", isPublished: true });
    const early = await createWork(t, { date: DAY, reportingTime: "05:30", isPublished: true });
    const byDay = await createWork(t, { date: DAY, reportingTime: "10:00", isPublished: true });
    const asked = await createWork(t, { date: DAY, reportingTime: "22:00", isPublished: true });
    const mine = [night.id, early.id, byDay.id, asked.id];
    const minor = await t.createUser("boys", { dateOfBirth: SEVENTEEN });
    const unknown = await t.createUser("boys", { dateOfBirth: null });
    const adult = await t.createUser("boys", { dateOfBirth: EIGHTEEN_THAT_DAY });
    // A request made before the rule (or before the work moved into the night) stays in his list.
    await requestWork(t, { workId: asked.id, userId: minor.id });

    // The shared list is read once for everyone: the adult first, so the minor's page comes from it.
    const forAdult = await published(adult);
    expect(forAdult.ids).toEqual(expect.arrayContaining(mine));
    const forMinor = await published(minor);
    expect(forMinor.ids.filter((id) => mine.includes(id))).toEqual([byDay.id, asked.id]);
    expect(forMinor.total).toBe(forAdult.total - 2);
    const forUnknown = await published(unknown);
    expect(forUnknown.ids.filter((id) => mine.includes(id))).toEqual([byDay.id]);
    expect(forUnknown.total).toBe(forAdult.total - 3);

    // The per-worker read (used past the shared list's cap) leaves out the same works.
    const page = { page: 1, pageSize: 500 };
    const perWorker = async (who: TestUser) =>
      (await listPublishedForWorker(t.db, who.id, "2026-01-01", page)).rows
        .map((r) => r.work.id)
        .filter((id) => mine.includes(id));
    expect(await perWorker(minor)).toEqual([byDay.id, asked.id]);
    expect(await perWorker(unknown)).toEqual([byDay.id]);
    expect((await perWorker(adult)).sort()).toEqual([...mine].sort());
    const counted = await listPublishedForWorker(t.db, minor.id, "2026-01-01", { page: 2, pageSize: 1 });
    expect(counted.total).toBe(forMinor.total);

    // The admin's "offered to" count on publishing leaves them out too.
    const draft = await createWork(t, { date: DAY, reportingTime: "21:00" });
    const publish = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${draft.id}/update/`,
      as: admin,
      payload: { is_published: true },
    });
    const dayDraft = await createWork(t, { date: DAY, reportingTime: "11:00" });
    const publishDay = await t.request({
      method: "PATCH",
      url: `/api/admin_panel/catering-work/${dayDraft.id}/update/`,
      as: admin,
      payload: { is_published: true },
    });
    expect(publishDay.json().offered_to - publish.json().offered_to).toBeGreaterThanOrEqual(2);
  });

  it("the WhatsApp wave leaves out a minor and a worker with no date of birth from a night work", async () => {
    const night = await createWork(t, { date: DAY, reportingTime: "19:00", isPublished: true });
    const byDay = await createWork(t, { date: DAY, reportingTime: "18:59", isPublished: true });
    const people = [
      await t.createUser("boys", { dateOfBirth: SEVENTEEN }),
      await t.createUser("boys", { dateOfBirth: null }),
      await t.createUser("boys", { dateOfBirth: EIGHTEEN_THAT_DAY }),
    ];
    for (const p of people)
      await t.db.insert(whatsappContacts).values({
        userId: p.id,
        waNumber: `9199${String(p.id).padStart(8, "0")}`,
        optedInAt: new Date().toISOString(),
        optedInHow: "start_message",
      });
    const ids = people.map((p) => p.id);
    const offeredTo = async (work: typeof night) =>
      (await rankedEligible(testContext(t), work, new Date("2026-01-01T00:00:00Z"))).ordered
        .map((c) => c.userId)
        .filter((id) => ids.includes(id))
        .sort();
    expect(await offeredTo(night)).toEqual([people[2]?.id]);
    expect(await offeredTo(byDay)).toEqual([...ids].sort());
  });
});
