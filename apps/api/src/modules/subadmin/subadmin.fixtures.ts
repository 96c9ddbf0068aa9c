import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assignments, fares, works } from "../../db/schema.js";

/** What the fixtures need of a test app and a test user (test/helpers.ts is outside the build). */
type TestApp = { db: Db };
type TestUser = { id: number };

/** Test data for the sub-admin modules, inserted directly (the works API is another module's). */
export async function seedWork(t: TestApp, overrides: Partial<typeof works.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(works)
    .values({
      auditoriumName: "Sree Hall",
      customerName: "Anil",
      customerMobile: "9000000011",
      address: "Main Road",
      place: "Cherpulassery",
      district: "palakkad",
      date: "2030-02-01",
      reportingTime: "10:00",
      workType: "wedding",
      noOfBoysNeeded: 5,
      attendees: 250,
      paymentAmount: "10000.00",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no work");
  return row;
}

export async function assign(
  t: TestApp,
  workId: number,
  user: TestUser,
  roleType: "subadmin" | "supervisor" | "head_boy" | "boys" = "boys",
  extra: { isLoading?: boolean; isSetting?: boolean } = {},
) {
  await t.db.insert(assignments).values({ workId, userId: user.id, roleType, source: "admin", ...extra });
}

export async function setFare(t: TestApp, fareType: string, amount: string) {
  const updated = await t.db.update(fares).set({ amount }).where(eq(fares.fareType, fareType)).returning();
  if (updated.length === 0) await t.db.insert(fares).values({ fareType, amount });
}

export const ALL_GOOD = { pant: true, shoe: true, timing: true, neatness: true, performance: true };
