import { createHash, randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DERIVED_TABLES } from "../backup/backup-format.js";
import { JPEG_BYTES, PNG_BYTES, TEST_ENGINE } from "../test/helpers.js";
import { freshTarget, type Target } from "../test/restore-targets.js";
import type { Database } from "./client.js";
import { MIGRATIONS_DIR, migrate, migrationNames, NewerSchemaError } from "./migrate.js";

/**
 * Upgrades keep the data: a database at an older schema (the migrations up to one that changes
 * tables that already exist) is filled with rows in every table (Malayalam text, images, money
 * with paise, strikes), then migrated to this code's schema; every row, every sum and every
 * image must be as it was.
 */
const ALL = migrationNames();
const sqlOf = (name: string) => readFileSync(path.join(MIGRATIONS_DIR, `${name}.sql`), "utf8");
const created = (name: string) =>
  [...sqlOf(name).matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)"/g)].map((m) => m[1]);
const touched = (name: string) =>
  [...sqlOf(name).matchAll(/(?:ALTER TABLE|UPDATE|DROP TABLE|INSERT INTO)\s+(?:IF EXISTS\s+)?"(\w+)"/g)].map(
    (m) => m[1],
  );

/** The migrations that change a table an earlier migration created. */
const CHANGING = ALL.filter((name, i) => {
  const earlier = new Set(ALL.slice(0, i).flatMap(created));
  return touched(name).some((t) => t !== undefined && earlier.has(t));
});

/**
 * 0049 rewrites a work's type on purpose (docs/decisions/069-meal-and-occasion.md): an occasion
 * stored as the type (wedding, birthday, corporate, party) becomes the occasion and the type
 * becomes the meal. Those two columns are checked for that, not compared.
 */
const MEAL_AND_OCCASION = "0049_meal_and_occasion";
const OLD_OCCASION_TYPES = ["wedding", "birthday", "corporate", "party"];

/** Audit-log rows a migration writes to say what it did (docs/decisions/056-clients-and-bills.md). */
const UPGRADE_REPORTS = ["clients.made_from_works"];

const targets: Target[] = [];
afterAll(async () => {
  for (const t of targets) await t.drop();
});

