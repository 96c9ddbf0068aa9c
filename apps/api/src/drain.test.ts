import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "./test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`a draining server on ${TEST_ENGINE}`, () => {
  it("answers its health check 503 and still serves every other request", async () => {
    const admin = await t.createUser("admin");
    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    t.app.draining = true;
    try {
      const health = await t.request({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: "error" });
      const stats = await t.request({ method: "GET", url: "/api/admin_panel/admin/stats/", as: admin });
      expect(stats.statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("drains for SHUTDOWN_DRAIN_SECONDS, none by default, at most a minute", () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, SHUTDOWN_DRAIN_SECONDS: "3" }).shutdownDrainSeconds).toBe(
      3,
    );
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, SHUTDOWN_DRAIN_SECONDS: "61" })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS/,
    );
  });
});
