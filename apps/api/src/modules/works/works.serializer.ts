import { WORK_TYPE_WIRE, type Work, type WorkLogistics, workTypeOnWire } from "@catercrew/shared";
import { type SQL, sql } from "drizzle-orm";
import { works } from "../../db/schema.js";
import { iso } from "../../lib/dates.js";

export type WorkRow = typeof works.$inferSelect;

/**
 * A work's answer is written once, here: each wire field names how its value is read from a row
 * and how the database writes the same value as JSON (the upcoming list's SQL JSON, record 044).
 * `toWorkResponse` and `workJson` are both made from these lists, so a field added here reaches
 * both; works-json.test.ts checks on both engines that they give the same answer.
 */
interface Field<R, V> {
  readonly of: (row: R) => V;
  readonly sql: SQL;
}
type Fields<R, T> = { readonly [K in keyof T]: Field<R, T[K]> };
type Col = keyof WorkRow;

/** The column as it is. */
const same = <C extends Col>(c: C): Field<Pick<WorkRow, C>, WorkRow[C]> => ({
  of: (r) => r[c],
  sql: sql`${works[c]}`,
});
/** Text, "" when not set. */
const text = <C extends Col>(c: C): Field<Pick<WorkRow, C>, string> => ({
  of: (r) => String(r[c] ?? ""),
  sql: sql`coalesce(${works[c]}, '')`,
});
/** A UTC timestamp as `iso()` writes it: milliseconds (truncated) and "Z". */
const isoTime = (c: "createdAt" | "updatedAt"): Field<Pick<WorkRow, typeof c>, string> => ({
  of: (r) => iso(r[c]) ?? "",
  sql: sql`to_char(date_trunc('milliseconds', ${works[c]} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
});
/** `workTypeOnWire`: the original client's spelling of each stored work type (record 013). */
const workType: Field<Pick<WorkRow, "workType">, string> = {
  of: (r) => workTypeOnWire(r.workType),
  sql: sql.raw(
    `case "works"."work_type" ${Object.entries(WORK_TYPE_WIRE)
      .map(([key, wire]) => `when '${key}' then '${wire}'`)
      .join(" ")} else "works"."work_type" end`,
  ),
};

/** The answer's object from a row, in the list's order. */
function valuesOf<R, T>(fields: Fields<R, T>, row: R): T {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const field = fields[key];
    if (field) out[key] = field.of(row);
  }
  return out as T;
}

/** The same object written by the database: `json_build_object` over the list. */
function jsonOf<R, T>(fields: Fields<R, T>): SQL {
  const pairs: SQL[] = [];
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    const field = fields[key];
    if (field) pairs.push(sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${field.sql}`);
  }
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

const nested = <R, T>(fields: Fields<R, T>): Field<R, T> => ({
  of: (r) => valuesOf(fields, r),
  sql: jsonOf(fields),
});

type LogisticsColumns =
  | "pickupPoint"
  | "pickupTime"
  | "vehicle"
  | "driverName"
  | "driverMobile"
  | "dropAfter"
  | "dressCode"
  | "bikeNeeded";

/**
 * How the crew gets to a work and what they wear (docs/decisions/037-crew-builder.md):
 * pickup point and time, vehicle, driver's name and number, drop after the work, dress code, and
 * whether the crew comes by bike; text "" when not set.
 */
const LOGISTICS_FIELDS: Fields<Pick<WorkRow, LogisticsColumns>, WorkLogistics> = {
  pickup_point: text("pickupPoint"),
  pickup_time: text("pickupTime"),
  vehicle: text("vehicle"),
  driver_name: text("driverName"),
  driver_mobile: text("driverMobile"),
  drop_after: text("dropAfter"),
  dress_code: text("dressCode"),
  bike_needed: same("bikeNeeded"),
};

/**
 * A works row in the API's shape: the original API's field names, the work type as the original
 * client spells it, text fields "" when empty.
 */
const WORK_FIELDS: Fields<WorkRow, Work> = {
  id: same("id"),
  Auditorium_name: same("auditoriumName"),
  Catering_company: text("cateringCompany"),
  customer_name: same("customerName"),
  customer_mobile: same("customerMobile"),
  address: same("address"),
  place: same("place"),
  district: same("district"),
  date: { of: (r) => r.date, sql: sql`to_char(${works.date}, 'YYYY-MM-DD')` },
  reporting_time: same("reportingTime"),
  work_type: workType,
  occasion: text("occasion"),
  no_of_boys_needed: same("noOfBoysNeeded"),
  head_boys_needed: same("headBoysNeeded"),
  supervisors_needed: same("supervisorsNeeded"),
  captains_needed: same("captainsNeeded"),
  attendees: same("attendees"),
  payment_amount: { of: (r) => r.paymentAmount, sql: sql`${works.paymentAmount}::text` },
  location_url: text("locationUrl"),
  remarks: text("remarks"),
  about_work: text("aboutWork"),
  About_work: text("aboutWork"),
  instructions: text("instructions"),
  logistics: nested(LOGISTICS_FIELDS),
  is_published: same("isPublished"),
  status: same("status"),
  created_at: isoTime("createdAt"),
  updated_at: isoTime("updatedAt"),
};

/** The one source for the worker's screens, "My next jobs", and WhatsApp offers and reminders. */
export function workLogistics(work: Pick<WorkRow, LogisticsColumns>): WorkLogistics {
  return valuesOf(LOGISTICS_FIELDS, work);
}

/** A works row in the API's shape. Shared by the admin, worker and sub-admin modules. */
export function toWorkResponse(row: WorkRow): Work {
  return valuesOf(WORK_FIELDS, row);
}

/** `toWorkResponse` written by the database, over the `works` table. */
export const workJson: SQL = jsonOf(WORK_FIELDS);

const { payment_amount: _price, ...FIELDS_WITHOUT_PRICE } = WORK_FIELDS;
/** `workJson` without `payment_amount`: a captain's answer while the admin says so (record 074). */
export const workJsonWithoutPrice: SQL = jsonOf<WorkRow, Omit<Work, "payment_amount">>(FIELDS_WITHOUT_PRICE);

/** The work without the client's price (docs/decisions/074-captains-price-credit-cap-booked-roles.md). */
export function withoutPrice<T extends { payment_amount?: string }>(work: T): Omit<T, "payment_amount"> {
  const { payment_amount: _p, ...rest } = work;
  return rest;
}
