import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import {
  appTables,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefusedError,
  ident,
  insertOrder,
  knownMigrations,
  listFiles,
  query,
  STORED_FILE_DIRS,
} from "./backup-format.js";

export interface ParsedBackup {
  manifest: BackupManifest;
  /** Table -> its rows, each one row_to_json text. */
  tables: Map<string, string[]>;
  sequences: { sequence: string; last_value: string; is_called: boolean }[];
  files: { dir: string; rel: string; data: Buffer }[];
}

/** Splits and checks the content: row counts, file paths and file checksums, sequence values. */
function splitContent(manifest: BackupManifest, lines: string[]): ParsedBackup {
  const out: ParsedBackup = { manifest, tables: new Map(), sequences: [], files: [] };
  const bad = (why: string) =>
    new BackupRefusedError(`This backup is malformed: ${why}. Nothing was restored.`);
  for (let i = 0; i < lines.length; i++) {
    const entry = JSON.parse(lines[i] ?? "") as Record<string, unknown>;
    if (typeof entry.table === "string" && typeof entry.rows === "number") {
      const rows = lines.slice(i + 1, i + 1 + entry.rows);
      if (rows.length !== entry.rows || manifest.tables[entry.table] !== entry.rows) {
        throw bad(`table ${entry.table} does not hold the rows its manifest says`);
      }
      out.tables.set(entry.table, rows);
      i += entry.rows;
    } else if (typeof entry.sequence === "string") {
      const v = String(entry.last_value);
      if (!/^-?\d+$/.test(v)) throw bad(`sequence ${entry.sequence} has no number`);
      out.sequences.push({ sequence: entry.sequence, last_value: v, is_called: entry.is_called === true });
    } else if (typeof entry.file === "string" && typeof entry.data === "string") {
      const [dir, ...rest] = entry.file.split("/");
      const rel = rest.join("/");
      if (
        !dir ||
        !STORED_FILE_DIRS.includes(dir) ||
        !rel ||
        rel.split("/").some((p) => p === ".." || p === "" || p === ".")
      ) {
        throw bad(`a file outside the stored folders (${entry.file})`);
      }
      const data = Buffer.from(entry.data, "base64");
      if (createHash("sha256").update(data).digest("hex") !== entry.sha256)
        throw bad(`the copy of ${entry.file} is damaged`);
      out.files.push({ dir, rel, data });
    } else {
      throw bad(`an unknown entry on line ${i + 2}`);
    }
  }
  for (const t of Object.keys(manifest.tables)) if (!out.tables.has(t)) throw bad(`table ${t} is missing`);
  return out;
}

/**
 * Reads and checks a backup before anything is touched: a gzip of our format, its content
 * matching the checksum, and no migration this code does not have (a newer schema).
 */
export function parseBackup(bytes: Buffer, opts: { migrationsDir?: string } = {}): ParsedBackup {
  let text: string;
  try {
    text = gunzipSync(bytes).toString("utf8");
  } catch {
    throw new BackupRefusedError("This file is not a CaterCrew backup (not gzip) or it is damaged.");
  }
  const nl = text.indexOf("\n");
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(nl < 0 ? text : text.slice(0, nl)) as BackupManifest;
  } catch {
    throw new BackupRefusedError("This file is not a CaterCrew backup (no manifest).");
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefusedError("This file is not a CaterCrew backup.");
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `This backup uses format ${manifest.formatVersion}; this version of CaterCrew reads up to ${BACKUP_FORMAT_VERSION}. Upgrade CaterCrew first.`,
    );
  }
  const body = nl < 0 ? "" : text.slice(nl + 1);
  if (createHash("sha256").update(body).digest("hex") !== manifest.sha256) {
    throw new BackupRefusedError(
      "This backup fails its checksum: the file is damaged. Nothing was restored.",
    );
  }
  const known = new Set(knownMigrations(opts.migrationsDir));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) {
    throw new BackupRefusedError(
      `This backup comes from a newer version of CaterCrew (schema ${manifest.schemaVersion}; this version does not have ${unknown.join(", ")}). Upgrade CaterCrew first. Nothing was restored.`,
    );
  }
  try {
    return splitContent(manifest, body ? body.split("\n") : []);
  } catch (err) {
    if (err instanceof BackupRefusedError) throw err;
    throw new BackupRefusedError(`This backup is malformed (${String(err)}). Nothing was restored.`);
  }
}

