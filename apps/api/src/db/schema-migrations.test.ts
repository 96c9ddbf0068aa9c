import { is, sql } from "drizzle-orm";
import { getTableConfig, integer, PgTable, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { queryRows } from "./client.js";
import * as schema from "./schema.js";

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: string;
}

/**
 * The schema recipe (ARCHITECTURE.md, "a table"): migrations are hand-written SQL from the template
 * apps/api/drizzle/README.md, and the drizzle schema in db/schema/ says the same. This test applies
 * every migration to a fresh database and holds each drizzle table and column against it: the
 * column exists, with the same type and the same nullability.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A column type as PostgreSQL names it (udt_name) from drizzle's SQL type. */
export function udtOf(sqlType: string): string {
  const array = sqlType.endsWith("[]");
  const base = sqlType
    .replace(/\[\]$/, "")
    .replace(/\(.*\)/, "")
    .trim()
    .toLowerCase();
  const names: Record<string, string> = {
    serial: "int4",
    integer: "int4",
    bigserial: "int8",
    bigint: "int8",
    smallint: "int2",
    smallserial: "int2",
    boolean: "bool",
    "timestamp with time zone": "timestamptz",
    timestamp: "timestamp",
    "timestamp without time zone": "timestamp",
    "double precision": "float8",
    real: "float4",
    varchar: "varchar",
    "character varying": "varchar",
    char: "bpchar",
    character: "bpchar",
  };
  const udt = names[base] ?? base;
  return array ? `_${udt}` : udt;
}

/** What differs between drizzle tables and the columns the migrations made; and how many columns. */
function schemaProblems(tables: readonly unknown[], list: readonly DbColumn[]) {
  const inDb = new Map(list.map((r) => [`${r.table_name}.${r.column_name}`, r]));
  const problems: string[] = [];
  let columns = 0;
  for (const value of tables) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      columns += 1;
      const key = `${config.name}.${column.name}`;
      const found = inDb.get(key);
      if (!found) {
        problems.push(`${key}: in db/schema, not made by any migration`);
        continue;
      }
      const want = udtOf(column.getSQLType());
      if (found.udt_name !== want)
        problems.push(`${key}: schema says ${want}, the migrations made ${found.udt_name}`);
      const nullable = found.is_nullable === "YES";
      if (nullable === column.notNull)
        problems.push(
          `${key}: schema says ${column.notNull ? "not null" : "nullable"}, the migrations made it ${nullable ? "nullable" : "not null"}`,
        );
    }
  }
  return { problems, columns };
}

describe("the drizzle schema and the migrations agree", () => {
  let list: DbColumn[] = [];
  beforeAll(async () => {
    list = await queryRows<DbColumn>(
      t.db,
      sql`select table_name, column_name, udt_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
  });

  it("every table and column of db/schema exists after the migrations, with its type and nullability", () => {
    const { problems, columns } = schemaProblems(Object.values(schema), list);
    expect(problems).toEqual([]);
    expect(columns).toBeGreaterThan(100);
  });

  it("names a column the migrations do not make, a type and a nullability that differ", () => {
    const drifted = pgTable("users", {
      id: text("id").notNull(),
      userName: text("user_name"),
      nickname: integer("nickname"),
    });
    expect(schemaProblems([drifted], list).problems).toEqual([
      "users.id: schema says text, the migrations made int4",
      "users.user_name: schema says nullable, the migrations made it not null",
      "users.nickname: in db/schema, not made by any migration",
    ]);
  });
});
