import { PAST_WORK_STATUSES } from "@catercrew/shared";
import { and, gte, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery } from "../../db/prepared.js";
import { works } from "../../db/schema.js";
import { workJson } from "./works.serializer.js";

/**
 * The upcoming works list built by the database as the answer's JSON text (docs/decisions/044-
 * peak-hour.md), from the same field list as `toWorkResponse` (works.serializer.ts), which a test
 * checks on both engines. The server passes the text on, so no row is decoded, mapped or
 * serialized in Node; the embedded engine decodes one field instead of 28 for each of 60 rows.
 */

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
