import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { PassThrough, Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { migrationNames } from "../db/migrate.js";
import { decryptingStream, ENCRYPTED_HEADER_BYTES, isEncrypted } from "./backup-crypto.js";
import { checkEntry, type Entry, parseManifest } from "./backup-entries.js";
import { type BackupManifest, BackupRefusedError } from "./backup-format.js";

/** A backup on disk, or in memory (the command line checks what the server sent). */
export type BackupSource = { file: string } | { bytes: Buffer };

export interface ReadOptions {
  passphrase?: string | undefined;
  /** Refuse a file that inflates to more than this (a gzip bomb, or the wrong file). */
  maxInflatedBytes?: number;
  migrationsDir?: string;
}

/** What the second pass of a restore does with each entry; the reader has checked it first. */
interface BackupVisitor {
  entry(entry: Entry): Promise<void>;
}

/** One line may not be longer than this (a stored image is at most 5 MB, 10 MB as hex). */
const MAX_LINE_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_INFLATED_BYTES = 4 * 1024 ** 3;

const refuse = (why: string) => new BackupRefusedError(`${why} Nothing was restored.`);

async function head(source: BackupSource): Promise<Buffer> {
  if ("bytes" in source) return source.bytes.subarray(0, ENCRYPTED_HEADER_BYTES);
  const fd = await open(source.file, "r");
  try {
    const buf = Buffer.alloc(ENCRYPTED_HEADER_BYTES);
    const { bytesRead } = await fd.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
}

export async function backupIsEncrypted(source: BackupSource): Promise<boolean> {
  return isEncrypted(await head(source));
}

/**
 * Small pieces: zlib inflates a whole written piece before it looks at backpressure, and deflate
 * packs up to about 1,000 bytes into one, so a 16 KB piece holds at most ~16 MB in memory.
 */
const PIECE = 16 * 1024;

function from(source: BackupSource, start: number): Readable {
  if ("bytes" in source) {
    const bytes = source.bytes;
    return Readable.from(
      (function* () {
        for (let at = start; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
      })(),
    );
  }
  return createReadStream(source.file, { start, highWaterMark: PIECE });
}

/** Counts the inflated bytes and fails past the cap, before they are held anywhere. */
function capped(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      total += chunk.length;
      if (total > max)
        done(
          refuse(
            `This backup inflates to more than ${Math.round(max / 1024 ** 2)} MB, the most a restore reads.`,
          ),
        );
      else done(null, chunk);
    },
  });
}

/**
 * Reads a backup as a stream, checking as it goes: the manifest, every entry, every stored
 * file's own checksum, the row counts, and at the end the checksum over the whole content.
 * Memory stays bounded by one line. `visitor` (the restore's load) sees each entry after its
 * checks; the caller must not keep what it did unless this returns.
 */
export async function readBackup(
  source: BackupSource,
  opts: ReadOptions = {},
  visitor?: BackupVisitor,
): Promise<BackupManifest> {
  const first = await head(source);
  const encrypted = isEncrypted(first);
  // Checked before any byte is read: a wrong passphrase is refused at once.
  const decrypt = encrypted ? await decryptingStream(first, opts.passphrase) : new PassThrough();
  const lines = new Lines(opts, visitor);
  let failure: unknown;
  try {
    await pipeline(
      from(source, encrypted ? ENCRYPTED_HEADER_BYTES : 0),
      decrypt,
      createGunzip(),
      capped(opts.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES),
      async (inflated: AsyncIterable<Buffer>) => {
        try {
          await lines.consume(inflated);
        } catch (err) {
          // The pipeline reports its own abort of the upstream; the reason is this.
          failure = err;
          throw err;
        }
      },
    );
  } catch (caught) {
    const err = failure ?? caught;
    if (err instanceof BackupRefusedError) throw err;
    if (err && typeof err === "object" && "code" in err && String(err.code).startsWith("Z_"))
      throw refuse("This file is not a CaterCrew backup (not gzip), or it is damaged or truncated.");
    throw err;
  }
  return lines.finish();
}

/** Splits the inflated bytes into lines and checks each in order. */
class Lines {
  private manifest: BackupManifest | undefined;
  private readonly hash: Hash = createHash("sha256");
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private lineNo = 0;
  private readonly state = {
    table: null as { name: string; left: number } | null,
    seen: new Set<string>(),
    files: 0,
  };

  constructor(
    private readonly opts: ReadOptions,
    private readonly visitor: BackupVisitor | undefined,
  ) {}

  async consume(chunks: AsyncIterable<Buffer>): Promise<void> {
    for await (const chunk of chunks) {
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        const end = nl < 0 ? chunk.length : nl;
        this.take(chunk.subarray(start, end));
        if (nl < 0) break;
        const line = Buffer.concat(this.pending, this.pendingBytes);
        this.pending = [];
        this.pendingBytes = 0;
        await this.line(line);
        start = nl + 1;
      }
    }
    if (this.pendingBytes > 0 || this.lineNo === 0) await this.line(Buffer.concat(this.pending));
  }

  private take(part: Buffer): void {
    if (part.length === 0) return;
    this.pendingBytes += part.length;
    if (this.pendingBytes > MAX_LINE_BYTES)
      throw refuse(
        `Line ${this.lineNo + 1} of this backup is longer than ${MAX_LINE_BYTES / 1024 ** 2} MB: it is not a CaterCrew backup, or it is damaged.`,
      );
    this.pending.push(Buffer.from(part));
  }

  private async line(bytes: Buffer): Promise<void> {
    this.lineNo += 1;
    if (!this.manifest) {
      this.manifest = parseManifest(bytes.toString("utf8"));
      const known = new Set(migrationNames(this.opts.migrationsDir));
      const unknown = this.manifest.migrations.filter((m) => !known.has(m));
      if (unknown.length)
        throw refuse(
          `This backup comes from a newer version of CaterCrew (schema ${this.manifest.schemaVersion}; this version does not have ${unknown.join(", ")}). Upgrade CaterCrew first.`,
        );
      return;
    }
    if (this.lineNo > 2) this.hash.update("\n");
    this.hash.update(bytes);
    const entry = checkEntry(this.manifest, this.state, bytes.toString("utf8"), this.lineNo);
    if (this.visitor) await this.visitor.entry(entry);
  }

  finish(): BackupManifest {
    const m = this.manifest;
    if (!m) throw refuse("This file is not a CaterCrew backup (it is empty).");
    const { table, seen, files } = this.state;
    if (table && table.left > 0)
      throw refuse(
        `This backup ends inside table ${table.name} (${table.left} rows missing): it is truncated.`,
      );
    for (const t of Object.keys(m.tables))
      if (!seen.has(t)) throw refuse(`This backup is malformed: table ${t} is missing.`);
    if (files !== m.files.count)
      throw refuse(
        `This backup is malformed: it holds ${files} stored files; its manifest says ${m.files.count}.`,
      );
    if (this.hash.digest("hex") !== m.sha256)
      throw refuse("This backup fails its checksum: the file is damaged.");
    return m;
  }
}
