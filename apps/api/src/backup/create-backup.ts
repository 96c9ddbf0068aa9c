import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Database } from "../db/client.js";
import {
  appTables,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefusedError,
  ident,
  listFiles,
  primaryKeyOrder,
  query,
  STORED_FILE_DIRS,
} from "./backup-format.js";

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
