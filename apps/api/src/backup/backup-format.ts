import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../db/client.js";

/**
 * The backup format (docs/decisions/011-backups-and-data-folder-lock.md): one gzip file of JSON lines, the same for
 * both engines (encrypted as a whole with BACKUP_PASSPHRASE: backup-crypto.ts). Line 1 is the manifest; the rest is the content its sha256 covers:
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

export async function query<T extends Record<string, unknown>>(db: DbOrTx, text: string): Promise<T[]> {
  return queryRows<T>(db, sql.raw(text));
}
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (public schema, without the migrations bookkeeping; derived tables only when asked). */
export async function appTables(db: DbOrTx, opts: { derived?: boolean } = {}): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by 1",
  );
  return rows.map((r) => r.name).filter((t) => opts.derived || !DERIVED_TABLES.includes(t));
}

/**
 * Tables that triggers keep from other tables' rows (the analytics count): never in a backup,
 * rebuilt by their triggers as a restore inserts the rows they count.
 */
export const DERIVED_TABLES: readonly string[] = ["work_counts", "answer_version"];

/** Tables ordered so every table comes after the tables its foreign keys point to. */
export async function insertOrder(db: DbOrTx, tables: string[]): Promise<string[]> {
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

export async function primaryKeyOrder(db: DbOrTx, table: string): Promise<string> {
  const cols = await query<{ col: string }>(
    db,
    `select a.attname as col from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = '${ident(table).replaceAll("'", "''")}'::regclass and i.indisprimary order by a.attnum`,
  );
  return cols.length ? cols.map((c) => ident(c.col)).join(", ") : "1";
}

export function listFiles(dir: string, base = ""): string[] {
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

/** The header `npm run backup` sends the lock file's secret in to the running server. */
export const CONTROL_HEADER = "x-catercrew-control";

/** `catercrew-20261122-101500Z.jsonl.gz` (`.enc` added when encrypted): a backup's file name from its time. */
export function backupFileName(at = new Date(), encrypted = false): string {
  const s = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `catercrew-${s}Z.jsonl.gz${encrypted ? ".enc" : ""}`;
}
