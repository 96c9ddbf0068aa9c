import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { MIGRATION_PRELUDE, migrationStatements } from "../db/migrate.js";
import type { Entry } from "./backup-entries.js";
import {
  appTables,
  type BackupManifest,
  BackupRefusedError,
  ident,
  insertOrder,
  listFiles,
  query,
  STORED_FILE_DIRS,
} from "./backup-format.js";
import { type BackupSource, type ReadOptions, readBackup } from "./backup-reader.js";

/** Reads and checks a whole backup without touching any database: the first pass of a restore. */
export function checkBackup(source: BackupSource, opts: ReadOptions = {}): Promise<BackupManifest> {
  return readBackup(source, opts);
}

/** What a target already holds: table -> rows (non-empty tables only) and stored files. */
async function targetContents(
  database: Database,
  dataDir: string,
): Promise<{ tables: Record<string, number>; files: number }> {
  const tables: Record<string, number> = {};
  for (const t of await appTables(database.db)) {
    const [r] = await query<{ n: number }>(database.db, `select count(*)::int as n from ${ident(t)}`);
    if (r && r.n > 0) tables[t] = r.n;
  }
  const files = STORED_FILE_DIRS.reduce((n, d) => n + listFiles(path.join(dataDir, d)).length, 0);
  return { tables, files };
}

interface RestoreResult {
  manifest: BackupManifest;
  migrationsAfter: string[];
}

interface RestoreOptions extends ReadOptions {
  force?: boolean;
  /** The file was already checked (the command line checks before it opens the target). */
  checked?: boolean;
}

/**
 * Restores a backup all or nothing (docs/decisions/036-encrypted-all-or-nothing-backups.md).
 * First the whole file is read and checked without touching the target. Then, in ONE
 * transaction: the target's schema is dropped, the backup's migrations build its schema, the
 * file is read again into a staging table (every check again, the checksum at the end), the
 * rows go from there into their tables parents first, every count is compared with the
 * manifest, sequences are set, and this code's later migrations run. Stored files are written
 * into a staging folder and moved in only after the commit. Any failure rolls everything back:
 * the target is exactly as it was. A target holding any row or stored file is refused unless
 * `force`.
 */
