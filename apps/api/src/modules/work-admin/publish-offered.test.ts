import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createWork, futureDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});
afterAll(() => t.close());

const patch = (id: number, payload: Record<string, unknown>) =>
  t.request({ method: "PATCH", url: `/api/admin_panel/catering-work/${id}/update/`, payload, as: admin });

describe(`publishing a draft on ${TEST_ENGINE}`, () => {
  it("answers how many workers it is offered to: approved, active and not already on the crew", async () => {
    const boys = [await t.createUser("boys"), await t.createUser("boys"), await t.createUser("head_boy")];
    await t.createUser("supervisor");
    await t.createUser("subadmin");
    await t.createUser("boys", { isApproved: false });
    await t.createUser("boys", { isActive: false });
    const work = await createWork(t, { date: futureDate(4) });
    const onCrew = boys[0];
    if (!onCrew) throw new Error("no boy");
    await assign(t, { workId: work.id, userId: onCrew.id });

    const res = await patch(work.id, { is_published: true });
    expect(res.statusCode, res.body).toBe(200);
    // The other boy, the head boy, the supervisor and the captain: four.
    expect(res.json()).toMatchObject({ work: { is_published: true }, offered_to: 4 });
  });

  it("says nothing of offers when unpublishing or publishing what is already published", async () => {
    const work = await createWork(t, { date: futureDate(5), isPublished: true });
    const again = await patch(work.id, { is_published: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).not.toHaveProperty("offered_to");
    const off = await patch(work.id, { is_published: false });
    expect(off.json()).not.toHaveProperty("offered_to");
  });
});
