// npm test: type-check, lint, unit + API tests (embedded database, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests against the built server.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n${title} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
}

const only = process.argv[2];
if (!only || only === "static") {
  step("Type-check (tsc -b)", bin("tsc"), ["-b"]);
  step("Lint (biome)", bin("biome"), ["lint", "--diagnostic-level=error", "."]);
}
if (!only || only === "unit") {
  step("Unit, component and API tests on the embedded database (PGlite)", bin("vitest"), ["run"], {
    TEST_DATABASE_URL: "",
  });
  if (process.env.TEST_DATABASE_URL) {
    step("API tests on PostgreSQL (TEST_DATABASE_URL)", bin("vitest"), ["run", "--project", "api"]);
  } else {
    console.log("\n(TEST_DATABASE_URL is not set: the API suite ran on the embedded database only.)");
  }
}
if (!only || only === "e2e") {
  step("Build", "npm", ["run", "build"]);
  step("Crash safety (SIGKILL under write load, restart, verify)", "node", ["scripts/crash-test.mjs"]);
  step("Two API processes on one PostgreSQL behind one port", "node", ["scripts/two-instances.mjs"]);
  step("Browser tests (Playwright, Chromium)", bin("playwright"), [
    "test",
    "-c",
    "apps/web/playwright.config.ts",
  ]);
}
