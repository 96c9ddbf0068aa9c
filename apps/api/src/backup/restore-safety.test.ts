import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extraExpenses, works } from "../db/schema.js";
import { createTestApp, JPEG_BYTES, PNG_BYTES, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import { filesOf, freshTarget, snapshot, type Target } from "../test/restore-targets.js";
import { ENCRYPTED_MAGIC } from "./backup-crypto.js";
import { BackupRefusedError } from "./backup-format.js";
import { createBackup, writeBackupFile } from "./create-backup.js";
import { checkBackup, restoreBackup } from "./restore-backup.js";

const PASSPHRASE = "correct horse battery staple";
const tmp = mkdtempSync(path.join(tmpdir(), "cc-restore-safety-"));
let t: TestApp;
let good: Buffer;
/** A target already holding a restore of `good` (plus a legacy stored file): what must not change. */
let target: Target;
let before: Record<string, string[]>;
let filesBefore: Record<string, string>;

/** Rebuilds a backup from edited lines with a manifest that agrees (counts and checksum). */
function rebuild(bytes: Buffer, edit: (manifest: Record<string, unknown>, body: string[]) => void): Buffer {
  const [head = "", ...body] = gunzipSync(bytes).toString("utf8").split("\n");
  const manifest = JSON.parse(head) as Record<string, unknown>;
  edit(manifest, body);
  manifest.sha256 = createHash("sha256").update(body.join("\n")).digest("hex");
  return gzipSync(`${JSON.stringify(manifest)}\n${body.join("\n")}`);
}

/** The lines of one table's rows in a backup body (the header's index, then the rows). */
function tableAt(body: string[], table: string): number {
  const at = body.findIndex((l) => l.startsWith(`{"table":"${table}"`));
  if (at < 0) throw new Error(`no table ${table}`);
  return at;
}

async function expectUnchanged() {
  expect(await snapshot(target.database)).toEqual(before);
  expect(filesOf(target.dataDir)).toEqual(filesBefore);
}

beforeAll(async () => {
  t = await createTestApp({ backupAuto: false });
  const admin = await t.createUser("admin");
  for (let i = 0; i < 4; i++) {
    await t.createUser("boys", {
      licenseImage: await t.app.media.save(i % 2 ? PNG_BYTES : JPEG_BYTES),
      userName: `ശ്രീജിത്ത് ${i}`,
    });
  }
  const [work] = await t.db
    .insert(works)
    .values({
      auditoriumName: "ടൗൺ ഹാൾ",
      customerName: "Priya",
      customerMobile: "9000000001",
      address: "MG Road",
      place: "Kochi",
      district: "ernakulam",
      date: "2030-01-01",
      reportingTime: "10:00",
      workType: "lunch",
      noOfBoysNeeded: 3,
      attendees: 150,
      paymentAmount: "12345.67",
      createdBy: admin.id,
    })
    .returning();
  if (!work) throw new Error("no work");
  await t.db.insert(extraExpenses).values({
    workId: work.id,
    expenseType: "other",
    description: "ഐസ്",
    amount: "99.99",
    createdBy: admin.id,
  });
  // A stored file in uploads/ travels too (with its own checksum).
  mkdirSync(path.join(t.config.dataDir, "uploads"), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, "uploads", `${"ab".repeat(16)}.jpg`), JPEG_BYTES);
  good = (await createBackup(t.app.database, t.config.dataDir)).bytes;
  target = await freshTarget();
  await restoreBackup(target.database, target.dataDir, { bytes: good });
  before = await snapshot(target.database);
  filesBefore = filesOf(target.dataDir);
  expect(Object.keys(filesBefore)).toHaveLength(1);
}, 180_000);
afterAll(async () => {
  await target.drop();
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe(`restore is all or nothing on ${TEST_ENGINE}`, () => {
  // Each bad file is tried twice: as the command line does (checked before the target is
  // touched) and with that first check skipped, so the load's own transaction must refuse it.
  const bothWays = async (bytes: Buffer, message: RegExp) => {
    await expect(restoreBackup(target.database, target.dataDir, { bytes }, { force: true })).rejects.toThrow(
      message,
    );
    await expectUnchanged();
    await expect(
      restoreBackup(target.database, target.dataDir, { bytes }, { force: true, checked: true }),
    ).rejects.toThrow(message);
    await expectUnchanged();
  };

  it("a duplicate key (counts and checksum agree) fails in the transaction: the target is as it was", async () => {
    const dup = rebuild(good, (m, body) => {
      const at = tableAt(body, "users");
      body.splice(at + 1, 0, body[at + 1] ?? "");
      const tables = m.tables as Record<string, number>;
      tables.users = (tables.users ?? 0) + 1;
      body[at] = JSON.stringify({ table: "users", rows: tables.users });
    });
    await checkBackup({ bytes: dup }); // the file itself is consistent
    await expect(
      restoreBackup(target.database, target.dataDir, { bytes: dup }, { force: true }),
    ).rejects.toThrow(/duplicate key|unique/);
    await expectUnchanged();
  }, 120_000);

  it("a wrong checksum is refused, also by the load itself", async () => {
    const [head = "", ...rest] = gunzipSync(good).toString("utf8").split("\n");
    const m = JSON.parse(head);
    const wrong = gzipSync(`${JSON.stringify({ ...m, sha256: "0".repeat(64) })}\n${rest.join("\n")}`);
    await bothWays(wrong, /fails its checksum/);
  }, 120_000);

  it("a table the schema does not have is refused, also by the load itself", async () => {
    const bad = rebuild(good, (m, body) => {
      (m.tables as Record<string, number>).no_such_table = 1;
      body.push(JSON.stringify({ table: "no_such_table", rows: 1 }), JSON.stringify({ id: 1 }));
    });
    await expect(
      restoreBackup(target.database, target.dataDir, { bytes: bad }, { force: true }),
    ).rejects.toThrow(/table its own schema does not: no_such_table/);
    await expectUnchanged();
  }, 120_000);

  it("a truncated file is refused, also by the load itself", async () => {
    await bothWays(good.subarray(0, Math.floor(good.length * 0.8)), /damaged or truncated/);
  }, 120_000);

  it("a stored file's own checksum is checked even when the manifest's checksum is right", async () => {
    const bad = rebuild(good, (_m, body) => {
      const at = body.findIndex((l) => l.startsWith('{"file":'));
      const entry = JSON.parse(body[at] ?? "{}");
      body[at] = JSON.stringify({ ...entry, data: Buffer.from(PNG_BYTES).toString("base64") });
    });
    await bothWays(bad, /The copy of uploads\/.*\.jpg is damaged|copy of uploads\/.+ is damaged/);
  }, 120_000);

  it("a manifest without migrations (or any required field) gets one clear line", async () => {
    const noMigrations = rebuild(good, (m) => {
      delete m.migrations;
    });
    const err = await checkBackup({ bytes: noMigrations }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupRefusedError);
    expect(String((err as Error).message)).toBe(
      "This backup is malformed: its manifest lacks or has a wrong migrations. Nothing was restored.",
    );
    const notJson = gzipSync("hello\nworld");
    await expect(checkBackup({ bytes: notJson })).rejects.toThrow(
      /^This file is not a CaterCrew backup \(no manifest\)/,
    );
    await expect(checkBackup({ bytes: Buffer.from("plain text") })).rejects.toThrow(/not gzip/);
    await expectUnchanged();
  });
});

describe(`encrypted backups on ${TEST_ENGINE}`, () => {
  const file = path.join(tmp, "encrypted.jsonl.gz.enc");
  beforeAll(async () => {
    await writeBackupFile(file, good, PASSPHRASE);
  });

  it("is not readable without the passphrase, and restores exactly with it", async () => {
    const raw = readFileSync(file);
    expect(raw.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)).toBe(true);
    expect(raw.includes(Buffer.from("catercrew-backup"))).toBe(false);
    expect(() => gunzipSync(raw)).toThrow();
    await expect(checkBackup({ file })).rejects.toThrow(/encrypted: set BACKUP_PASSPHRASE/);
    const fresh = await freshTarget({ memory: true });
    try {
      await restoreBackup(fresh.database, fresh.dataDir, { file }, { passphrase: PASSPHRASE });
      expect(await snapshot(fresh.database)).toEqual(before);
      expect(filesOf(fresh.dataDir)).toEqual(filesBefore);
    } finally {
      await fresh.drop();
    }
  }, 120_000);

  it("a wrong passphrase is refused without touching the target", async () => {
    await expect(
      restoreBackup(
        target.database,
        target.dataDir,
        { file },
        { force: true, passphrase: "not the passphrase" },
      ),
    ).rejects.toThrow("The passphrase is wrong for this backup. Nothing was restored.");
    await expectUnchanged();
  });

  it("damaged ciphertext is refused (the tag), also by the load itself", async () => {
    const raw = readFileSync(file);
    const damaged = Buffer.from(raw);
    const at = Math.floor(raw.length / 2);
    damaged[at] = (damaged[at] ?? 0) ^ 0x01;
    for (const checked of [false, true]) {
      await expect(
        restoreBackup(
          target.database,
          target.dataDir,
          { bytes: damaged },
          { force: true, passphrase: PASSPHRASE, checked },
        ),
      ).rejects.toThrow(/damaged|truncated/);
      await expectUnchanged();
    }
    // Cut off (the tag is gone): refused the same way.
    await expect(
      checkBackup({ bytes: raw.subarray(0, raw.length - 10) }, { passphrase: PASSPHRASE }),
    ).rejects.toThrow(/damaged or truncated/);
  }, 120_000);

  it("an unencrypted backup stays restorable with a passphrase set", async () => {
    await restoreBackup(
      target.database,
      target.dataDir,
      { bytes: good },
      { force: true, passphrase: PASSPHRASE },
    );
    await expectUnchanged();
  }, 120_000);
});
