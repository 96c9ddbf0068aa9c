// npm test: type-check, lint, unit + API tests (embedded database, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests against the built server. Ends with a banner
// listing every check that was skipped and why; with CI=true a skipped PostgreSQL check fails.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isCi, postgresUnavailable, reportSkip, SKIPS_FILE_ENV } from "./lib/skips.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

function step(title, cmd, args, env = {}, cwd = root) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n${title} failed (exit ${res.status ?? res.signal}).`);
    finish(res.status || 1);
  }
}

/** Source files (not tests) under the given folders, for dependency-cruiser. */
function sources(...dirs) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", "e2e"].includes(entry.name)) walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        out.push(rel);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}

// The scripts append their skips to this file; the banner at the end lists them all.
const skipsDir = mkdtempSync(path.join(tmpdir(), "cc-test-skips-"));
const skipsFile = path.join(skipsDir, "skips.jsonl");
process.env[SKIPS_FILE_ENV] = skipsFile;

function finish(code) {
  const skips = existsSync(skipsFile)
    ? readFileSync(skipsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  rmSync(skipsDir, { recursive: true, force: true });
  const failsCi = isCi() && skips.some((s) => s.postgres);
  if (skips.length > 0) {
    const bar = "!".repeat(78);
    console.log(`\n${bar}\n!!! ${skips.length} check(s) SKIPPED (not run, not passed):`);
    for (const s of skips) console.log(`!!!   - ${s.check}: ${s.reason}`);
    if (failsCi) console.log("!!! CI=true: checks that need PostgreSQL must run; this run FAILS.");
    else if (skips.some((s) => s.postgres))
      console.log(
        "!!! Set TEST_DATABASE_URL to a reachable PostgreSQL to run them (CI=true makes this fatal).",
      );
    console.log(bar);
  } else if (code === 0) {
    console.log("\nNo checks were skipped.");
  }
  process.exit(code !== 0 ? code : failsCi ? 1 : 0);
}

const only = process.argv[2];
if (!only || only === "static") {
  step("Type-check (tsc -b)", bin("tsc"), ["-b"]);
  step("Lint (biome)", bin("biome"), ["lint", "--diagnostic-level=error", "."]);
  step("Boundaries (dependency-cruiser, .dependency-cruiser.cjs)", bin("depcruise"), [
    "--config",
    ".dependency-cruiser.cjs",
    ...sources("apps/api/src", "apps/web/src", "packages/shared/src"),
  ]);
  step(
    "Schema and migrations agree (drizzle-kit check)",
    bin("drizzle-kit"),
    ["check"],
    {},
    path.join(root, "apps/api"),
  );
  step("Message catalogues match the code (lingui extract)", "node", ["scripts/i18n-check.mjs"]);
  step("Code size (files <= 300 lines, functions <= 150)", "node", ["scripts/code-size.mjs"]);
}
if (!only || only === "unit") {
  step("Unit, component and API tests on the embedded database (PGlite)", bin("vitest"), ["run"], {
    TEST_DATABASE_URL: "",
  });
  const noPostgres = await postgresUnavailable(process.env.TEST_DATABASE_URL);
  if (!noPostgres) {
    step("API tests on PostgreSQL (TEST_DATABASE_URL)", bin("vitest"), ["run", "--project", "api"]);
  } else {
    reportSkip("API tests on PostgreSQL (races, locks, concurrency)", noPostgres, { postgres: true });
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
finish(0);
