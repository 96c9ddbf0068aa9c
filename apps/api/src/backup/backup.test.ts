import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { MIGRATIONS_DIR } from "../db/migrate.js";
import { auditLog, extraExpenses, users, wages, works } from "../db/schema.js";
import { MediaStore } from "../lib/media-store.js";
import { createTestApp, JPEG_BYTES, PNG_BYTES, TEST_ENGINE, type TestApp } from "../test/helpers.js";
import { filesOf, freshTarget, rowsOf, snapshot } from "../test/restore-targets.js";
import { BackupRefusedError, DERIVED_TABLES } from "./backup-format.js";
import { createBackup } from "./create-backup.js";
import { checkBackup, restoreBackup } from "./restore-backup.js";

let t: TestApp;
let source: Database;
let loadWorks = 0;

/** Demo-like data: workers with license images, works, wages, expenses, audit rows. */
async function seed() {
  const admin = await t.createUser("admin");
  for (let i = 0; i < 12; i++) {
    const image = await t.app.media.save(i % 2 ? PNG_BYTES : JPEG_BYTES);
    await t.createUser(i % 4 === 0 ? "head_boy" : "boys", { licenseImage: image });
  }
  const boys = await t.db.select({ id: users.id }).from(users).where(sql`${users.role} = 'boys'`);
  for (let w = 0; w < 6; w++) {
    const [work] = await t.db
      .insert(works)
      .values({
        auditoriumName: `Backup Hall ${w}`,
        customerName: "Priya Menon",
        customerMobile: "9000000001",
        address: "MG Road",
        place: "Kochi",
        district: "ernakulam",
        date: `2030-01-0${w + 1}`,
        reportingTime: "10:00",
        workType: "lunch",
        noOfBoysNeeded: 3,
        attendees: 150,
        paymentAmount: "12345.67",
        isPublished: true,
        createdBy: admin.id,
      })
      .returning();
    if (!work) throw new Error("no work");
    for (const b of boys.slice(0, 3)) {
      await t.db.insert(wages).values({
        workId: work.id,
        userId: b.id,
        roleType: "boys",
        baseFare: "600.00",
        bonus: "12.50",
        totalWage: "612.50",
      });
    }
    await t.db.insert(extraExpenses).values({
      workId: work.id,
      expenseType: "other",
      description: "Ice, ഐസ് 'quoted' \"x\"",
      amount: "99.99",
      createdBy: admin.id,
    });
  }
}

/** One write of the load: a work and its audit row in one transaction (all or nothing). */
async function loadWrite(n: number) {
  await t.db.transaction(async (tx) => {
    const [work] = await tx
      .insert(works)
      .values({
        auditoriumName: `Load ${n}`,
        customerName: "Load",
        customerMobile: "9000000002",
        address: "A",
        place: "P",
        district: "palakkad",
        date: "2030-02-01",
        reportingTime: "09:00",
        workType: "dinner",
        noOfBoysNeeded: 2,
        attendees: 10,
        paymentAmount: "1.00",
      })
      .returning({ id: works.id });
    await tx
      .insert(auditLog)
      .values({ action: "load.write", entity: "work", entityId: String(work?.id), details: { n } });
  });
}

beforeAll(async () => {
  t = await createTestApp({ backupAuto: false });
  source = t.app.database;
  await seed();
}, 120_000);
afterAll(() => t.close());

