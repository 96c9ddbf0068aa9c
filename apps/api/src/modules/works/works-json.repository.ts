import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, gte, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import { works } from "../../db/schema.js";
import { workJson, workJsonWithoutPrice } from "./works.serializer.js";

/**
 * The upcoming works list built by the database as the answer's JSON text (docs/decisions/044-
 * peak-hour.md), from the same field list as `toWorkResponse` (works.serializer.ts), which a test
 * checks on both engines. The server passes the text on, so no row is decoded, mapped or
 * serialized in Node; the embedded engine decodes one field instead of 28 for each of 60 rows.
 */

const upcomingJsonQuery = (json: SQL, name: string) =>
  preparedQuery((db) =>
    db
      .select({
        body: sql<string>`coalesce(json_agg(${json} order by ${works.date}, ${works.reportingTime}, ${works.id}), '[]')::text`,
      })
      .from(works)
      .where(
        and(notInArray(works.status, [...PAST_WORK_STATUSES]), gte(works.date, sql.placeholder("today"))),
      )
      .prepare(name),
  );
const withPrice = upcomingJsonQuery(workJson, "works_upcoming_json");
/** The same list without `payment_amount`, for a captain while the admin says so (record 074). */
const withoutPrice = upcomingJsonQuery(workJsonWithoutPrice, "works_upcoming_json_without_price");

/**
 * GET /admin_panel/catering/upcoming/'s answer as JSON text: works dated `today` or later, not
 * past; `price` false leaves out each work's `payment_amount`.
 */
export async function upcomingWorksJson(db: DbOrTx, today: string, price = true): Promise<string> {
  const [row] = await (price ? withPrice : withoutPrice)(db).execute({ today });
  return row?.body ?? "[]";
}
