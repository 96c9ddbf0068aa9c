import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, placeOffers } from "../../db/schema.js";
import { accept, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * The crew builder's races, meant for PostgreSQL (the embedded engine runs one connection, so there they
 * only check the outcome): ROUNDS is enough for code without the work's row lock to lose.
 */
const ROUNDS = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function work(needed: number, crewSize: number, waiting: number) {
  const w = await createWork(t, { isPublished: true, noOfBoysNeeded: needed, date: futureDate(6) });
  const crew: TestUser[] = [];
  for (let i = 0; i < crewSize; i++) {
    const boy = await t.createUser("boys");
    await accept(t, { workId: w.id, userId: boy.id });
    crew.push(boy);
  }
  const line: TestUser[] = [];
  for (let i = 0; i < waiting; i++) {
    const boy = await t.createUser("boys");
    await requestWork(t, { workId: w.id, userId: boy.id });
    line.push(boy);
  }
  return { w, crew, line };
}

const post = (as: TestUser, url: string) => t.request({ method: "POST", url, as });

describe(`waitlist races on ${TEST_ENGINE}`, () => {
  it(`two withdrawals at once with one waiting: that worker holds exactly one offer (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { w, crew, line } = await work(2, 2, 1);
      const [a, b] = await Promise.all(crew.map((c) => post(c, `/api/crews/works/${w.id}/withdraw/`)));
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      const offers = await t.db.select().from(placeOffers).where(eq(placeOffers.workId, w.id));
      expect(offers.map((o) => [o.userId, o.status])).toEqual([[(line[0] as TestUser).id, "open"]]);
    }
  }, 240_000);

  it(`two waiting press Take it for one place: exactly one gets it (${ROUNDS} rounds)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { w, crew, line } = await work(1, 1, 2);
      await post(crew[0] as TestUser, `/api/crews/works/${w.id}/withdraw/`);
      const offers = await t.db.select().from(placeOffers).where(eq(placeOffers.workId, w.id));
      expect(offers).toHaveLength(2);
      const answers = await Promise.all(
        line.map((u) => post(u, `/api/crews/offers/${offers.find((o) => o.userId === u.id)?.id}/take/`)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe("OFFER_GONE");
      expect(await t.db.select().from(assignments).where(eq(assignments.workId, w.id))).toHaveLength(1);
    }
  }, 240_000);
});
