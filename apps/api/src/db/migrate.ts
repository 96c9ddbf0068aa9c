import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.js";

/** The committed SQL migrations: hand-written files in apps/api/drizzle (its README has the template). */
export const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));
const TAG = "$cc_migration$";
const LOCK = "select pg_advisory_xact_lock(727001)";
// The answers' version trigger (migration 0030) is deferred to commit; a transaction that changes
// tables after writing rows (a migration, a restore that migrates what it loaded) would otherwise
// be refused ("pending trigger events"). Such a transaction runs alone, under LOCK.
const IMMEDIATE = "set constraints all immediate";
const BOOKKEEPING =
  "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())";

/** The database holds migrations this code does not have: it was upgraded by a newer version. */
export class NewerSchemaError extends Error {}

/** The names of the migrations in a folder, in order. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .map((f) => f.replace(/\.sql$/, ""))
    .sort();
}

/**
 * One statement per migration: a DO block that applies it unless `schema_migrations` has it, and
 * records it. Runs inside the caller's transaction (a restore builds its schema in its own).
 */
export function migrationStatements(opts: { only?: ReadonlySet<string>; dir?: string } = {}): string[] {
  const dir = opts.dir ?? MIGRATIONS_DIR;
  return migrationNames(dir)
    .filter((name) => !opts.only || opts.only.has(name))
    .map((file) => {
      const name = file.replaceAll("'", "''");
      const body = readFileSync(`${dir}/${file}.sql`, "utf8").replaceAll("--> statement-breakpoint", "");
      if (body.includes(TAG)) throw new Error(`Migration ${file}.sql must not contain ${TAG}`);
      return `do ${TAG} begin
        if not exists (select 1 from schema_migrations where name = '${name}') then
          ${body}
          insert into schema_migrations(name) values ('${name}');
        end if;
      end ${TAG}`;
    });
}

/** The first line of what a newer database holds that this code lacks, or null. */
function newerSchemaMessage(applied: readonly string[], known: readonly string[]): string | null {
  const have = new Set(known);
  const unknown = applied.filter((m) => !have.has(m));
  if (unknown.length === 0) return null;
  return `This database was upgraded by a newer version of CaterCrew (it has ${unknown.join(", ")}, which this version does not). Run the newer version, or restore a backup made by this one. Nothing was changed.`;
}

/**
 * Applies pending migrations in order, once each, recorded in `schema_migrations`, all in one
 * transaction under a transaction-level advisory lock: two processes starting together never
 * both apply one, and a failing migration leaves the schema as it was. A database holding a
 * migration this code does not have (a newer version ran on it) is refused before any change.
 */
export async function migrate(
  database: Database,
  opts: { only?: ReadonlySet<string>; dir?: string } = {},
): Promise<void> {
  // Under the same lock as the migrations: two processes starting on an empty database would
  // otherwise race on "create table if not exists" (a duplicate pg_type row).
  await database.exec(`begin; ${LOCK}; ${BOOKKEEPING}; commit;`);
  const applied = (await database.query("select name from schema_migrations order by name")).rows.map((r) =>
    String(r.name),
  );
  const newer = newerSchemaMessage(applied, migrationNames(opts.dir));
  if (newer) throw new NewerSchemaError(newer);
  const done = new Set(applied);
  const names = migrationNames(opts.dir).filter((n) => !done.has(n) && (!opts.only || opts.only.has(n)));
  if (names.length === 0) return;
  const pending = migrationStatements({ ...opts, only: new Set(names) });
  try {
    await database.exec(`begin; ${IMMEDIATE}; ${LOCK}; ${pending.join(";\n")}; commit;`);
  } catch (err) {
    // The failed statement ended the batch inside the open transaction: end it (the embedded
    // engine's one connection would otherwise stay in the aborted transaction).
    await database.exec("rollback").catch(() => {});
    throw err;
  }
}

/** The bookkeeping table and the lock, for a caller that applies migrations in its own transaction. */
export const MIGRATION_PRELUDE = [IMMEDIATE, LOCK, BOOKKEEPING];
