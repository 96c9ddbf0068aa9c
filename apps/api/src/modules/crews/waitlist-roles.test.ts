import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, placeOffers } from "../../db/schema.js";
import { accept, createWork, futureDate, requestWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

/**
 * The waitlist follows every role a work needs (boys' places, supervisors, captains): a freed
 * place of one role is offered to the waiting of that role, and taken in that role.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const post = (as: TestUser, url: string) => t.request({ method: "POST", url, as });
const offersOf = (workId: number) =>
  t.db.select().from(placeOffers).where(eq(placeOffers.workId, workId)).orderBy(placeOffers.id);

/** A work needing 1 boy and 1 supervisor, both places taken, a boy and a supervisor waiting. */
async function fullOfBothRoles() {
  const work = await createWork(t, {
    isPublished: true,
    date: futureDate(6),
    noOfBoysNeeded: 1,
    supervisorsNeeded: 1,
  });
  const boy = await t.createUser("boys");
  const supervisor = await t.createUser("supervisor");
  await accept(t, { workId: work.id, userId: boy.id });
  await accept(t, { workId: work.id, userId: supervisor.id }, "supervisor");
  const waitingBoy = await t.createUser("boys");
  const waitingSupervisor = await t.createUser("supervisor");
  // The boy asked first: a role-blind waitlist would offer him the supervisor's place.
  await requestWork(t, { workId: work.id, userId: waitingBoy.id }, { requestedAt: "2026-01-01T00:00:00Z" });
  await requestWork(
    t,
    { workId: work.id, userId: waitingSupervisor.id },
    { requestedAt: "2026-01-01T00:10:00Z" },
  );
  return { work, boy, supervisor, waitingBoy, waitingSupervisor };
}

describe(`the waitlist per role on ${TEST_ENGINE}`, () => {
  it("a supervisor who withdraws frees a supervisor's place: the waiting supervisor is offered it and takes it as supervisor", async () => {
    const { work, supervisor, waitingBoy, waitingSupervisor } = await fullOfBothRoles();
    const out = await post(supervisor, `/api/crews/works/${work.id}/withdraw/`);
    expect(out.statusCode, out.body).toBe(200);
    const offers = await offersOf(work.id);
    expect(offers.map((o) => o.userId)).toEqual([waitingSupervisor.id]);
    expect(offers.some((o) => o.userId === waitingBoy.id)).toBe(false);

    const took = await post(waitingSupervisor, `/api/crews/offers/${offers[0]?.id}/take/`);
    expect(took.statusCode, took.body).toBe(200);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.userId, waitingSupervisor.id));
    expect(row?.roleType).toBe("supervisor");
  });

  it("a boy who withdraws frees a boy's place: only the waiting boy is offered it", async () => {
    const { work, boy, waitingBoy } = await fullOfBothRoles();
    expect((await post(boy, `/api/crews/works/${work.id}/withdraw/`)).statusCode).toBe(200);
    expect((await offersOf(work.id)).map((o) => o.userId)).toEqual([waitingBoy.id]);
  });

  it("a boy's offer is gone once the boys' places are full, whatever other role is short", async () => {
    const { work, boy, supervisor, waitingBoy, waitingSupervisor } = await fullOfBothRoles();
    expect((await post(boy, `/api/crews/works/${work.id}/withdraw/`)).statusCode).toBe(200);
    expect((await post(supervisor, `/api/crews/works/${work.id}/withdraw/`)).statusCode).toBe(200);
    const offers = await offersOf(work.id);
    expect(offers.map((o) => o.userId).sort()).toEqual([waitingBoy.id, waitingSupervisor.id].sort());
    // The boy takes his: the supervisor's offer stays open (his place is still free).
    const boyOffer = offers.find((o) => o.userId === waitingBoy.id);
    expect((await post(waitingBoy, `/api/crews/offers/${boyOffer?.id}/take/`)).statusCode).toBe(200);
    const after = await offersOf(work.id);
    expect(after.find((o) => o.userId === waitingSupervisor.id)?.status).toBe("open");
  });
});