async function rows<T = Record<string, unknown>>(
  db: Database,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

interface Column {
  name: string;
  udt: string;
  nullable: boolean;
  auto: boolean;
  max: number | null;
  precision: number | null;
  scale: number | null;
}

/** Values a check constraint allows for a column (`col in ('a','b')` or `in (0, 1)`), if any. */
function allowed(checks: string[], column: string): string[] | null {
  for (const c of checks) {
    // The column itself, not one whose name ends in it (answer_status is not status).
    if (!new RegExp(`(^|[^\\w])"?${column}"? =`).test(c)) continue;
    const list = /ARRAY\[(.*?)\]/.exec(c)?.[1] ?? /= (\d+)/.exec(c)?.[1];
    if (!list) continue;
    return list.split(",").map((v) =>
      v
        .trim()
        .replace(/::\w+.*$/, "")
        .replace(/^\(?'?|'?\)?$/g, ""),
    );
  }
  return null;
}

/** The longest text a check allows for a column (`length(col) <= 16`), if one says. */
function longest(checks: string[], column: string): number | null {
  for (const c of checks) {
    const m = new RegExp(`length\\(\\(?"?${column}"?\\)?(?:::text)?\\) <= (\\d+)`).exec(c);
    if (m?.[1]) return Number(m[1]);
  }
  return null;
}

function value(table: string, col: Column, i: number, checks: string[]): unknown {
  // A credit note must cite a bill: the filled rows are bills (the self-reference stays empty).
  if (table === "invoices" && col.name === "kind") return "invoice";
  const pick = allowed(checks, col.name);
  if (pick) return pick[i % pick.length];
  const n = col.name;
  switch (col.udt) {
    case "int2":
    case "int4":
    case "int8":
      // Small numbers, as a round's rows have them (a check may cap a count or the stars at 5).
      return n.includes("attendence") ? i % 2 : 3 + (i % 3);
    case "numeric": {
      // Within the column's precision (a GST rate is numeric(4,2)): whole digits = precision - scale.
      const whole = col.precision === null ? 6 : col.precision - (col.scale ?? 0);
      const units = whole >= 5 ? 1234 + (i % 6) * 17 : (3 + (i % 6)) % 10 ** whole;
      return `${units}.${String((i * 37 + 5) % 100).padStart(2, "0")}`;
    }
    case "bool":
      return i % 2 === 0;
    case "date":
      return `2026-0${1 + (i % 9)}-1${i % 9}`;
    case "time":
      return "10:30:00";
    case "timestamptz":
    case "timestamp":
      return `2026-11-2${i % 9}T10:0${i % 9}:00+05:30`;
    case "json":
    case "jsonb":
      return JSON.stringify({ note: `കുറിപ്പ് ${i}`, amount: "12.50" });
    case "bytea":
      return i % 2 ? PNG_BYTES : JPEG_BYTES;
    case "uuid":
      return randomUUID();
  }
  if (col.udt.startsWith("_")) return "{}";
  if (table === "media_files" && n === "name")
    return `${createHash("md5").update(String(i)).digest("hex")}.${i % 2 ? "png" : "jpg"}`;
  if (/mobile|phone/.test(n)) return `9${String(400000000 + i * 7919 + table.length * 131).slice(0, 9)}`;
  if (/email/.test(n)) return `${table}.${i}@example.com`;
  const text = `ശ്രീജിത്ത് ${table} ${n} ${i}`;
  const max = Math.min(col.max ?? Number.POSITIVE_INFINITY, longest(checks, n) ?? Number.POSITIVE_INFINITY);
  return Number.isFinite(max) ? `${i}${text}`.slice(0, max) : text;
}

/**
 * Fills every table of the current (older) schema, parents first: `per` rows each (users twice
 * that). Round r numbers its rows after those of the rounds before it, so values meant to be
 * unique stay unique and each child row points at a parent row of its own round.
 */
async function fill(db: Database, per: number, round: number): Promise<void> {
  const tables = (
    await rows<{ t: string }>(
      db,
      "select tablename as t from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'",
    )
  )
    .map((r) => r.t)
    .filter((t) => !DERIVED_TABLES.includes(t));
  const fks = await rows<{ child: string; col: string; parent: string; pcol: string }>(
    db,
    `select c.relname as child, a.attname as col, p.relname as parent, pa.attname as pcol from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
       join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string) => {
    if (done.has(t)) return;
    done.add(t);
    for (const f of fks) if (f.child === t && f.parent !== t) visit(f.parent);
    order.push(t);
  };
  for (const t of tables) visit(t);
  for (const table of order) {
    const cols = (
      await rows<{
        name: string;
        udt: string;
        nullable: string;
        def: string | null;
        ident: string;
        gen: string;
        max: number | null;
        precision: number | null;
        scale: number | null;
      }>(
        db,
        `select column_name as name, udt_name as udt, is_nullable as nullable, column_default as def, is_identity as ident,
           is_generated as gen, character_maximum_length as max, numeric_precision as precision,
           numeric_scale as scale from information_schema.columns
         where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      )
    ).map((c) => ({
      name: c.name,
      udt: c.udt,
      nullable: c.nullable === "YES",
      auto: c.ident === "YES" || c.gen === "ALWAYS" || (c.def ?? "").includes("nextval"),
      max: c.max,
      precision: c.udt === "numeric" && c.precision !== null ? Number(c.precision) : null,
      scale: c.scale === null ? null : Number(c.scale),
    }));
    const checks = (
      await rows<{ d: string }>(
        db,
        `select pg_get_constraintdef(oid) as d from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
        [`"${table}"`],
      )
    ).map((r) => r.d);
    // A one-row table (a boolean key checked true, as crew_settings) holds a single row.
    const oneRow = checks.some((c) => /^CHECK \(\w+\)$/.test(c));
    const count = oneRow ? 1 : table === "users" ? per * 2 : per;
    const first = oneRow ? 0 : round * count; // the single row is the first round's (on conflict: kept)
    for (let i = first; i < first + count; i++) {
      const names: string[] = [];
      const values: unknown[] = [];
      for (const col of cols.filter((c) => !c.auto)) {
        const fk = fks.find((f) => f.child === table && f.col === col.name);
        let v: unknown;
        if (fk) {
          const ids = await rows<{ id: unknown }>(
            db,
            `select "${fk.pcol}" as id from "${fk.parent}" order by 1`,
          );
          v = fk.parent === table || ids.length === 0 ? null : ids[i % ids.length]?.id;
        } else v = value(table, col, i, checks);
        names.push(`"${col.name}"`);
        values.push(v);
      }
      // A one-row table its migration seeds (the billing settings) keeps the seeded row; a later
      // round's row that a unique key of few values (a role, a channel) refuses is left out.
      await db.query(
        `insert into "${table}" (${names.join(", ")}) values (${values.map((_, k) => `$${k + 1}`).join(", ")})${oneRow || round > 0 ? " on conflict do nothing" : ""}`,
        values,
      );
    }
  }
}

/** Every table's rows over the given columns, every numeric column's sum, every image's hash. */
async function picture(db: Database, columns: Record<string, string[]>) {
  const out: Record<string, unknown> = {};
  for (const [table, cols] of Object.entries(columns)) {
    const list = cols.map((c) => `"${c}"`).join(", ");
    out[`${table} rows`] = (
      await rows<{ j: string }>(
        db,
        `select row_to_json(x)::text as j from (select ${list} from "${table}") x`,
      )
    )
      .map((r) => r.j)
      .sort();
  }
  return out;
}

/** The rows less the reports upgrades add to the audit log (0040: how many clients it made from the works). */
function withoutReports(picture: Record<string, unknown>): Record<string, unknown> {
  const audit = picture["audit_log rows"];
  if (!Array.isArray(audit)) return picture;
  const kept = audit.filter((r) => !UPGRADE_REPORTS.some((a) => String(r).includes(`"action":"${a}"`)));
  return { ...picture, "audit_log rows": kept };
}

async function columnsOf(db: Database): Promise<Record<string, string[]>> {
  const cols = await rows<{ t: string; c: string; udt: string }>(
    db,
    `select table_name as t, column_name as c, udt_name as udt from information_schema.columns c
     where table_schema = 'public' and table_name <> 'schema_migrations'
       and exists (select 1 from pg_tables p where p.schemaname = 'public' and p.tablename = c.table_name)
     order by table_name, ordinal_position`,
  );
  const out: Record<string, string[]> = {};
  for (const c of cols) out[c.t] = [...(out[c.t] ?? []), c.c];
  return out;
}

async function sums(db: Database): Promise<Record<string, string>> {
  const cols = await rows<{ t: string; c: string }>(
    db,
    `select table_name as t, column_name as c from information_schema.columns where table_schema = 'public'
       and udt_name = 'numeric' and table_name <> 'schema_migrations'`,
  );
  const out: Record<string, string> = {};
  for (const { t, c } of cols) {
    const [s] = await rows<{ s: string | null }>(db, `select sum("${c}")::text as s from "${t}"`);
    out[`${t}.${c}`] = s?.s ?? "null";
  }
  return out;
}

describe(`upgrades keep the data on ${TEST_ENGINE}`, () => {
  it("finds the migrations that change existing tables", () => {
    expect(CHANGING.length).toBeGreaterThanOrEqual(4);
    expect(CHANGING).toContain("0016_my_works_keyset");
  });

  // One database steps through the schema's history, as a real agency's does: before each
  // migration that changes existing tables it gets a round of rows in every table, then that
  // migration and the ones up to the next such migration run, and every row filled so far (this
  // round's and every earlier one's), every sum and every image must be as it was. (One database
  // for all the steps: a fresh one per step, migrated from nothing, took 26 times as long.)
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget({ memory: true });
    targets.push(target);
  });

  CHANGING.forEach((from, round) => {
    const start = ALL.indexOf(from);
    const next = CHANGING[round + 1];
    const end = next ? ALL.indexOf(next) : ALL.length;
    const step = ALL.slice(start, end);
    it(`rows filled before ${from} are kept through ${step.at(-1)}: every row, sum and image`, async () => {
      const db = target.database;
      await migrate(db, { only: new Set(ALL.slice(0, start)) });
      await fill(db, 3, round);
      const columns = await columnsOf(db);
      const dropped = step.flatMap((m) => [...sqlOf(m).matchAll(/DROP TABLE "(\w+)"/g)].map((x) => x[1]));
      for (const t of [...dropped, ...DERIVED_TABLES]) if (t) delete columns[t];
      // A column a migration of this step drops on purpose (its SQL says why) is not compared either.
      const droppedColumns = step.flatMap((m) => [
        ...sqlOf(m).matchAll(/ALTER TABLE "(\w+)" DROP COLUMN (?:IF EXISTS )?"(\w+)"/g),
      ]);
      // A column a migration fills from one it drops (its SQL says `-- moves "a"."x" into "b"."y"`)
      // changes on purpose: it is not compared either.
      const movedInto = step.flatMap((m) =>
        [...sqlOf(m).matchAll(/-- moves "\w+"\."\w+" into "(\w+)"\."(\w+)"/g)].map((x) => [x[0], x[1], x[2]]),
      );
      const rewritten = step.includes(MEAL_AND_OCCASION)
        ? [
            ["", "works", "work_type"],
            ["", "works", "occasion"],
          ]
        : [];
      for (const [, table, column] of [...droppedColumns, ...movedInto, ...rewritten]) {
        if (table && columns[table]) columns[table] = columns[table].filter((c) => c !== column);
      }
      const oldTypes = step.includes(MEAL_AND_OCCASION)
        ? await rows<{ id: number; t: string }>(
            db,
            "select id, work_type as t from works where work_type = any($1) order by id",
            [OLD_OCCASION_TYPES],
          )
        : [];
      const before = { rows: withoutReports(await picture(db, columns)), sums: await sums(db) };
      const images = await rows<{ h: string }>(
        db,
        "select md5(data) as h from media_files order by name",
      ).catch(() => []);
      expect(Object.keys(columns).length).toBeGreaterThan(8);

      await migrate(db, { only: new Set(ALL.slice(0, end)) });
      const applied = await rows<{ name: string }>(db, "select name from schema_migrations order by name");
      expect(applied.map((r) => r.name)).toEqual(ALL.slice(0, end));
      const after = { rows: withoutReports(await picture(db, columns)), sums: await sums(db) };
      expect(after.rows).toEqual(before.rows);
      for (const [k, v] of Object.entries(before.sums)) expect(after.sums[k], k).toBe(v);
      expect(Object.values(before.sums).some((s) => /\.\d*[1-9]/.test(s))).toBe(true); // paise
      const malayalam = await rows<{ n: number }>(
        db,
        "select count(*)::int as n from users where user_name like 'ശ്രീജിത്ത്%'",
      );
      expect(malayalam[0]?.n).toBeGreaterThan(0);
      if (images.length > 0) {
        expect(await rows<{ h: string }>(db, "select md5(data) as h from media_files order by name")).toEqual(
          images,
        );
        const [png] = await rows<{ data: Uint8Array }>(
          db,
          "select data from media_files where name like '%.png' limit 1",
        );
        expect(Buffer.from(png?.data ?? []).equals(PNG_BYTES)).toBe(true);
      }
      if (step.includes(MEAL_AND_OCCASION)) {
        expect(oldTypes.length).toBeGreaterThan(0);
        const now = await rows<{ id: number; t: string; o: string }>(
          db,
          "select id, work_type as t, occasion as o from works where id = any($1) order by id",
          [oldTypes.map((r) => r.id)],
        );
        expect(now.map((r) => [r.id, r.o])).toEqual(oldTypes.map((r) => [r.id, r.t]));
        for (const r of now) expect(["break_fast", "lunch", "dinner"]).toContain(r.t);
      }
      // 0016 gave each assignment its work's date: right for every row there before it.
      if (step.includes("0016_my_works_keyset")) {
        const wrong = await rows(
          db,
          `select 1 from assignments a join works w on w.id = a.work_id where a.work_date is distinct from w.date`,
        );
        expect(wrong).toEqual([]);
      }
    }, 120_000);
  });

  it("strikes, images and money were among the rows filled before the last change", async () => {
    for (const table of ["strikes", "media_files", "wages", "extra_expenses"]) {
      const [r] = await rows<{ n: number }>(target.database, `select count(*)::int as n from "${table}"`);
      expect(r?.n, table).toBeGreaterThan(0);
    }
  });

  it("refuses a database a newer version upgraded, and a failing migration leaves the schema as it was", async () => {
    const db = target.database;
    await migrate(db);
    await db.exec("insert into schema_migrations(name) values ('9999_from_the_future')");
    await expect(migrate(db)).rejects.toThrow(NewerSchemaError);
    await expect(migrate(db)).rejects.toThrow(/newer version of CaterCrew \(it has 9999_from_the_future/);
    await db.exec("delete from schema_migrations where name = '9999_from_the_future'");

    const dir = mkdtempSync(path.join(tmpdir(), "cc-migrations-"));
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      writeFileSync(path.join(dir, "9001_good.sql"), `ALTER TABLE "works" ADD COLUMN "upgrade_note" text;`);
      writeFileSync(path.join(dir, "9002_bad.sql"), `ALTER TABLE "no_such_table" ADD COLUMN "x" text;`);
      await expect(migrate(db, { dir })).rejects.toThrow(/no_such_table/);
      // One transaction: the good one before it is not applied either, and the database still works.
      const cols = await rows(
        db,
        "select 1 from information_schema.columns where table_name = 'works' and column_name = 'upgrade_note'",
      );
      expect(cols).toEqual([]);
      const names = await rows<{ name: string }>(db, "select name from schema_migrations order by name");
      expect(names.map((r) => r.name)).toEqual(ALL);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
