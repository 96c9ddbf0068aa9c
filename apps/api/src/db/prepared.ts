import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client.js";

/**
 * A hot query built once per database handle instead of on every call: its SQL text is made once
 * and, on PostgreSQL, it runs as a named prepared statement, parsed and planned once per pooled
 * connection. Parameters are `sql.placeholder(...)`s given to `execute`. Used for the reads every
 * request or every list makes (the caller's identity, the lists the bench measures).
 */
export function preparedQuery<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byHandle = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/** The person a prepared query is for: its `userId` parameter. */
export const userParam = sql.placeholder("userId");

/** A list of integer ids as one prepared-statement parameter, for `= any($n::int[])`. */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}