/** What a target already holds: table -> rows (non-empty tables only) and stored files. */
export async function targetContents(
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

export interface RestoreResult {
  manifest: BackupManifest;
  migrationsAfter: string[];
}

/**
 * Restores a checked backup into a database and data folder. Refuses (changing nothing) a target
 * holding any row or stored file unless `force`; with `force` the target's tables and stored
 * files are dropped first. Then: migrations up to the backup's schema, every row in one
 * transaction (counts checked against the manifest, sequences reset), the files, and finally
 * the migrations this code has that the backup did not.
 */
export async function restoreBackup(
  database: Database,
  dataDir: string,
  backup: ParsedBackup,
  opts: { force?: boolean; migrationsDir?: string } = {},
): Promise<RestoreResult> {
  const { manifest } = backup;
  const existing = await targetContents(database, dataDir);
  const busy = Object.entries(existing.tables).map(([t, n]) => `${t} (${n} rows)`);
  if (existing.files) busy.push(`${existing.files} stored files`);
  if (busy.length && !opts.force) {
    throw new BackupRefusedError(
      `The target is not empty: ${busy.join(", ")}. Restore into an empty data folder or database, or add --force to replace everything in it. Nothing was restored.`,
    );
  }
  {
    // Empty or forced: start from no schema at all, so the backup's own schema version is built.
    const tables = await appTables(database.db, { derived: true });
    if (tables.length) await database.exec(`drop table if exists ${tables.map(ident).join(", ")} cascade`);
    await database.exec("drop table if exists schema_migrations");
    const views = await query<{ name: string }>(
      database.db,
      "select viewname as name from pg_views where schemaname = 'public'",
    );
    if (views.length)
      await database.exec(`drop view if exists ${views.map((v) => ident(v.name)).join(", ")} cascade`);
    const seqs = await query<{ name: string }>(
      database.db,
      "select sequencename as name from pg_sequences where schemaname = 'public'",
    );
    if (seqs.length)
      await database.exec(`drop sequence if exists ${seqs.map((q) => ident(q.name)).join(", ")} cascade`);
    const types = await query<{ name: string }>(
      database.db,
      `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype = 'e'`,
    );
    if (types.length)
      await database.exec(`drop type if exists ${types.map((t) => ident(t.name)).join(", ")} cascade`);
    for (const d of STORED_FILE_DIRS) rmSync(path.join(dataDir, d), { recursive: true, force: true });
  }

  await migrate(database, { only: new Set(manifest.migrations), dir: opts.migrationsDir });

  // Files first (removed again if the rows fail), then every row in one transaction.
  const written: string[] = [];
  try {
    for (const f of backup.files) {
      const target = path.join(dataDir, f.dir, f.rel);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, f.data, { mode: 0o600 });
      written.push(target);
    }

    await database.db.transaction(async (tx) => {
      const byTable = backup.tables;
      const tables = await appTables(tx);
      for (const t of byTable.keys()) {
        if (!tables.includes(t))
          throw new BackupRefusedError(`The backup has a table this schema does not: ${t}`);
      }
      for (const table of await insertOrder(tx, tables)) {
        const rows = byTable.get(table) ?? [];
        for (let i = 0; i < rows.length; i += 500) {
          const json = `[${rows.slice(i, i + 500).join(",")}]`;
          await tx.execute(
            sql`insert into ${sql.raw(ident(table))} overriding system value select * from json_populate_recordset(null::${sql.raw(ident(table))}, ${json}::json)`,
          );
        }
        const [count] = await query<{ n: number }>(tx, `select count(*)::int as n from ${ident(table)}`);
        if ((count?.n ?? 0) !== (manifest.tables[table] ?? 0)) {
          throw new Error(
            `Restored ${count?.n} rows into ${table}; the manifest says ${manifest.tables[table] ?? 0}`,
          );
        }
      }
      for (const q of backup.sequences) {
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
    });
  } catch (err) {
    for (const f of written) rmSync(f, { force: true });
    throw err;
  }

  const before = new Set(manifest.migrations);
  await migrate(database, { dir: opts.migrationsDir });
  const after = (
    await query<{ name: string }>(database.db, "select name from schema_migrations order by name")
  ).map((r) => r.name);
  return { manifest, migrationsAfter: after.filter((m) => !before.has(m)) };
}
