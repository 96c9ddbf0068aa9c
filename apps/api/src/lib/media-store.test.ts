import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { mediaFiles } from "../db/schema.js";
import { API } from "../modules/index.js";
import { createTestApp, PNG_BYTES, type TestApp } from "../test/helpers.js";

const OLD_NAME = `${"ab".repeat(16)}.png`;
let t: TestApp;

beforeAll(async () => {
  // A data folder as an earlier version left it: a license image on disk.
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-media-"));
  mkdirSync(path.join(dataDir, "uploads"));
  writeFileSync(path.join(dataDir, "uploads", OLD_NAME), PNG_BYTES);
  t = await createTestApp({ dataDir });
});
afterAll(() => t.close());

describe("stored files live in the database", () => {
  it("moves the files an earlier version kept on disk in on first start, and serves them", async () => {
    expect(existsSync(path.join(t.config.dataDir, "uploads", OLD_NAME))).toBe(false);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.name, OLD_NAME));
    expect(row?.bytes.equals(PNG_BYTES)).toBe(true);

    const worker = await t.createUser("boys", { hasLicense: true, licenseImage: OLD_NAME });
    const me = await t.request({ method: "GET", url: "/api/users/users/me/", as: worker });
    expect(me.statusCode, me.body).toBe(200);
    const link = new URL(me.json().license_image ?? me.json().user.license_image);
    const image = await t.request({ method: "GET", url: link.pathname + link.search });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("a second API process with its own empty data folder reads what the first one saved", async () => {
    const name = await t.app.media.save(PNG_BYTES);
    const other = await buildApp(
      loadConfig(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "cc-media-b-")),
          LOG_LEVEL: "silent",
          JWT_SECRET: "test-secret-test-secret-test-secret-123456",
        },
        { jobWorkers: false },
      ),
      API,
      { database: t.app.database, serveWeb: false, logger: false },
    );
    try {
      expect((await other.media.read(name)).equals(PNG_BYTES)).toBe(true);
      await other.media.remove(name);
      await expect(t.app.media.read(name)).rejects.toMatchObject({ code: "IMAGE_NOT_FOUND" });
    } finally {
      await other.close();
    }
  });

  it("a signed licence-image link stops working after its hour, and only for its own user and file", async () => {
    const name = await t.app.media.save(PNG_BYTES);
    const parts = (url: string | null) => {
      const q = new URL(url ?? "", "http://x").searchParams;
      return { exp: Number(q.get("exp")), sig: q.get("sig") ?? "" };
    };
    const now = Date.now();
    const fresh = parts(t.app.media.signedUrl(7, name, now));
    expect(t.app.media.verify(7, name, fresh.exp, fresh.sig, now)).toBe(true);
    expect(t.app.media.verify(8, name, fresh.exp, fresh.sig, now)).toBe(false);
    // Made an hour and a second ago: expired, though the signature is right.
    const old = parts(t.app.media.signedUrl(7, name, now - 3_601_000));
    expect(t.app.media.verify(7, name, old.exp, old.sig, now - 3_600_000)).toBe(true);
    expect(t.app.media.verify(7, name, old.exp, old.sig, now)).toBe(false);
    await t.app.media.remove(name);
  });
});
