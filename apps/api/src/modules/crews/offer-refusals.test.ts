import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, placeOffers } from "../../db/schema.js";
import { accept, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * "Take it" refused by the offer's own checks, reached while the offer is still marked open: the
 * crew filled some other way, and the time limit passed before the timeout job ran.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

/** A work of `needed` boys whose first crew member withdrew: the first waiting hold open offers. */
async function freedPlace(needed: number, waiting: number) {
  const work = await createWork(t, { isPublished: true, noOfBoysNeeded: needed, date: futureDate(5) });
  const crew: TestUser[] = [];
  for (let i = 0; i < needed; i++) {
    const boy = await t.createUser("boys");
    await accept(t, { workId: work.id, userId: boy.id });
    crew.push(boy);
  }
  const line: { user: TestUser; requestId: number }[] = [];
  for (let i = 0; i < waiting; i++) {
    const user = await t.createUser("boys");
    const row = await requestWork(
      t,
      { workId: work.id, userId: user.id },
      { requestedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() },
    );
    line.push({ user, requestId: row.id });
  }
  const withdrew = await t.request({
    method: "POST",
    url: `/api/crews/works/${work.id}/withdraw/`,
    as: crew[0] as TestUser,
  });
  expect(withdrew.statusCode, withdrew.body).toBe(200);
  return { work, line };
}

const openOfferOf = async (workId: number, userId: number) => {
  const [offer] = await t.db
    .select()
    .from(placeOffers)
    .where(
      and(eq(placeOffers.workId, workId), eq(placeOffers.userId, userId), eq(placeOffers.status, "open")),
    );
  if (!offer) throw new Error(`no open offer for ${userId}`);
  return offer;
};
const filled = async (workId: number) =>
  (await t.db.select().from(assignments).where(eq(assignments.workId, workId))).length;
const take = (user: TestUser, offerId: number) =>
  t.request({ method: "POST", url: `/api/crews/offers/${offerId}/take/`, as: user });

describe(`Take it refused on an offer still marked open, on ${TEST_ENGINE}`, () => {
  it("after the admin filled the crew directly: 409 OFFER_GONE and the crew stays at its size", async () => {
    const { work, line } = await freedPlace(2, 4);
    const [first, , , fourth] = line;
    if (!first || !fourth) throw new Error("line too short");
    const offer = await openOfferOf(work.id, first.user.id);
    // The admin accepts the fourth waiting's request by hand; the three offers stay open.
    const accepted = await t.request({
      method: "PUT",
      url: `/api/admin_panel/work-request/${fourth.requestId}/status-update/`,
      as: admin,
      payload: { status: "accepted" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await filled(work.id)).toBe(2);
    expect((await openOfferOf(work.id, first.user.id)).id).toBe(offer.id);

    const res = await take(first.user, offer.id);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 409, code: "OFFER_GONE" });
    expect(await filled(work.id)).toBe(2);
  });

  it("after its time limit, before the timeout job marked it: 409 OFFER_EXPIRED and no place taken", async () => {
    const { work, line } = await freedPlace(1, 2);
    const [first] = line;
    if (!first) throw new Error("line too short");
    const offer = await openOfferOf(work.id, first.user.id);
    await t.db
      .update(placeOffers)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(placeOffers.id, offer.id));

    const res = await take(first.user, offer.id);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 409, code: "OFFER_EXPIRED" });
    expect(await filled(work.id)).toBe(0);
  });
});
