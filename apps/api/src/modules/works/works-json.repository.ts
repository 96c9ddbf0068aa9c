import { PAST_WORK_STATUSES, WORK_TYPE_WIRE } from "@catercrew/shared";
import { type AnyColumn, and, gte, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import { works } from "../../db/schema.js";

/**
 * The upcoming works list built by the database as the answer's JSON text (docs/decisions/044-
 * peak-hour.md): the same fields, values and order as `toWorkResponse` over `upcomingWorks`, which
 * a test checks on both engines. The server passes the text on, so no row is decoded, mapped or
 * serialized in Node; the embedded engine decodes one field instead of 28 for each of 60 rows.
 */

/** Text "" when not set, as `toWorkResponse` writes it. */
const text = (column: AnyColumn) => sql`coalesce(${column}, '')`;

/** A UTC timestamp as `iso()` writes it: milliseconds (truncated) and "Z". */
const isoText = (column: AnyColumn) =>
  sql`to_char(date_trunc('milliseconds', ${column} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `workTypeOnWire`: the original client's spelling of each stored work type (record 013). */
const workTypeWire = sql.raw(
  `case "works"."work_type" ${Object.entries(WORK_TYPE_WIRE)
    .map(([key, wire]) => `when '${key}' then '${wire}'`)
    .join(" ")} else "works"."work_type" end`,
);

const workJson = sql`json_build_object(
  'id', ${works.id},
  'Auditorium_name', ${works.auditoriumName},
  'Catering_company', ${text(works.cateringCompany)},
  'customer_name', ${works.customerName},
  'customer_mobile', ${works.customerMobile},
  'address', ${works.address},
  'place', ${works.place},
  'district', ${works.district},
  'date', to_char(${works.date}, 'YYYY-MM-DD'),
  'reporting_time', ${works.reportingTime},
  'work_type', ${workTypeWire},
  'occasion', ${text(works.occasion)},
  'no_of_boys_needed', ${works.noOfBoysNeeded},
  'head_boys_needed', ${works.headBoysNeeded},
  'supervisors_needed', ${works.supervisorsNeeded},
  'captains_needed', ${works.captainsNeeded},
  'attendees', ${works.attendees},
  'payment_amount', ${works.paymentAmount}::text,
  'location_url', ${text(works.locationUrl)},
  'remarks', ${text(works.remarks)},
  'about_work', ${text(works.aboutWork)},
  'About_work', ${text(works.aboutWork)},
  'instructions', ${text(works.instructions)},
  'logistics', json_build_object(
    'pickup_point', ${text(works.pickupPoint)},
    'pickup_time', ${text(works.pickupTime)},
    'vehicle', ${text(works.vehicle)},
    'driver_name', ${text(works.driverName)},
    'driver_mobile', ${text(works.driverMobile)},
    'drop_after', ${text(works.dropAfter)},
    'dress_code', ${text(works.dressCode)},
    'bike_needed', ${works.bikeNeeded}
  ),
  'is_published', ${works.isPublished},
  'status', ${works.status},
  'created_at', ${isoText(works.createdAt)},
  'updated_at', ${isoText(works.updatedAt)}
)`;

const upcomingJsonQuery = preparedQuery((db) =>
  db
    .select({
      body: sql<string>`coalesce(json_agg(${workJson} order by ${works.date}, ${works.reportingTime}, ${works.id}), '[]')::text`,
    })
    .from(works)
    .where(and(notInArray(works.status, [...PAST_WORK_STATUSES]), gte(works.date, sql.placeholder("today"))))
    .prepare("works_upcoming_json"),
);

/** GET /admin_panel/catering/upcoming/'s answer as JSON text: works dated `today` or later, not past. */
export async function upcomingWorksJson(db: DbOrTx, today: string): Promise<string> {
  const [row] = await upcomingJsonQuery(db).execute({ today });
  return row?.body ?? "[]";
}
