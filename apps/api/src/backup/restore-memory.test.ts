import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createGzip, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationNames } from "../db/migrate.js";
import { TEST_ENGINE } from "../test/helpers.js";
import { writeBackupFile } from "./create-backup.js";

/**
 * The restore command on files that must not fill the memory: every case runs the built command
 * line in its own process and reads that process's peak resident memory.
 */
const root = fileURLToPath(new URL("../../../..", import.meta.url));
const cli = path.join(root, "apps/api/dist/backup/cli.js");
const tmp = mkdtempSync(path.join(tmpdir(), "cc-restore-memory-"));
const MB = 1024 * 1024;
const ROWS = 1_000_000;
/** Each row line is 300 bytes: the file inflates to just over 300 MB. */
const row = (i: number) => {
  const head = `{"id":${i},"note":"`;
  return `${head}${"x".repeat(300 - head.length - 2)}"}`;
};
const dbs: string[] = [];

/** Writes a gzip backup of `lines` (a generator run twice: for the checksum, then to the file). */
async function writeBackup(file: string, tables: Record<string, number>, lines: () => Generator<string>) {
  const hash = createHash("sha256");
  let first = true;
  for (const l of lines()) {
    hash.update(first ? l : `\n${l}`);
    first = false;
  }
  const manifest = {
    format: "catercrew-backup",
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    engine: "pglite",
    schemaVersion: migrationNames().at(-1),
    migrations: migrationNames(),
    tables,
    files: { count: 0, bytes: 0 },
    sha256: hash.digest("hex"),
  };
  // The lines in chunks of about 1 MB: a stream chunk per line (a million of them) made writing
  // the file most of this test's time.
  function* all() {
    yield `${JSON.stringify(manifest)}\n`;
    let n = 0;
    let chunk: string[] = [];
    let size = 0;
    for (const l of lines()) {
      const piece = n++ === 0 ? l : `\n${l}`;
      chunk.push(piece);
      size += piece.length;
      if (size >= MB) {
        yield chunk.join("");
        chunk = [];
        size = 0;
      }
    }
    if (chunk.length > 0) yield chunk.join("");
  }
  await pipeline(Readable.from(all()), createGzip({ level: 1 }), createWriteStream(file));
}