export async function restoreBackup(
  database: Database,
  dataDir: string,
  source: BackupSource,
  opts: RestoreOptions = {},
): Promise<RestoreResult> {
  const manifest = opts.checked ? null : await checkBackup(source, opts);
  const existing = await targetContents(database, dataDir);
  const busy = Object.entries(existing.tables).map(([t, n]) => `${t} (${n} rows)`);
  if (existing.files) busy.push(`${existing.files} stored files`);
  if (busy.length && !opts.force) {
    throw new BackupRefusedError(
      `The target is not empty: ${busy.join(", ")}. Restore into an empty data folder or database, or add --force to replace everything in it. Nothing was restored.`,
    );
  }
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    let result: RestoreResult;
    try {
      result = await database.db.transaction((tx) => loadAll(tx, source, opts, staging, manifest));
    } catch (err) {
      throw loadFailure(err);
    }
    moveFilesIn(dataDir, staging);
    return result;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The database's own words (a duplicate key, a wrong value) in one line, not the failed query. */
function loadFailure(err: unknown): Error {
  if (err instanceof BackupRefusedError) return err;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
  const detail =
    cause && typeof cause === "object" && "detail" in cause && typeof cause.detail === "string"
      ? ` (${cause.detail})`
      : "";
  return new BackupRefusedError(`The backup could not be loaded: ${text}${detail}. Nothing was restored.`);
}

async function loadAll(
  tx: Tx,
  source: BackupSource,
  opts: RestoreOptions,
  staging: string,
  checked: BackupManifest | null,
): Promise<RestoreResult> {
  const known = checked ?? (await checkBackup(source, opts));
  await dropSchema(tx);
  for (const s of [
    ...MIGRATION_PRELUDE,
    ...migrationStatements({ only: new Set(known.migrations), dir: opts.migrationsDir }),
  ])
    await tx.execute(sql.raw(s));
  await tx.execute(
    sql.raw(
      "create temp table restore_rows (n bigserial primary key, tbl text not null, j text not null) on commit drop",
    ),
  );
  const tables = await appTables(tx);
  const load = new Loader(tx, new Set(tables), staging);
  const manifest = await readBackup(source, opts, load);
  await load.flush();
  const order = await insertOrder(tx, tables);
  // The fresh schema's only rows are what its migrations seed (a settings table's one row); the
  // backup holds those rows as they were, so they go first, children before parents.
  for (const table of [...order].reverse()) await tx.execute(sql.raw(`delete from ${ident(table)}`));
  for (const table of order) {
    await tx.execute(
      sql.raw(`insert into ${ident(table)} overriding system value
        select r.* from restore_rows s cross join lateral json_populate_record(null::${ident(table)}, s.j::json) r
        where s.tbl = '${table.replaceAll("'", "''")}' order by s.n`),
    );
    const [count] = await query<{ n: number }>(tx, `select count(*)::int as n from ${ident(table)}`);
    if ((count?.n ?? 0) !== (manifest.tables[table] ?? 0))
      throw new BackupRefusedError(
        `Restored ${count?.n} rows into ${table}; the manifest says ${manifest.tables[table] ?? 0}. Nothing was restored.`,
      );
  }
  await setSequences(tx, load.sequences);
  const before = new Set(manifest.migrations);
  for (const s of migrationStatements({ dir: opts.migrationsDir })) await tx.execute(sql.raw(s));
  const after = (await query<{ name: string }>(tx, "select name from schema_migrations order by name")).map(
    (r) => r.name,
  );
  return { manifest, migrationsAfter: after.filter((m) => !before.has(m)) };
}

/** The second pass: rows into the staging table in batches, files into the staging folder. */
class Loader {
  readonly sequences: Extract<Entry, { kind: "sequence" }>[] = [];
  private batch: string[] = [];
  private batchBytes = 0;
  private table = "";

  constructor(
    private readonly tx: Tx,
    private readonly tables: ReadonlySet<string>,
    private readonly staging: string,
  ) {}

  async entry(e: Entry): Promise<void> {
    if (e.kind === "table") {
      await this.flush();
      if (!this.tables.has(e.name))
        throw new BackupRefusedError(
          `The backup has a table its own schema does not: ${e.name}. Nothing was restored.`,
        );
      this.table = e.name;
    } else if (e.kind === "row") {
      this.batch.push(e.json);
      this.batchBytes += e.json.length;
      if (this.batch.length >= 500 || this.batchBytes > 4 * 1024 * 1024) await this.flush();
    } else if (e.kind === "sequence") {
      this.sequences.push(e);
    } else {
      const target = path.join(this.staging, e.dir, e.rel);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, e.data, { mode: 0o600 });
    }
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const json = JSON.stringify(this.batch);
    this.batch = [];
    this.batchBytes = 0;
    await this.tx.execute(
      sql`insert into restore_rows (tbl, j) select ${this.table}, j from json_array_elements_text(${json}::json) as j`,
    );
  }
}

/** Everything of the application in the public schema (the job queue's own schema stays). */
async function dropSchema(tx: Tx): Promise<void> {
  const tables = await appTables(tx, { derived: true });
  if (tables.length) await query(tx, `drop table if exists ${tables.map(ident).join(", ")} cascade`);
  await query(tx, "drop table if exists schema_migrations");
  const kinds = [
    ["view", "select viewname as name from pg_views where schemaname = 'public'"],
    ["sequence", "select sequencename as name from pg_sequences where schemaname = 'public'"],
    [
      "type",
      `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype = 'e'`,
    ],
  ] as const;
  for (const [kind, list] of kinds) {
    const names = await query<{ name: string }>(tx, list);
    if (names.length)
      await query(tx, `drop ${kind} if exists ${names.map((v) => ident(v.name)).join(", ")} cascade`);
  }
}

async function setSequences(
  tx: Tx,
  sequences: readonly Extract<Entry, { kind: "sequence" }>[],
): Promise<void> {
  for (const q of sequences) {
    await query(
      tx,
      `select setval('${ident(q.sequence).replaceAll("'", "''")}', ${q.last_value}, ${q.is_called ? "true" : "false"})`,
    );
  }
  // Sequences continue after the restored ids (also for a backup whose sequence lagged).
  const seqs = await query<{ tbl: string; col: string; seq: string }>(
    tx,
    `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
  );
  for (const s of seqs) {
    await query(
      tx,
      `select setval('${s.seq.replaceAll("'", "''")}', m, true) from (select max(${ident(s.col)}) as m from ${ident(s.tbl)}) x
       where m is not null and m > (select case when is_called then last_value else last_value - 1 end from ${s.seq})`,
    );
  }
}

/** After the commit: the staged stored files replace the target's. */
function moveFilesIn(dataDir: string, staging: string): void {
  for (const d of STORED_FILE_DIRS) {
    const live = path.join(dataDir, d);
    rmSync(live, { recursive: true, force: true });
    const staged = path.join(staging, d);
    if (existsSync(staged)) renameSync(staged, live);
  }
}
