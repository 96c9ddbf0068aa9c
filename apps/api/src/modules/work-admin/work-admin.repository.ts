import {
  isNightReporting,
  type Meal,
  NIGHT_WORK_MIN_AGE,
  splitWorkType,
  type WorkInputParsed,
} from "@catercrew/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { assignments, users, works } from "../../db/schema.js";
import type { WorkRow } from "../works/works.serializer.js";

/**
 * The work's columns from the admin's form (the API's field names to columns). `stored`: the meal
 * of the work being updated, kept when an older client sends an occasion as the work type (record 069).
 */
export function workColumnsFromInput(input: WorkInputParsed, stored?: { meal: Meal }) {
  const { meal, occasion } = splitWorkType(
    input.work_type,
    input.occasion,
    input.reporting_time,
    stored?.meal,
  );
  return {
    auditoriumName: input.Auditorium_name,
    cateringCompany: input.Catering_company,
    customerName: input.customer_name,
    customerMobile: input.customer_mobile,
    address: input.address,
    place: input.place,
    district: input.district,
    date: input.date,
    reportingTime: input.reporting_time,
    workType: meal,
    // Left out: none on a new work, the stored one on an update.
    occasion: stored ? occasion : (occasion ?? null),
    noOfBoysNeeded: input.no_of_boys_needed,
    // Left out (the original client, record 013), a new work takes the column defaults and an update keeps them.
    headBoysNeeded: input.head_boys_needed,
    supervisorsNeeded: input.supervisors_needed,
    captainsNeeded: input.captains_needed,
    attendees: input.attendees,
    paymentAmount: input.payment_amount,
    locationUrl: input.location_url,
    remarks: input.remarks,
    aboutWork: input.about_work,
    instructions: input.instructions,
    // Left out of a full update (undefined), the stored transport and dress stay.
    pickupPoint: input.pickup_point,
    pickupTime: input.pickup_time,
    vehicle: input.vehicle,
    driverName: input.driver_name,
    driverMobile: input.driver_mobile,
    dropAfter: input.drop_after,
    dressCode: input.dress_code,
    bikeNeeded: input.bike_needed,
    clientId: input.client_id,
  };
}

export async function insertWork(db: DbOrTx, input: WorkInputParsed, createdBy: number): Promise<WorkRow> {
  const [row] = await db
    .insert(works)
    .values({ ...workColumnsFromInput(input), createdBy })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateWorkRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof works.$inferInsert>,
): Promise<WorkRow | undefined> {
  const [row] = await db
    .update(works)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(works.id, id))
    .returning();
  return row;
}

export async function deleteWorkRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(works).where(eq(works.id, id)).returning({ id: works.id });
  return rows.length > 0;
}

/** The roles that see published works in the worker's app and may request them. */
const WORKER_ROLES_IN_APP = ["subadmin", "supervisor", "head_boy", "boys"] as const;

/**
 * How many workers a published work is offered to: approved, active workers not already on its
 * crew (each sees it among the available works and may request it); for a night work, only those
 * the ages rule lets take it (18 or older on its day: record 075).
 */
export async function countOfferedWorkers(
  db: DbOrTx,
  work: { id: number; date: string; reportingTime: string },
): Promise<number> {
  const workId = work.id;
  const grownUp = isNightReporting(work.reportingTime)
    ? sql`${users.dateOfBirth} <= (${work.date}::date - ${sql.raw(`interval '${NIGHT_WORK_MIN_AGE} years'`)})::date`
    : undefined;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isApproved, true),
        inArray(users.role, [...WORKER_ROLES_IN_APP]),
        sql`not exists (select 1 from ${assignments} a where a.user_id = ${users.id} and a.work_id = ${workId})`,
        grownUp,
      ),
    );
  return Number(row?.n ?? 0);
}
