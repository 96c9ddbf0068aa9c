import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { intArrayParam, preparedQuery, userParam } from "../../db/prepared.js";
import { assignments, workRequests, works } from "../../db/schema.js";
import { withStanding } from "./work-requests.repository.js";
import type { StandingRow } from "./work-requests.serializer.js";

// My Works as the database reads it (one statement for the keys).

/** A My Works entry's place in the list: its work's date, then the work id, both descending. */
export interface MyWorksKey {
  date: string;
  workId: number;
}

/**
 * My Works keys, newest work date first: the person's requests and their assignments that have no
 * request (direct admin assignments), each read from its own index in page order
 * (work_requests_user_work_date_idx, assignments_user_direct_work_date_idx), so only about
 * `limit` rows of each are read however long the history. Both tables are read in one statement
 * (`union all` of the two ordered, limited reads: one round trip instead of two).
 */
type KeyBound = (date: AnyColumn, workId: AnyColumn) => SQL;
/** Works dated on or after `from` (the window's upcoming part). */
const fromBound: KeyBound = (date) => sql`${date} >= ${sql.placeholder("from")}::date`;
/** Keys before (`date`, `workId`), exclusive (an older page, and the window's past part). */
const beforeBound: KeyBound = (date, workId) =>
  sql`(${date}, ${workId}) < (${sql.placeholder("date")}::date, ${sql.placeholder("workId")}::int)`;

function requestedKeys(db: DbOrTx, bound: KeyBound, limit: string) {
  return db
    .select({ date: sql<string>`${workRequests.workDate}::text`, workId: workRequests.workId })
    .from(workRequests)
    .where(and(eq(workRequests.userId, userParam), bound(workRequests.workDate, workRequests.workId)))
    .orderBy(desc(workRequests.workDate), desc(workRequests.workId))
    .limit(sql.placeholder(limit));
}

function directKeys(db: DbOrTx, bound: KeyBound, limit: string) {
  return db
    .select({ date: sql<string>`${assignments.workDate}::text`, workId: assignments.workId })
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, userParam),
        isNull(assignments.requestId),
        bound(assignments.workDate, assignments.workId),
        sql`not exists (select 1 from ${workRequests} where ${workRequests.workId} = ${assignments.workId} and ${workRequests.userId} = ${userParam})`,
      ),
    )
    .orderBy(desc(assignments.workDate), desc(assignments.workId))
    .limit(sql.placeholder(limit));
}

/** An older page: the keys before a cursor. */
const keysBeforeQuery = preparedQuery((db) =>
  requestedKeys(db, beforeBound, "limit")
    .unionAll(directKeys(db, beforeBound, "limit"))
    .prepare("my_works_keys_before"),
);
/** The window: the upcoming keys (from `from`) and the past ones (before `from`), in one statement. */
const windowKeysQuery = preparedQuery((db) =>
  requestedKeys(db, fromBound, "upcomingLimit")
    .unionAll(directKeys(db, fromBound, "upcomingLimit"))
    .unionAll(requestedKeys(db, beforeBound, "pastLimit"))
    .unionAll(directKeys(db, beforeBound, "pastLimit"))
    .prepare("my_works_keys_window"),
);

function compareKeysDesc(a: MyWorksKey, b: MyWorksKey): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.workId - a.workId;
}

/**
 * My Works rows for the given keys' works, newest work date first (then work id), with the
 * person's standing on each.
 */
const myWorksRowsQuery = preparedQuery((db) =>
  withStanding(db, userParam)
    .where(sql`${works.id} = any(${sql.placeholder("ids")}::int[])`)
    .orderBy(desc(works.date), desc(works.id))
    .prepare("my_works_rows"),
);

async function rowsOf(db: DbOrTx, userId: number, keys: readonly MyWorksKey[]): Promise<StandingRow[]> {
  if (keys.length === 0) return [];
  return myWorksRowsQuery(db).execute({ userId, ids: intArrayParam(keys.map((k) => k.workId)) });
}

/** An older page of My Works: the `limit` entries before `before`, and whether older ones exist. */
export async function listMyWorksPage(
  db: DbOrTx,
  userId: number,
  range: { before: MyWorksKey; limit: number },
): Promise<{ rows: StandingRow[]; more: boolean }> {
  const keys = (await keysBeforeQuery(db).execute({ userId, ...range.before, limit: range.limit + 1 })).sort(
    compareKeysDesc,
  );
  return { rows: await rowsOf(db, userId, keys.slice(0, range.limit)), more: keys.length > range.limit };
}

/**
 * The My Works window in two statements (keys, then rows): every upcoming entry (dated `today` or
 * later, up to `upcomingCap`) and, when they all fit, the `pastLimit` most recent past ones.
 * `more`: older entries exist beyond this window.
 */
export async function listMyWorksWindow(
  db: DbOrTx,
  userId: number,
  window: { today: string; upcomingCap: number; pastLimit: number },
): Promise<{ rows: StandingRow[]; more: boolean }> {
  const keys = (
    await windowKeysQuery(db).execute({
      userId,
      from: window.today,
      date: window.today,
      workId: 0,
      upcomingLimit: window.upcomingCap + 1,
      pastLimit: window.pastLimit + 1,
    })
  ).sort(compareKeysDesc);
  const upcoming = keys.filter((k) => k.date >= window.today);
  if (upcoming.length > window.upcomingCap) {
    return { rows: await rowsOf(db, userId, upcoming.slice(0, window.upcomingCap)), more: true };
  }
  const past = keys.filter((k) => k.date < window.today);
  return {
    rows: await rowsOf(db, userId, [...upcoming, ...past.slice(0, window.pastLimit)]),
    more: past.length > window.pastLimit,
  };
}
