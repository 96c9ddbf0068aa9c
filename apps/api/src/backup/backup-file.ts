import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.js";
import { MIGRATIONS_DIR, migrate } from "../db/migrate.js";

/**
 * The backup format (docs/decisions/011-backups-and-data-folder-lock.md): one gzip file of JSON lines, the same for
 * both engines. Line 1 is the manifest; the rest is the content its sha256 covers:
 *   {"table":"users","rows":N}      then N lines, each one row as PostgreSQL's row_to_json
 *   {"sequence":"user_code_seq","last_value":N,"is_called":true}
 *   {"file":"uploads/x.png","bytes":N,"sha256":"...","data":"<base64>"}
 */
export const BACKUP_FORMAT = "catercrew-backup";
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  engine: Database["engine"];
  /** The last applied migration (the schema version) and every applied one. */
  schemaVersion: string | null;
  migrations: string[];
  /** Row count per table. */
  tables: Record<string, number>;
  files: { count: number; bytes: number };
  /** sha256 (hex) of everything after the manifest line. */
  sha256: string;
}

export class BackupRefusedError extends Error {}

type Rows = { rows: Record<string, unknown>[] };
async function query<T extends Record<string, unknown>>(db: DbOrTx, text: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(text))) as unknown as Rows;
  return res.rows as T[];
}
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (public schema, without the migrations bookkeeping). */
async function appTables(db: DbOrTx): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by 1",
  );
  return rows.map((r) => r.name);
}

/** Tables ordered so every table comes after the tables its foreign keys point to. */
async function insertOrder(db: DbOrTx, tables: string[]): Promise<string[]> {
  const edges = await query<{ child: string; parent: string }>(
    db,
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (done.has(t) || seen.has(t)) return;
    seen.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent, seen);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

async function primaryKeyOrder(db: DbOrTx, table: string): Promise<string> {
  const cols = await query<{ col: string }>(
    db,
    `select a.attname as col from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = '${ident(table).replaceAll("'", "''")}'::regclass and i.indisprimary order by a.attnum`,
  );
  return cols.length ? cols.map((c) => ident(c.col)).join(", ") : "1";
}

function listFiles(dir: string, base = ""): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(dir, base));
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const name of entries.sort()) {
    const rel = base ? `${base}/${name}` : name;
    const st = statSync(path.join(dir, rel));
    if (st.isDirectory()) out.push(...listFiles(dir, rel));
    else if (st.isFile()) out.push(rel);
  }
  return out;
}

/** The folders of DATA_DIR whose files a backup holds. */
export const STORED_FILE_DIRS = ["uploads"];

/**
 * One consistent backup: every table read in one REPEATABLE READ, read-only transaction (on the
 * embedded engine, one connection: writers wait until it ends), and the stored files read
 * inside it. Returns the gzip bytes and the manifest.
 */
export async function createBackup(
  database: Database,
  dataDir: string,
): Promise<{ bytes: Buffer; manifest: BackupManifest }> {
  const content: string[] = [];
  const tables: Record<string, number> = {};
  let migrations: string[] = [];
  let fileCount = 0;
  let fileBytes = 0;
  await database.db.transaction(
    async (tx) => {
      const [reg] = await query<{ r: string | null }>(
        tx,
        "select to_regclass('schema_migrations')::text as r",
      );
      if (!reg?.r)
        throw new BackupRefusedError("This database has no CaterCrew schema yet: nothing to back up.");
      migrations = (
        await query<{ name: string }>(tx, "select name from schema_migrations order by name")
      ).map((r) => r.name);
      for (const table of await appTables(tx)) {
        const order = await primaryKeyOrder(tx, table);
        const rows = await query<{ j: string }>(
          tx,
          `select row_to_json(t)::text as j from ${ident(table)} t order by ${order}`,
        );
        tables[table] = rows.length;
        content.push(JSON.stringify({ table, rows: rows.length }));
        for (const r of rows) content.push(r.j);
      }
      // Sequences too: user codes (CK00001...) come from one no column owns.
      const seqs = await query<{ name: string }>(
        tx,
        "select sequencename as name from pg_sequences where schemaname = 'public' order by 1",
      );
      for (const { name } of seqs) {
        const [v] = await query<{ last_value: string; is_called: boolean }>(
          tx,
          `select last_value::text as last_value, is_called from ${ident(name)}`,
        );
        if (v)
          content.push(JSON.stringify({ sequence: name, last_value: v.last_value, is_called: v.is_called }));
      }
      for (const dir of STORED_FILE_DIRS) {
        for (const rel of listFiles(path.join(dataDir, dir))) {
          let data: Buffer;
          try {
            data = readFileSync(path.join(dataDir, dir, rel));
          } catch {
            continue; // removed after its row's commit, while we listed: not referenced by this snapshot
          }
          fileCount += 1;
          fileBytes += data.length;
          const sha256 = createHash("sha256").update(data).digest("hex");
          content.push(
            JSON.stringify({
              file: `${dir}/${rel}`,
              bytes: data.length,
              sha256,
              data: data.toString("base64"),
            }),
          );
        }
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const body = content.join("\n");
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    engine: database.engine,
    schemaVersion: migrations.at(-1) ?? null,
    migrations,
    tables,
    files: { count: fileCount, bytes: fileBytes },
    sha256: createHash("sha256").update(body).digest("hex"),
  };
  const bytes = gzipSync(`${JSON.stringify(manifest)}\n${body}`);
  return { bytes, manifest };
}

/** Writes next to the target and renames: a reader never sees half a backup. */
export function writeBackupFile(file: string, bytes: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString("hex")}.partial`;
  writeFileSync(tmp, bytes, { mode: 0o600 });
  renameSync(tmp, file);
}

export function knownMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .map((f) => f.replace(/\.sql$/, ""))
    .sort();
}

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
    const tables = await appTables(database.db);
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

/** The header `npm run backup` sends the lock file's secret in to the running server. */
export const CONTROL_HEADER = "x-catercrew-control";

/** `catercrew-20261122-101500Z.jsonl.gz`: a backup's file name from its time. */
export function backupFileName(at = new Date()): string {
  const s = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `catercrew-${s}Z.jsonl.gz`;
}
