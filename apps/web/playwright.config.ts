import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** The flags every Chromium of the tools starts with (also Lighthouse's, scripts/lighthouse.mjs). */
const CHROMIUM_FLAGS: string[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../scripts/lib/chromium-flags.json"), "utf8"),
);

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The test files (*.spec.ts) are split into E2E_SERVERS groups (2 by default: the machine's two cores), each
// with a server of its own on an empty embedded database of its own, one file at a time per server:
// groups run side by side and never share a database. Server i listens on PORT + 2i (PORT + 1 is
// the first-start file's own server).
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
const portOf = (i: number) => PORT + 2 * i;
/**
 * Where server i sends payouts: a RazorpayX stand-in the payouts test starts on loopback at the
 * server's port + 20000 (apps/api/src/test/razorpayx-stand-in.ts), reached through
 * OUTBOUND_STAND_INS; while none listens a payout call fails and its line stays queued.
 */
export const RAZORPAYX_E2E = {
  keyId: "rzp_test_E2E",
  keySecret: "e2e-key-secret",
  webhookSecret: "e2e-whsec",
};
const standInOf = (i: number) => `http://127.0.0.1:${portOf(i) + 20_000}`;
const dataDirs = Array.from({ length: SERVERS }, (_, i) => {
  const key = `E2E_DATA_DIR_${i}`;
  process.env[key] ??= mkdtempSync(path.join(tmpdir(), `cc-e2e-${i}-`));
  return process.env[key] as string;
});

export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-password-e2e" };

/**
 * The test files in groups that take about as long (largest first into the lightest group). A
 * file weighs the seconds it took in a recent run (e2e/durations.json, written by
 * `node scripts/e2e-durations.mjs < LOG`); a file not listed there weighs its size, at the
 * listed files' seconds per byte.
 */
function specGroups(count: number): string[][] {
  const dir = path.join(import.meta.dirname, "e2e");
  const durationsFile = path.join(dir, "durations.json");
  const seconds: Record<string, number> = existsSync(durationsFile)
    ? JSON.parse(readFileSync(durationsFile, "utf8"))
    : {};
  // Paths under e2e/ (0-sweeps/screens-phone.spec.ts), as durations.json names them.
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.endsWith(".spec.ts"))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  const timed = files.filter(({ f }) => seconds[f] !== undefined);
  const timedBytes = timed.reduce((a, { size }) => a + size, 0);
  const timedSeconds = timed.reduce((a, { f }) => a + (seconds[f] ?? 0), 0);
  const perByte = timedBytes > 0 ? timedSeconds / timedBytes : 1;
  const weighed = files
    .map(({ f, size }) => ({ f, weight: seconds[f] ?? size * perByte }))
    .sort((a, b) => b.weight - a.weight || a.f.localeCompare(b.f));
  const groups = Array.from({ length: count }, () => ({ weight: 0, files: [] as string[] }));
  for (const { f, weight } of weighed) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(f);
    lightest.weight += weight;
  }
  return groups.map((g) => g.files.sort());
}
const literal = (f: string) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: SERVERS,
  retries: 0, // a flaky test is a bug to fix, not to retry (also in CI)
  timeout: 45_000, // the walks sign in, seed over the API and run axe on a 2-core machine
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    // CI keeps only what the run prints, so a trace file there is never read: recording one costs a
    // tenth of the browser pass (measured: 25 tests, 93 s with traces, 81 s without). Kept locally.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // No service worker unless a file asks for one (the offline, installable and slow-network
    // files): each new context of the worker's or captain's area otherwise installs it and
    // precaches the whole app, 98 files, for a test that never goes offline (measured:
    // daily-jobs-more.spec.ts, 107 CPU-seconds with it, 82 without).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", ...CHROMIUM_FLAGS],
    },
  },
  projects: specGroups(SERVERS).map((files, i) => ({
    name: SERVERS === 1 ? "chromium" : `chromium-${i + 1}`,
    workers: 1,
    testMatch: files.map((f) => new RegExp(`(^|/)${literal(f)}$`)),
    use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${portOf(i)}` },
  })),
  webServer: dataDirs.map((dataDir, i) => ({
    command: "node ../api/dist/server.js",
    url: `http://127.0.0.1:${portOf(i)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(portOf(i)),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      LOGIN_MAX_FAILURES: "1000",
      PAYOUTS_PROVIDER: "razorpayx",
      RAZORPAYX_KEY_ID: RAZORPAYX_E2E.keyId,
      RAZORPAYX_KEY_SECRET: RAZORPAYX_E2E.keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316",
      RAZORPAYX_WEBHOOK_SECRET: RAZORPAYX_E2E.webhookSecret,
      RAZORPAYX_API_URL: `${standInOf(i)}/v1`,
      OUTBOUND_STAND_INS: standInOf(i),
      REGISTRATION_RATE_LIMIT: "100000",
    },
  })),
});
