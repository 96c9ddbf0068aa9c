import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
// Lets timers and I/O of other requests run before going on.
import { setImmediate as nextTurn } from "node:timers/promises";
import { createGzip } from "node:zlib";
import type { Database } from "../db/client.js";
import { encryptingStream } from "./backup-crypto.js";
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

/** Rows per fetch from a table's cursor. */
const BATCH_ROWS = 2_000;
const NEWLINE = Buffer.from("\n");

/**
 * One consistent backup: every table read in one REPEATABLE READ, read-only transaction (on the
 * embedded engine, one connection: every other query waits until it ends, though the event loop
 * keeps turning between batches), and the stored files read inside it. Returns the gzip bytes
 * and the manifest.
 */
export async function createBackup(
  database: Database,
  dataDir: string,
): Promise<{ bytes: Buffer; manifest: BackupManifest }> {
  const body = new Body();
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
        // Read through a cursor, BATCH_ROWS at a time, letting the event loop turn between
        // batches: one select per table held it for 3.6 s at 5,000 works on the embedded engine.
        await query(
          tx,
          `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t order by ${order}`,
        );
        // Each batch becomes bytes at once (out of the JavaScript heap the collector walks).
        const batches: Buffer[] = [];
        let count = 0;
        for (;;) {
          const rows = await query<{ j: string }>(tx, `fetch ${BATCH_ROWS} from backup_rows`);
          if (rows.length > 0) batches.push(Buffer.from(rows.map((r) => r.j).join("\n")));
          count += rows.length;
          await nextTurn();
          if (rows.length < BATCH_ROWS) break;
        }
        await query(tx, "close backup_rows");
        tables[table] = count;
        body.add(JSON.stringify({ table, rows: count }));
        await body.addEncoded(batches);
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
        if (v) body.add(JSON.stringify({ sequence: name, last_value: v.last_value, is_called: v.is_called }));
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
          body.add(
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
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    engine: database.engine,
    schemaVersion: migrations.at(-1) ?? null,
    migrations,
    tables,
    files: { count: fileCount, bytes: fileBytes },
    sha256: body.sha256(),
  };
  const bytes = await gzipParts([Buffer.from(`${JSON.stringify(manifest)}\n`), ...body.parts]);
  return { bytes, manifest };
}

/**
 * Compressed on the thread pool as a stream of the parts: joining them first into one buffer
 * held the event loop for 0.35 s at 20,000 works.
 */
async function gzipParts(parts: readonly Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(parts), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) out.push(chunk);
  });
  return Buffer.concat(out);
}

/**
 * The lines after the manifest, kept as bytes and hashed as they are added, so no step at the
 * end works through the whole backup at once.
 */
class Body {
  readonly parts: Buffer[] = [];
  private readonly hash = createHash("sha256");

  /** Lines, each on its own. */
  add(...lines: string[]): void {
    for (const line of lines) this.push(Buffer.from(line));
  }

  /** Parts of one or more lines already joined and encoded, one event-loop turn apart. */
  async addEncoded(parts: readonly Buffer[]): Promise<void> {
    for (const part of parts) {
      this.push(part);
      await nextTurn();
    }
  }

  sha256(): string {
    return this.hash.digest("hex");
  }

  private push(part: Buffer): void {
    if (this.parts.length > 0) {
      this.parts.push(NEWLINE);
      this.hash.update(NEWLINE);
    }
    this.parts.push(part);
    this.hash.update(part);
  }
}

/**
 * Writes next to the target and renames: a reader never sees half a backup. With a passphrase
 * the bytes are encrypted on their way to the disk (a stream: no second copy in memory).
 */
export async function writeBackupFile(file: string, bytes: Buffer, passphrase?: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString("hex")}.partial`;
  try {
    const out = createWriteStream(tmp, { mode: 0o600 });
    if (passphrase) await pipeline(Readable.from([bytes]), await encryptingStream(passphrase), out);
    else await pipeline(Readable.from([bytes]), out);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
