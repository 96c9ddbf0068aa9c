import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedQuery, userParam } from "../../db/prepared.js";
import { answerVersion, assignments, users, workRequests, works } from "../../db/schema.js";
import type { WorkRow } from "../works/works.serializer.js";
import { publishedUpcoming, standing } from "./work-requests.repository.js";
import type { StandingRow } from "./work-requests.serializer.js";

// The published works read once for every worker (docs/decisions/048-shared-published-works.md):
// the works themselves, with the published version in the same statement, and each worker's
// own requests and assignments on them, with the version too. Both statements start from the one
// row of `answer_version`, so they answer the version even when no work matches.

const today = sql.placeholder("today");

/** The published upcoming works, in the published list's order, under `published_version`. */
const sharedQuery = preparedQuery((db) =>
  db
    .select({ version: answerVersion.publishedVersion, work: works })
    .from(answerVersion)
    .leftJoin(works, publishedUpcoming(today))
    .orderBy(asc(works.date), asc(works.reportingTime), asc(works.id))
    .limit(sql.placeholder("limit"))
    .prepare("published_works_shared"),
);

/**
 * The works this person asked for or is on, as one set the published works are matched against:
 * read once by the person's own indexes, where a test per published work (two lookups each) cost
 * the embedded engine about four times as much with 60 works published.
 */
const requestedOrAssigned = sql`${works.id} in (select ${workRequests.workId} from ${workRequests} where ${workRequests.userId} = ${userParam} union all select ${assignments.workId} from ${assignments} where ${assignments.userId} = ${userParam})`;

/** This person's requests and assignments on the published upcoming works, under `published_version`. */
const standingsQuery = preparedQuery((db) =>
  db
    .select({
      version: answerVersion.publishedVersion,
      // The worker's own date of birth, for the ages rule (record 075): read here, not kept in the shared list.
      dateOfBirth: sql<
        string | null
      >`(select ${users.dateOfBirth}::text from ${users} where ${users.id} = ${userParam})`,
      workId: works.id,
      req: standing.req,
      asg: standing.asg,
    })
    .from(answerVersion)
    .leftJoin(works, and(publishedUpcoming(today), requestedOrAssigned))
    .leftJoin(workRequests, and(eq(workRequests.workId, works.id), eq(workRequests.userId, userParam)))
    .leftJoin(assignments, and(eq(assignments.workId, works.id), eq(assignments.userId, userParam)))
    .prepare("published_works_standings"),
);

/** Up to `limit` published upcoming works, and the version of the works table they were read at. */
export async function readSharedPublished(
  db: DbOrTx,
  day: string,
  limit: number,
): Promise<{ version: number; works: WorkRow[] }> {
  const rows = await sharedQuery(db).execute({ today: day, limit });
  const found: WorkRow[] = [];
  for (const row of rows) if (row.work) found.push(row.work);
  return { version: rows[0]?.version ?? 0, works: found };
}

/**
 * The person's standing on each published upcoming work where they have one, by work id, and
 * their date of birth (null when not on record).
 */
export async function readPublishedStandings(
  db: DbOrTx,
  userId: number,
  day: string,
): Promise<{
  version: number;
  dateOfBirth: string | null;
  byWork: Map<number, Omit<StandingRow, "work">>;
}> {
  const rows = await standingsQuery(db).execute({ userId, today: day });
  const byWork = new Map<number, Omit<StandingRow, "work">>();
  for (const row of rows) if (row.workId !== null) byWork.set(row.workId, { req: row.req, asg: row.asg });
  return { version: rows[0]?.version ?? 0, dateOfBirth: rows[0]?.dateOfBirth ?? null, byWork };
}
