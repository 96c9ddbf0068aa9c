import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignments, fares } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { createWork } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../test/helpers.js";

/** The worker sees what a work pays their role before requesting it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setFare = (fareType: string, amount: string) =>
  t.db.update(fares).set({ amount }).where(eq(fares.fareType, fareType));

function soon(days: number): string {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(`pay before requesting on ${TEST_ENGINE}`, () => {
  it("lists and details carry the fare of the worker's role, null while unset, with extras", async () => {
    const work = await createWork(t, { date: soon(3), isPublished: true });
    const boy = await t.createUser("boys");
    const headBoy = await t.createUser("head_boy");
    const list = async (as: typeof boy) => {
      const res = await t.request({ method: "GET", url: "/api/admin_panel/catering/published/", as });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number; pay: unknown }[]).find((w) => w.id === work.id)?.pay;
    };
    await setFare("boys", "0");
    expect(await list(boy)).toEqual({ fare: null, extras: true });

    await setFare("boys", "500");
    await setFare("head_boy", "650.50");
    expect(await list(boy)).toEqual({ fare: "500.00", extras: true });
    expect(await list(headBoy)).toEqual({ fare: "650.50", extras: true });

    const detail = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${work.id}`,
      as: boy,
    });
    expect(detail.json().pay).toEqual({ fare: "500.00", extras: true });

    // Assigned in another role: the detail shows that role's fare.
    await t.db
      .insert(assignments)
      .values({ workId: work.id, userId: boy.id, roleType: "head_boy", source: "admin" });
    const assigned = await t.request({
      method: "GET",
      url: `/api/admin_panel/published-work/${work.id}`,
      as: boy,
    });
    expect(assigned.json().pay).toEqual({ fare: "650.50", extras: true });
  });

  it("without pay per mark, extras follow the loading and setting fares and the assignment's extra work", async () => {
    const plain = await createTestApp({ ratingAmountPerMark: "0" });
    try {
      await plain.db.update(fares).set({ amount: "400" }).where(eq(fares.fareType, "boys"));
      await plain.db.update(fares).set({ amount: "0" }).where(eq(fares.fareType, "loading"));
      await plain.db.update(fares).set({ amount: "0" }).where(eq(fares.fareType, "setting"));
      const work = await createWork(plain, { date: soon(4), isPublished: true });
      const boy = await plain.createUser("boys");
      const pay = async () =>
        (
          await plain.request({ method: "GET", url: `/api/admin_panel/published-work/${work.id}`, as: boy })
        ).json().pay;
      expect(await pay()).toEqual({ fare: "400.00", extras: false });
      await plain.db.update(fares).set({ amount: "100" }).where(eq(fares.fareType, "loading"));
      expect(await pay()).toEqual({ fare: "400.00", extras: true });
      await plain.db
        .insert(assignments)
        .values({ workId: work.id, userId: boy.id, roleType: "boys", source: "admin", isLoading: false });
      expect(await pay()).toEqual({ fare: "400.00", extras: false });
    } finally {
      await plain.close();
    }
  });
});
