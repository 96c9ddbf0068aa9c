import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import * as schema from "./schema.js";

let t: TestApp;
beforeAll(async () => {
  // A fresh database with every migration of apps/api/drizzle applied (buildApp migrates).
  t = await createTestApp();
});
afterAll(() => t.close());

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/** A Drizzle SQL type in information_schema's words, with numeric precision and scale kept. */
function normalize(sqlType: string): string {
  const t = sqlType.toLowerCase().trim();
  const numeric = /^numeric\((\d+),\s*(\d+)\)$/.exec(t);
  if (numeric) return `numeric(${numeric[1]},${numeric[2]})`;
  const base = t.replace(/\(.*\)$/, "").trim();
  const aliases: Record<string, string> = {
    serial: "integer",
    bigserial: "bigint",
    smallserial: "smallint",
    varchar: "character varying",
    char: "character",
    time: "time without time zone",
    timestamp: "timestamp without time zone",
    timestamptz: "timestamp with time zone",
    "double precision": "double precision",
  };
  return aliases[base] ?? base;
}

function fromDatabase(c: DbColumn): string {
  if (c.data_type === "numeric" && c.numeric_precision !== null) {
    return `numeric(${c.numeric_precision},${c.numeric_scale ?? 0})`;
  }
  return c.data_type;
}

describe(`schema.ts and the migrations agree on ${TEST_ENGINE}`, () => {
  it("every table has the same columns: name, type and nullability", async () => {
    const res = await t.db.execute(sql`
      select table_name, column_name, data_type, is_nullable, numeric_precision, numeric_scale
        from information_schema.columns
       where table_schema = 'public' and table_name <> 'schema_migrations'`); // the migrator's bookkeeping
    const rows = (Array.isArray(res) ? res : res.rows) as DbColumn[];
    const inDatabase = new Map<string, string>();
    for (const c of rows) {
      inDatabase.set(
        `${c.table_name}.${c.column_name}`,
        `${fromDatabase(c)} ${c.is_nullable === "YES" ? "null" : "not null"}`,
      );
    }
    const inSchema = new Map<string, string>();
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const col of config.columns) {
        inSchema.set(
          `${config.name}.${col.name}`,
          `${normalize(col.getSQLType())} ${col.notNull ? "not null" : "null"}`,
        );
      }
    }
    expect(inSchema.size).toBeGreaterThan(50);
    const schemaTables = new Set([...inSchema.keys()].map((k) => k.split(".")[0]));
    // Only tables both sides know are compared column by column; the last check finds the rest.
    const comparable = new Map([...inDatabase].filter(([k]) => schemaTables.has(k.split(".")[0])));
    expect(Object.fromEntries(comparable)).toEqual(Object.fromEntries(inSchema));
    expect([...new Set([...inDatabase.keys()].map((k) => k.split(".")[0]))].sort()).toEqual(
      [...schemaTables].sort(),
    );
  });
});
