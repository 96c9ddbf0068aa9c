import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, placeOffers } from "../../db/schema.js";
import { accept, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * One person, one meal under parallel writes (record 051): the rule is about the person's day, so
 * two transactions on two works of that day must not both pass it. Meant for PostgreSQL (the
 * embedded engine runs one connection, so there these only check the outcome); ROUNDS is enough
 * for a check that locks only the work's row to lose every time.
 */
const ROUNDS = 10;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

async function heldDinners(userId: number) {
  const rows = await t.db.select().from(assignments).where(eq(assignments.userId, userId));
  return rows.length;
}

describe(`one meal a day under races on ${TEST_ENGINE}`, () => {
  it(`two parallel accepts of one worker's requests for two dinners of one day: one wins (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const date = futureDate(20 + i);
      const boy = await t.createUser("boys");
      const works = [
        await createWork(t, { date, workType: "dinner", isPublished: true, noOfBoysNeeded: 3 }),
        await createWork(t, { date, workType: "dinner", isPublished: true, noOfBoysNeeded: 3 }),
      ];
      const requests = [];
      for (const w of works) requests.push(await requestWork(t, { workId: w.id, userId: boy.id }));
      const answers = await Promise.all(
        requests.map((r) =>
          t.request({
            method: "PUT",
            url: `/api/admin_panel/work-request/${r.id}/status-update/`,
            as: admin,
            payload: { status: "accepted" },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe("ONE_MEAL_PER_DAY");
      expect(await heldDinners(boy.id)).toBe(1);
    }
  }, 240_000);

  it(`two parallel Take it of one worker's offers for two dinners of one day: one wins (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const date = futureDate(40 + i);
      const boy = await t.createUser("boys");
      const offers = [];
      for (let k = 0; k < 2; k++) {
        const w = await createWork(t, { date, workType: "dinner", isPublished: true, noOfBoysNeeded: 1 });
        const leaver = await t.createUser("boys");
        await accept(t, { workId: w.id, userId: leaver.id });
        await requestWork(t, { workId: w.id, userId: boy.id });
        const left = await t.request({
          method: "POST",
          url: `/api/crews/works/${w.id}/withdraw/`,
          as: leaver,
        });
        expect(left.statusCode).toBe(200);
        const [offer] = await t.db
          .select()
          .from(placeOffers)
          .where(and(eq(placeOffers.workId, w.id), eq(placeOffers.userId, boy.id)));
        expect(offer?.status).toBe("open");
        offers.push(offer?.id);
      }
      const answers = await Promise.all(
        offers.map((id) => t.request({ method: "POST", url: `/api/crews/offers/${id}/take/`, as: boy })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe("ONE_MEAL_PER_DAY");
      expect(await heldDinners(boy.id)).toBe(1);
    }
  }, 240_000);
});
