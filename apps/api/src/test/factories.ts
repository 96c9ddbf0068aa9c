import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { assignments, extraExpenses, fares, ratings, wages, workRequests, works } from "../db/schema.js";

/**
 * Test data for the API suites, inserted directly: each factory writes one row with sensible
 * defaults and returns it. Use the HTTP API in a test when the call itself is what is tested.
 */
type TestDb = { db: Db };
/** One worker on one work. */
export type WorkUser = { workId: number; userId: number };
type RoleType = (typeof assignments.$inferInsert)["roleType"];

let seq = 0;

/** A date `days` from today (UTC), as YYYY-MM-DD. */
export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date `days` before today (UTC), as YYYY-MM-DD: works that have happened and can be completed. */
export function pastDate(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A work (upcoming, unpublished unless said otherwise). */
export async function createWork(t: TestDb, overrides: Partial<typeof works.$inferInsert> = {}) {
  seq += 1;
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
      workType: "lunch",
      noOfBoysNeeded: 5,
      attendees: 250,
      paymentAmount: "10000.00",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error(`createWork ${seq}: no row`);
  return row;
}

export async function publish(t: TestDb, workId: number) {
  await t.db.update(works).set({ isPublished: true }).where(eq(works.id, workId));
}

/** Marks a work completed (as the sub-admin's completion does). */
export async function complete(t: TestDb, workId: number) {
  await t.db.update(works).set({ status: "completed", completedAt: sql`now()` }).where(eq(works.id, workId));
}

/** A worker's request for a work. */
export async function requestWork(
  t: TestDb,
  { workId, userId }: WorkUser,
  values: Partial<typeof workRequests.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(workRequests)
    .values({ workId, userId, ...values })
    .returning();
  if (!row) throw new Error("requestWork: no row");
  return row;
}

/** An accepted request with its assignment (what the admin's accept does). */
export async function accept(t: TestDb, { workId, userId }: WorkUser, roleType: RoleType = "boys") {
  const request = await requestWork(t, { workId, userId }, { status: "accepted", assigned: true });
  await assign(t, { workId, userId }, roleType, { source: "request", requestId: request.id });
  return request;
}

/** An assignment (by the admin unless said otherwise). */
export async function assign(
  t: TestDb,
  { workId, userId }: WorkUser,
  roleType: RoleType = "boys",
  extra: Partial<typeof assignments.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(assignments)
    .values({ workId, userId, roleType, source: "admin", ...extra })
    .returning();
  if (!row) throw new Error("assign: no row");
  return row;
}

/** Every mark good. */
export const ALL_GOOD = { pant: true, shoe: true, timing: true, neatness: true, performance: true };

/** A rating (every mark good and present unless said otherwise). */
export async function rate(
  t: TestDb,
  { workId, userId }: WorkUser,
  values: Partial<typeof ratings.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(ratings)
    .values({ workId, userId, ...ALL_GOOD, ...values })
    .returning();
  if (!row) throw new Error("rate: no row");
  return row;
}

/** A wage row as stored (figures given, not computed). */
export async function wage(
  t: TestDb,
  { workId, userId }: WorkUser,
  values: Partial<typeof wages.$inferInsert> & Pick<typeof wages.$inferInsert, "roleType" | "totalWage">,
) {
  const [row] = await t.db
    .insert(wages)
    .values({ workId, userId, baseFare: values.totalWage, ...values })
    .returning();
  if (!row) throw new Error("wage: no row");
  return row;
}

/** An extra expense of a work. */
export async function expense(
  t: TestDb,
  workId: number,
  values: Partial<typeof extraExpenses.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(extraExpenses)
    .values({ workId, expenseType: "Transport", amount: "100.00", ...values })
    .returning();
  if (!row) throw new Error("expense: no row");
  return row;
}

/** Sets a fare, creating it when missing. */
export async function setFare(t: TestDb, fareType: string, amount: string) {
  const updated = await t.db.update(fares).set({ amount }).where(eq(fares.fareType, fareType)).returning();
  if (updated.length === 0) await t.db.insert(fares).values({ fareType, amount });
}
