import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "./client.js";
import { asksTextTypes, TextTypeParsers } from "./pglite-parsers.js";

// Every type the parser table changes, in and out of arrays, beside ones it leaves alone.
const RAW = `select
  timestamptz '2026-11-27 10:00:00+05:30' as at, timestamp '2026-11-27 10:00:00' as local_at,
  date '2026-11-27' as day, interval '1 day 02:00' as span, 12.50::numeric as amount,
  array[timestamptz '2026-11-27 10:00:00+00', null] as ats, array[timestamp '2026-11-27 10:00:00'] as local_ats,
  array[date '2026-11-27', date '2026-11-28'] as days, array[interval '1 hour'] as spans,
  array[1.5, 2]::numeric[] as amounts, array[1, 2] as ids, '{"a":1}'::jsonb as doc, true as yes`;
const TYPES_READ = sql.raw(RAW);

describe("the embedded engine's parser table", () => {
  let plain: PGlite;
  let database: Database;

  beforeAll(async () => {
    plain = new PGlite();
    database = await openDatabase({ dataDir: "", memory: true });
  });
  afterAll(async () => {
    await plain.close();
    await database.close();
  });

  it("recognises the parsers drizzle gives on every statement, and nothing else", async () => {
    const seen: Array<QueryOptions | undefined> = [];
    const spy = vi.spyOn(plain, "query").mockImplementation(async (_text, _params, options) => {
      seen.push(options);
      return { rows: [], fields: [] };
    });
    try {
      const db = drizzle(plain);
      await db.execute(sql`select 1`);
      await db.select({ n: sql<number>`1` }).from(sql`(select 1) t`);
    } finally {
      spy.mockRestore();
    }
    expect(seen).toHaveLength(2);
    for (const options of seen) expect(asksTextTypes(options?.parsers ?? {})).toBe(true);
    expect(asksTextTypes({})).toBe(false);
    expect(asksTextTypes({ ...seen[0]?.parsers, 1114: (text: string) => text.slice(1) })).toBe(false);
    expect(asksTextTypes({ ...seen[0]?.parsers, 25: (text: string) => text })).toBe(false);
  });

  it("drizzle's answers are the ones PGlite gives it, in and out of a transaction", async () => {
    const expected = (await drizzle(plain).execute(TYPES_READ)).rows;
    expect(expected[0]).toMatchObject({ at: "2026-11-27 04:30:00+00", days: "{2026-11-27,2026-11-28}" });
    expect((await database.db.execute(TYPES_READ)).rows).toEqual(expected);
    expect(await database.db.transaction(async (tx) => (await tx.execute(TYPES_READ)).rows)).toEqual(
      expected,
    );
  });

  it("a raw query without parsers gets PGlite's own (dates as Date, arrays of them too)", async () => {
    const expected = (await plain.query(RAW)).rows;
    expect((expected[0] as { ats: unknown[] }).ats[0]).toBeInstanceOf(Date);
    expect((await database.query(RAW)).rows).toEqual(expected);
    expect((await database.query(`${RAW} where $1::int = 1`, [1])).rows).toEqual(expected);
  });

  it("a caller's other parsers are still applied over PGlite's own", async () => {
    const options: QueryOptions = { parsers: { 1700: (text: string) => `n:${text}` } };
    const expected = (await plain.query(RAW, [], options)).rows;
    expect(expected[0]).toMatchObject({ amount: "n:12.50" });
    const taken = new PGlite();
    try {
      await taken.waitReady;
      const table = new TextTypeParsers(taken.parsers);
      expect((await taken.query(RAW, [], table.options(options))).rows).toEqual(expected);
      expect((await taken.query(RAW, [], table.options(undefined))).rows).toEqual(
        (await plain.query(RAW)).rows,
      );
    } finally {
      await taken.close();
    }
  });
});
