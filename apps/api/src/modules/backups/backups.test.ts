import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBackup } from "../../backup/restore-backup.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

let t: TestApp;
let admin: TestUser;
const backupDir = mkdtempSync(path.join(tmpdir(), "cc-backups-"));
beforeAll(async () => {
  t = await createTestApp({ backupDir, backupAuto: false, backupKeepDays: 14 });
  admin = await t.createUser("admin");
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const status = async () =>
  (await t.request({ method: "GET", url: "/api/admin_panel/backups/status/", as: admin })).json();

describe(`backups API on ${TEST_ENGINE}`, () => {
  it("warns before the first backup; back up now, then the latest is shown and downloads", async () => {
    expect(await status()).toMatchObject({
      latest: null,
      warning: "No backup has been made yet.",
      count: 0,
      encrypted: false,
    });
    const none = await t.request({ method: "GET", url: "/api/admin_panel/backups/latest/", as: admin });
    expect(none.statusCode).toBe(404);

    const made = await t.request({ method: "POST", url: "/api/admin_panel/backups/", as: admin });
    expect(made.statusCode).toBe(201);
    const s = await status();
    expect(s.warning).toBeNull();
    expect(s.latest.name).toBe(made.json().name);
    expect(s.latest.size_bytes).toBeGreaterThan(100);
    expect(s.last_attempt).toMatchObject({ ok: true, error: null });

    const dl = await t.request({ method: "GET", url: "/api/admin_panel/backups/latest/", as: admin });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-disposition"]).toBe(`attachment; filename="${s.latest.name}"`);
    expect(dl.rawPayload.length).toBe(s.latest.size_bytes);
    const manifest = await checkBackup({ bytes: dl.rawPayload });
    expect(manifest.tables.users).toBeGreaterThanOrEqual(2);
    expect(gunzipSync(dl.rawPayload).toString("utf8")).toContain(admin.row.userName);
  });

  it("warns when the latest is older than two days, and prunes past BACKUP_KEEP_DAYS keeping the newest", async () => {
    const [only] = readdirSync(backupDir).filter((n) => n.endsWith(".jsonl.gz"));
    if (!only) throw new Error("no backup");
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    utimesSync(path.join(backupDir, only), old(3), old(3));
    expect((await status()).warning).toBe("The latest backup is more than two days old.");

    // Two older backups: one past 14 days goes, one within stays.
    for (const [name, days] of [
      ["catercrew-20200101-000000Z.jsonl.gz", 20],
      ["catercrew-20200102-000000Z.jsonl.gz", 10],
    ] as const) {
      writeFileSync(path.join(backupDir, name), "x");
      utimesSync(path.join(backupDir, name), old(days), old(days));
    }
    const made = await t.request({ method: "POST", url: "/api/admin_panel/backups/", as: admin });
    expect(made.statusCode).toBe(201);
    const names = readdirSync(backupDir).filter((n) => n.endsWith(".jsonl.gz"));
    expect(names).not.toContain("catercrew-20200101-000000Z.jsonl.gz");
    expect(names).toContain("catercrew-20200102-000000Z.jsonl.gz");
    expect((await status()).warning).toBeNull();
  });

  it("a failed attempt is shown with its error", async () => {
    const blocked = mkdtempSync(path.join(tmpdir(), "cc-blocked-"));
    const file = path.join(blocked, "not-a-folder");
    writeFileSync(file, "x");
    const t2 = await createTestApp({ backupDir: file, backupAuto: false });
    try {
      const a = await t2.createUser("admin");
      const res = await t2.request({ method: "POST", url: "/api/admin_panel/backups/", as: a });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/^The backup failed: /);
      const s = (await t2.request({ method: "GET", url: "/api/admin_panel/backups/status/", as: a })).json();
      expect(s.last_attempt.ok).toBe(false);
      expect(s.warning).toMatch(/^The last backup attempt failed: /);
    } finally {
      await t2.close();
      rmSync(blocked, { recursive: true, force: true });
    }
  }, 120_000);

  it("with BACKUP_PASSPHRASE every backup file is encrypted, and the download is that file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cc-backups-enc-"));
    const passphrase = "a passphrase for the test";
    const t2 = await createTestApp({ backupDir: dir, backupAuto: false, backupPassphrase: passphrase });
    try {
      const a = await t2.createUser("admin");
      const made = await t2.request({ method: "POST", url: "/api/admin_panel/backups/", as: a });
      expect(made.statusCode).toBe(201);
      expect(made.json().name).toMatch(/^catercrew-\d{8}-\d{6}Z\.jsonl\.gz\.enc$/);
      const s = (await t2.request({ method: "GET", url: "/api/admin_panel/backups/status/", as: a })).json();
      expect(s).toMatchObject({ encrypted: true, warning: null, count: 1 });
      const dl = await t2.request({ method: "GET", url: "/api/admin_panel/backups/latest/", as: a });
      expect(dl.headers["content-type"]).toBe("application/octet-stream");
      expect(dl.rawPayload.subarray(0, 8).toString()).toBe("CCBKENC1");
      expect(dl.rawPayload.includes(Buffer.from(a.row.userName))).toBe(false);
      await expect(checkBackup({ bytes: dl.rawPayload })).rejects.toThrow(/encrypted/);
      const manifest = await checkBackup({ bytes: dl.rawPayload }, { passphrase });
      expect(manifest.tables.users).toBeGreaterThanOrEqual(1);
    } finally {
      await t2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
