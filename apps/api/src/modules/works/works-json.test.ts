import { MEALS, OCCASIONS, PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, asc, gte, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { works } from "../../db/schema.js";
import { todayInKolkata } from "../../lib/dates.js";
import { complete, createWork, futureDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { toWorkResponse } from "./works.serializer.js";
import { upcomingWorksJson } from "./works-json.repository.js";

/**
 * The upcoming list's JSON is written by the database (docs/decisions/044-peak-hour.md) from the
 * same field list as `toWorkResponse`: it must be the answer `toWorkResponse` gives for the same
 * rows, value for value and in the same order.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
}, 60_000);
afterAll(() => t.close());

describe(`the upcoming list built by the database on ${TEST_ENGINE}`, () => {
  it("equals the serializer's answer: every meal and occasion, empty and set optional fields, odd text, money, times", async () => {
    const day = futureDate(3);
    // Every meal and every occasion, and none (record 069).
    const kinds = [...OCCASIONS, null].map((occasion, i) => ({
      workType: MEALS[i % MEALS.length],
      occasion,
    }));
    for (const [i, { workType, occasion }] of kinds.entries()) {
      await createWork(t, {
        occasion,
        date: i % 2 === 0 ? day : futureDate(5),
        reportingTime: i % 3 === 0 ? "06:30" : "18:45",
        workType,
        paymentAmount: i % 2 === 0 ? "12345.50" : "700.00",
        ...(i % 2 === 0
          ? {
              cateringCompany: 'Sree "Annapoorna" Caterers \\ Kochi',
              auditoriumName: "ശ്രീ ഹാൾ\nരണ്ടാം നില",
              locationUrl: "https://maps.example/?q=a&b=c",
              remarks: "Tab\tand emoji 🍛 and </script>",
              aboutWork: "Sadya for 900",
              instructions: "Black pant, white shirt",
              pickupPoint: "Ottapalam bus stand",
              pickupTime: "08:15",
              vehicle: "KL 51 A 1234",
              driverName: "Babu",
              driverMobile: "9400000002",
              dropAfter: "Back to the bus stand",
              dressCode: "Black and white",
              bikeNeeded: true,
              isPublished: true,
              status: "confirmed",
            }
          : {}),
      });
    }
    // Timestamps with microseconds: written to the millisecond, as iso() does.
    await t.db.update(works).set({ updatedAt: sql`now() + interval '0.123987 seconds'` });
    // Past and old works are not in the list.
    await createWork(t, { date: "2020-01-01" });
    const done = await createWork(t, { date: day });
    await complete(t, done.id);

    const rows = await t.db
      .select()
      .from(works)
      .where(and(notInArray(works.status, [...PAST_WORK_STATUSES]), gte(works.date, todayInKolkata())))
      .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id));
    const expected = rows.map(toWorkResponse);
    expect(expected.length).toBeGreaterThanOrEqual(kinds.length);
    expect(JSON.parse(await upcomingWorksJson(t.db, todayInKolkata()))).toEqual(expected);

    const res = await t.request({ method: "GET", url: "/api/admin_panel/catering/upcoming/", as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual(expected);
  });

  it("is an empty list when nothing is upcoming", async () => {
    expect(JSON.parse(await upcomingWorksJson(t.db, "2999-01-01"))).toEqual([]);
  });
});
