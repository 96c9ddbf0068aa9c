import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries, notifications } from "../../db/schema.js";
import { enqueue } from "../../lib/job-queue.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

const TOKEN = "metrics-token-0123456789";
const blocked = mkdtempSync(path.join(tmpdir(), "cc-metrics-"));
let plain: TestApp;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  plain = await createTestApp();
  // BACKUP_DIR is a file: "back up now" fails with a 500, an error the metrics must count.
  writeFileSync(path.join(blocked, "file"), "x");
  t = await createTestApp({ metricsToken: TOKEN, backupDir: path.join(blocked, "file"), backupAuto: false });
  admin = await t.createUser("admin");
}, 120_000);
afterAll(async () => {
  await plain.close();
  await t.close();
  rmSync(blocked, { recursive: true, force: true });
});

/** The value of one series in Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (app: TestApp) =>
  app.request({ method: "GET", url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

describe(`health, readiness and metrics on ${TEST_ENGINE}`, () => {
  it("health is public; ready says the database and the queue answer, 503 when the queue does not", async () => {
    const health = await plain.request({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ status: "ok", database: TEST_ENGINE });
    const ready = await plain.request({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: true, queue: true });
    await plain.app.queue.stop();
    const down = await plain.request({ method: "GET", url: "/api/ready" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "not_ready", database: true, queue: false });
  });

  it("metrics are off (404) without METRICS_TOKEN, and refuse a missing or wrong token", async () => {
    expect((await scrape(plain)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/metrics" })).statusCode).toBe(401);
    const wrong = await t.request({
      method: "GET",
      url: "/api/metrics",
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("catercrew_");
  });

  it("counts requests by route pattern, server errors, the queue, deliveries, the backup's age and the database wait", async () => {
    for (const id of [101, 102, 103])
      await t.request({ method: "GET", url: `/api/admin_panel/catering-work/${id}/`, as: admin });
    const failed = await t.request({ method: "POST", url: "/api/admin_panel/backups/", as: admin });
    expect(failed.statusCode).toBe(500);
    await t.db.transaction(async (tx) => enqueue(tx, "data-retention", {}));
    const [n] = await t.db
      .insert(notifications)
      .values({ userId: admin.id, type: "work_assigned" })
      .returning();
    if (!n) throw new Error("no notification");
    await t.db.insert(notificationDeliveries).values([
      { notificationId: n.id, channel: "whatsapp", status: "sent" },
      { notificationId: n.id, channel: "push", status: "failed" },
    ]);

    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // One series for the three ids: the route's pattern, never the raw URL.
    const works = text
      .split("\n")
      .filter(
        (l) => l.startsWith("catercrew_http_requests_total") && l.includes("/api/admin_panel/catering-work/"),
      );
    expect(works).toHaveLength(1);
    expect(works[0]).toContain('route="/api/admin_panel/catering-work/:id/"');
    expect(works[0]?.endsWith(" 3")).toBe(true);
    expect(text).not.toContain("catering-work/101");
    expect(
      sample(
        text,
        'catercrew_http_server_errors_total{method="POST",route="/api/admin_panel/backups/",status="500"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'catercrew_http_request_duration_seconds_count{method="GET",route="/api/admin_panel/catering-work/:id/"}',
      ),
    ).toBe(3);
    expect(sample(text, 'catercrew_job_queue_jobs{queue="data-retention",state="created"}')).toBe(1);
    expect(sample(text, 'catercrew_deliveries{channel="whatsapp",status="sent"}')).toBe(1);
    expect(sample(text, 'catercrew_deliveries{channel="push",status="failed"}')).toBe(1);
    // No backup in the folder: infinitely old, so the "backup too old" alert fires.
    expect(text).toContain("\ncatercrew_backup_last_age_seconds +Inf\n");
    expect(sample(text, "catercrew_db_wait_seconds_count")).toBeGreaterThan(0);
  });

  it("the backup's age is the newest backup file's", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cc-metrics-backups-"));
    const t2 = await createTestApp({ metricsToken: TOKEN, backupDir: dir, backupAuto: false });
    try {
      const a = await t2.createUser("admin");
      expect((await t2.request({ method: "POST", url: "/api/admin_panel/backups/", as: a })).statusCode).toBe(
        201,
      );
      const age = sample((await scrape(t2)).body, "catercrew_backup_last_age_seconds");
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(600);
    } finally {
      await t2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