describe(`backup and restore on ${TEST_ENGINE}`, () => {
  it("backs up under concurrent writes; a restore holds every row and file, consistent", async () => {
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        await loadWrite(++loadWorks);
        // Like requests arriving over the network: the event loop turns between writes.
        await new Promise((r) => setImmediate(r));
      }
    });
    await new Promise((r) => setTimeout(r, 50));
    const during = [];
    while (during.length < 3 || loadWorks < 40) {
      during.push(await createBackup(source, t.config.dataDir));
      await new Promise((r) => setTimeout(r, 20));
    }
    stop = true;
    await Promise.all(writers);
    expect(loadWorks).toBeGreaterThanOrEqual(40);
    // The backups saw different moments of the load (they ran during it, not before or after).
    const seen = new Set(during.map((d) => d.manifest.tables.works));
    expect(seen.size).toBeGreaterThan(1);
    const after = await snapshot(source);

    // Restore the earliest and the latest of them (a restore into a fresh folder takes seconds).
    for (const { bytes, manifest } of [during[0], during.at(-1)].filter((d) => d !== undefined)) {
      const target = await freshTarget();
      try {
        await restoreBackup(target.database, target.dataDir, { bytes });
        const restored = await snapshot(target.database);
        // A consistent snapshot: every load work has its audit row and no audit row lacks its work.
        const loadWorkRows = await rowsOf(
          target.database,
          "select count(*)::int as n from works where auditorium_name like 'Load %'",
        );
        const loadAudit = await rowsOf(
          target.database,
          "select count(*)::int as n from audit_log where action = 'load.write'",
        );
        expect(loadAudit[0]?.n).toBe(loadWorkRows[0]?.n);
        // The derived count is rebuilt from the restored works, not carried by the backup.
        const [kept] = await rowsOf(target.database, "select analytics_works as n from work_counts");
        const [real] = await rowsOf(
          target.database,
          "select count(*)::int as n from works where status <> 'cancelled'",
        );
        expect(kept?.n).toBe(real?.n);
        for (const [table, rows] of Object.entries(restored)) {
          if (DERIVED_TABLES.includes(table)) continue;
          expect(rows.length, table).toBe(manifest.tables[table]);
          // Rows are only ever inserted by the load, so each restored row is in the source as is.
          const src = new Set(after[table]);
          for (const r of rows) expect(src.has(r), `${table}: ${r}`).toBe(true);
        }
        expect(filesOf(target.dataDir)).toEqual(filesOf(t.config.dataDir));
      } finally {
        await target.drop();
      }
    }
  }, 180_000);

  it("restores a quiet backup exactly: every table's rows, every file's bytes, sequences continue", async () => {
    // License images are rows of media_files; a file an earlier version left in uploads/ still
    // travels in the backup and moves into the database on the target's next start.
    const legacy = `${"cd".repeat(16)}.jpg`;
    mkdirSync(path.join(t.config.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, "uploads", legacy), JPEG_BYTES);
    const { bytes, manifest } = await createBackup(source, t.config.dataDir);
    rmSync(path.join(t.config.dataDir, "uploads", legacy));
    expect(manifest.schemaVersion).toBe(manifest.migrations.at(-1));
    expect(manifest.tables.media_files).toBe(12);
    expect(manifest.files.count).toBe(1);
    // Derived rows stay out; the target's trigger rebuilds them (the snapshot compares them too).
    expect(manifest.tables.work_counts).toBeUndefined();
    const target = await freshTarget();
    try {
      await restoreBackup(target.database, target.dataDir, { bytes });
      const want = await snapshot(source);
      const got = await snapshot(target.database);
      expect(Object.keys(got)).toEqual(Object.keys(want));
      for (const table of Object.keys(want)) expect(got[table], table).toEqual(want[table]);
      expect(Object.values(want).reduce((n, r) => n + r.length, 0)).toBeGreaterThan(60);
      expect(Object.keys(filesOf(target.dataDir))).toEqual([legacy]);
      const media = new MediaStore(target.database.db, "restore-test-secret");
      expect(await media.moveInFromDisk(target.dataDir)).toBe(1);
      expect((await media.read(legacy)).equals(JPEG_BYTES)).toBe(true);
      expect(filesOf(target.dataDir)).toEqual({});
      // New ids continue after the restored ones.
      const [maxId] = await rowsOf(target.database, "select max(id)::int as m from works");
      const [row] = await target.database.db
        .insert(works)
        .values({
          auditoriumName: "After restore",
          customerName: "X",
          customerMobile: "9000000003",
          address: "A",
          place: "P",
          district: "palakkad",
          date: "2030-03-01",
          reportingTime: "09:00",
          workType: "lunch",
          noOfBoysNeeded: 1,
          attendees: 1,
          paymentAmount: "1.00",
        })
        .returning({ id: works.id });
      expect(row?.id).toBe(Number(maxId?.m) + 1);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("refuses a damaged file, a newer schema and a non-empty target, changing nothing", async () => {
    const { bytes } = await createBackup(source, t.config.dataDir);
    const text = gunzipSync(bytes).toString("utf8");
    const nl = text.indexOf("\n");
    const manifest = JSON.parse(text.slice(0, nl));

    // One character of one row changed: the checksum fails.
    const damaged = gzipSync(
      text.slice(0, nl + 1) + text.slice(nl + 1).replace("Backup Hall 1", "Backup Hall 9"),
    );
    await expect(checkBackup({ bytes: damaged })).rejects.toThrow(/checksum/);
    // A truncated file is not even gzip.
    await expect(checkBackup({ bytes: bytes.subarray(0, bytes.length - 20) })).rejects.toThrow(
      BackupRefusedError,
    );
    // A migration this code does not have: a newer schema.
    const newer = gzipSync(
      `${JSON.stringify({ ...manifest, migrations: [...manifest.migrations, "9999_future"], schemaVersion: "9999_future" })}\n${text.slice(nl + 1)}`,
    );
    await expect(checkBackup({ bytes: newer })).rejects.toThrow(/newer version.*9999_future/);

    // The source itself is not empty: refused without --force; nothing changed.
    const before = await snapshot(source);
    const filesBefore = filesOf(t.config.dataDir);
    await expect(restoreBackup(source, t.config.dataDir, { bytes })).rejects.toThrow(/not empty/);
    expect(await snapshot(source)).toEqual(before);
    expect(filesOf(t.config.dataDir)).toEqual(filesBefore);

    // With --force into a different, non-empty target: replaced by the backup exactly.
    const target = await freshTarget({ memory: true });
    try {
      await restoreBackup(target.database, target.dataDir, { bytes });
      await target.database.db.delete(extraExpenses);
      await restoreBackup(target.database, target.dataDir, { bytes }, { force: true });
      expect(await snapshot(target.database)).toEqual(before);
      expect(filesOf(target.dataDir)).toEqual(filesBefore);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("an older backup is restored, then migrated; a backup from that newer schema is refused by this code", async () => {
    // This code plus one more migration, as the next version of CaterCrew would have.
    const next = mkdtempSync(path.join(tmpdir(), "cc-migrations-"));
    cpSync(MIGRATIONS_DIR, next, { recursive: true });
    writeFileSync(
      path.join(next, "9000_backup_test.sql"),
      `ALTER TABLE "works" ADD COLUMN "backup_test_note" text DEFAULT 'migrated' NOT NULL;`,
    );
    const { bytes, manifest } = await createBackup(source, t.config.dataDir);
    expect(manifest.migrations).not.toContain("9000_backup_test");
    const target = await freshTarget({ memory: true });
    try {
      const result = await restoreBackup(target.database, target.dataDir, { bytes }, { migrationsDir: next });
      expect(result.migrationsAfter).toEqual(["9000_backup_test"]);
      const notes = await rowsOf(target.database, "select distinct backup_test_note as n from works");
      expect(notes).toEqual([{ n: "migrated" }]);
      const want = await snapshot(source);
      const [count] = await rowsOf(target.database, "select count(*)::int as n from works");
      expect(count?.n).toBe(want.works?.length);

      // Backed up on the newer schema, this code (without 9000) refuses it and changes nothing.
      const newer = await createBackup(target.database, target.dataDir);
      expect(newer.manifest.schemaVersion).toBe("9000_backup_test");
      await expect(checkBackup({ bytes: newer.bytes })).rejects.toThrow(/newer version.*9000_backup_test/);
    } finally {
      await target.drop();
      rmSync(next, { recursive: true, force: true });
    }
  }, 120_000);

  it("reads a table of more rows than one fetch holds whole and in key order, and lets the event loop turn meanwhile", async () => {
    // Two full batches of the table's cursor and a last, empty fetch (4,000 rows; 2,000 a fetch).
    await rowsOf(
      source,
      "insert into newsletter_subscribers (email) select 'bulk' || g || '@example.test' from generate_series(1, 4000 - (select count(*) from newsletter_subscribers)) g",
    );
    let turns = 0;
    let stop = false;
    const ticker = (async () => {
      while (!stop) {
        turns += 1;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const { bytes, manifest } = await createBackup(source, t.config.dataDir);
    stop = true;
    await ticker;
    expect(manifest.tables.newsletter_subscribers).toBe(4000);
    // The checksum over the lines written a batch at a time is the one a restore checks.
    expect((await checkBackup({ bytes })).sha256).toBe(manifest.sha256);
    const lines = gunzipSync(bytes).toString("utf8").split("\n");
    const at = lines.findIndex((l) => l.startsWith('{"table":"newsletter_subscribers"'));
    expect(JSON.parse(lines[at] ?? "null")).toEqual({ table: "newsletter_subscribers", rows: 4000 });
    const ids = lines.slice(at + 1, at + 4001).map((l) => (JSON.parse(l) as { id: number }).id);
    expect(new Set(ids).size).toBe(4000);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(lines[at + 4001]).toMatch(/^\{"table":/);
    // Other work ran between the reads: at least once per table (one select per table, the
    // compression and the checksum on the embedded engine let no timer run until the end).
    expect(turns).toBeGreaterThanOrEqual(Object.keys(manifest.tables).length);
  }, 120_000);
});
