import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** The flags every Chromium of the tools starts with (also Lighthouse's, scripts/lighthouse.mjs). */
const CHROMIUM_FLAGS: string[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../scripts/lib/chromium-flags.json"), "utf8"),
);

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh data folder per run: the server starts on an empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "cc-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-password-e2e" };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0, // a flaky test is a bug to fix, not to retry (also in CI)
  timeout: 45_000, // the walks sign in, seed over the API and run axe on a 2-core machine
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // CI keeps only what the run prints, so a trace file there is never read: recording one costs a
    // tenth of the browser pass (measured: 25 tests, 93 s with traces, 81 s without). Kept locally.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node ../api/dist/server.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      LOGIN_MAX_FAILURES: "1000",
      REGISTRATION_RATE_LIMIT: "100000",
    },
  },
});