/** A target the command restores into: a fresh data folder, or a fresh PostgreSQL database. */
async function targetEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmp, "target-"));
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { DATA_DIR: dataDir, DATABASE_URL: "" };
  const name = `cc_memory_${process.pid}_${Date.now()}_${dbs.length}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dbs.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

/** Runs `restore FILE --force`; answers the exit code, the output and the peak memory in MB. */
/**
 * Runs the built restore command on `file`. `heapMb` caps the V8 heap of that process: a reader
 * that held the file would run out of it, and without a cap newer V8 versions (Node 24) let
 * garbage grow the heap well past what a streaming reader needs before collecting it.
 */
async function restore(file: string, env: Record<string, string> = {}, heapMb?: number) {
  // The command's own file, run with its arguments; on exit it reports its peak memory: the
  // high-water mark of its own memory map (VmHWM). getrusage's maxRSS is no use here: Linux
  // carries the parent's peak over fork and exec, and this test process is large.
  const script = `import { readFileSync } from "node:fs";
    process.on("exit", () => process.stderr.write("\\npeak_rss_kb=" + /VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]));
    process.argv.splice(1, 0, ${JSON.stringify(cli)}); await import(${JSON.stringify(`file://${cli}`)});`;
  const child = spawn(
    process.execPath,
    [
      ...(heapMb ? [`--max-old-space-size=${heapMb}`] : []),
      "--input-type=module",
      "-e",
      script,
      "restore",
      file,
      "--force",
    ],
    {
      env: { ...process.env, LOG_LEVEL: "warn", BACKUP_PASSPHRASE: "", ...(await targetEnv()), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  // On "close": its output is all read by then ("exit" may come before the last of it).
  const code = await new Promise<number | null>((r) => child.once("close", r));
  const peak = Number(/peak_rss_kb=(\d+)/.exec(err)?.[1]) / 1024;
  return { code, out, err: err.replace(/\n?peak_rss_kb=\d+/, ""), peakMb: peak };
}

beforeAll(() => {
  execFileSync(path.join(root, "node_modules/.bin/tsc"), ["-b", "apps/api"], { cwd: root, stdio: "inherit" });
}, 180_000);
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (!base || dbs.length === 0) return;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  for (const name of dbs) await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
});

/**
 * The command's own peak with nothing to read (a file that does not exist): what loading the
 * runtime and the app costs. Node 24 starts several times larger than Node 20 here, so a file's
 * cost is what a restore adds to this (under 100 MB: holding the file would add 300), and the absolute bar of 200 MB holds where the command
 * itself starts under 150 MB (Node 20, both engines).
 */
async function expectBounded(peakMb: number, heapMb?: number) {
  const bare = await restore(path.join(tmp, "does-not-exist.jsonl.gz"), {}, heapMb);
  expect(peakMb - bare.peakMb).toBeLessThan(100); // holding the file would add 300 MB
  if (bare.peakMb < 150) expect(peakMb).toBeLessThan(200);
}

/**
 * The three 300 MB files stop before any row reaches the engine (the first table the file names
 * is refused, or the cap or the line's length stops the reading): what they measure is the
 * reader's, the same code on both engines. They run on PostgreSQL, where the whole command's
 * absolute bar (200 MB) also holds; the embedded engine's pass runs the rest (a quarter of its
 * time: 75 s of the file's 90).
 */
const bigFiles = TEST_ENGINE === "postgres";

describe(`restore memory on ${TEST_ENGINE}`, () => {
  const big = path.join(tmp, "inflates-300mb.jsonl.gz");
  const small = path.join(tmp, "ten-rows.jsonl.gz");
  beforeAll(async () => {
    for (const [file, rows] of [...(bigFiles ? [[big, ROWS] as const] : []), [small, 10] as const]) {
      function* lines() {
        yield JSON.stringify({ table: "no_such_table", rows });
        for (let i = 0; i < rows; i++) yield row(i);
      }
      await writeBackup(file, { no_such_table: rows }, lines);
    }
    if (bigFiles) expect(statSync(big).size).toBeLessThan(20 * MB);
  }, 180_000);

  it.runIf(bigFiles)(
    "reads a file that inflates to 300 MB in full (checksum right) and refuses its bad table, adding no memory",
    async () => {
      const r = await restore(big);
      // The same command on ten rows: what the engine itself costs (the embedded engine's
      // WebAssembly PostgreSQL takes hundreds of MB to set up a data folder, whatever the file).
      const base = await restore(small);
      console.log(
        `300 MB inflated, read whole, refused at the load: peak ${r.peakMb.toFixed(0)} MB; the same on ten rows ${base.peakMb.toFixed(0)} MB`,
      );
      for (const x of [r, base]) {
        expect(x.code).toBe(1);
        expect(x.err.trim()).toBe(
          "The backup has a table its own schema does not: no_such_table. Nothing was restored.",
        );
      }
      expect(r.peakMb - base.peakMb).toBeLessThan(100); // holding the file would add 300 MB
      // The whole process stays under 200 MB.
      await expectBounded(r.peakMb);
    },
    300_000,
  );

  it.runIf(bigFiles)(
    "stops at the cap on the inflated size, under 200 MB",
    async () => {
      const r = await restore(big, { RESTORE_MAX_MB: "100" }, 128);
      console.log(`300 MB inflated, cap 100 MB: peak ${r.peakMb.toFixed(0)} MB`);
      expect(r.code).toBe(1);
      expect(r.err.trim()).toBe(
        "This backup inflates to more than 100 MB, the most a restore reads. Nothing was restored.",
      );
      await expectBounded(r.peakMb, 128);
    },
    300_000,
  );

  it.runIf(bigFiles)(
    "refuses one line of 300 MB without holding it, under 200 MB",
    async () => {
      const file = path.join(tmp, "one-line.jsonl.gz");
      function* lines() {
        yield JSON.stringify({ table: "users", rows: 1 });
        function* chunks() {
          for (let i = 0; i < 300; i++) yield "y".repeat(MB);
        }
        yield [...chunks()].join("");
      }
      await writeBackup(file, { users: 1 }, lines);
      const r = await restore(file, {}, 128);
      console.log(`one 300 MB line: peak ${r.peakMb.toFixed(0)} MB`);
      expect(r.code).toBe(1);
      expect(r.err.trim()).toBe(
        "Line 3 of this backup is longer than 32 MB: it is not a CaterCrew backup, or it is damaged. Nothing was restored.",
      );
      await expectBounded(r.peakMb, 128);
    },
    300_000,
  );

  it("a file without migrations (or not a backup at all) gets one line and no stack trace", async () => {
    const noMigrations = path.join(tmp, "no-migrations.jsonl.gz");
    writeFileSync(
      noMigrations,
      gzipSync(`${JSON.stringify({ format: "catercrew-backup", formatVersion: 1, tables: {} })}\n`),
    );
    const r = await restore(noMigrations);
    expect(r.code).toBe(1);
    expect(r.err.trim().split("\n")).toEqual([
      "This backup is malformed: its manifest lacks or has a wrong createdAt, engine, schemaVersion, migrations, files, sha256. Nothing was restored.",
    ]);
    const text = path.join(tmp, "notes.txt");
    writeFileSync(text, "not a backup");
    const r2 = await restore(text);
    expect(r2.code).toBe(1);
    expect(r2.err.trim().split("\n")).toEqual([
      "This file is not a CaterCrew backup (not gzip), or it is damaged or truncated. Nothing was restored.",
    ]);
  }, 120_000);

  it("an encrypted file: without BACKUP_PASSPHRASE and no terminal, or with a wrong one, one line each", async () => {
    const file = path.join(tmp, "ten-rows.jsonl.gz.enc");
    await writeBackupFile(file, readFileSync(small), "the right passphrase");
    const none = await restore(file);
    expect(none.code).toBe(1);
    expect(none.err.trim()).toBe(
      "This backup is encrypted: set BACKUP_PASSPHRASE to its passphrase. Nothing was restored.",
    );
    const wrong = await restore(file, { BACKUP_PASSPHRASE: "not the right one" });
    expect(wrong.err.trim()).toBe("The passphrase is wrong for this backup. Nothing was restored.");
    const right = await restore(file, { BACKUP_PASSPHRASE: "the right passphrase" });
    expect(right.err.trim()).toBe(
      "The backup has a table its own schema does not: no_such_table. Nothing was restored.",
    );
  }, 120_000);
});
