// Lighthouse (mobile) over /, /user/register and /user/home (signed in as a worker) against the
// built server on a fresh embedded database. Appends the scores to docs/benchmarks.md under
// "## Front end". Needs `npm run build`, Chromium (CHROME_PATH, default /usr/bin/chromium) and
// Lighthouse, which is kept out of the lock file (one of its dependencies is pinned to "latest",
// which would break `npm ci` whenever that package publishes):
//   npm install --no-save lighthouse@12.8.2 && node scripts/lighthouse.mjs
// LH_RUNS=<n> measures each page n times (default 7) and reports the median run; LH_ONLY=/,/user/home
// measures only those pages; LH_REPORT_DIR=<folder> also writes each run's full result there as JSON.

import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { json, root, startServer, stopServer } from "./lib/server.mjs";

let lighthouse;
let puppeteer;
try {
  lighthouse = (await import("lighthouse")).default;
  puppeteer = (await import("puppeteer-core")).default;
} catch {
  console.error("Lighthouse is not installed: npm install --no-save lighthouse@12.8.2");
  process.exit(2);
}

const ADMIN = { email: "lh@catercrew.test", password: "lighthouse-password" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-lh-"));
const server = await startServer({
  port: 3620,
  env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: JSON.parse(readFileSync(path.join(root, "scripts/lib/chromium-flags.json"), "utf8")),
});
// Simulated throttling varies from run to run on a shared machine: each page is measured RUNS
// times and the table keeps the run with the median performance score.
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 7));
const results = [];

/** The table row of one Lighthouse result. */
function rowOf(label, lhr) {
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  return {
    page: label,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "FCP ms": Math.round(metric("first-contentful-paint")),
    "LCP ms": Math.round(metric("largest-contentful-paint")),
    "TBT ms": Math.round(metric("total-blocking-time")),
    CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
    "total KB": Math.round(metric("total-byte-weight") / 1024),
  };
}

/** One run of a page in a fresh context: no HTTP cache, service worker or storage from the run before. */
async function audit(route, { port, session }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (session) {
      await page.goto(`${server.url}/`);
      await page.evaluate((s) => {
        localStorage.setItem("userTokens", JSON.stringify(s.tokens));
        localStorage.setItem("userData", JSON.stringify(s.user));
      }, session);
    }
    const run = await lighthouse(
      `${server.url}${route}`,
      { port, output: "json", logLevel: "error", disableStorageReset: Boolean(session) },
      undefined,
      page,
    );
    return run.lhr;
  } finally {
    await context.close();
  }
}

try {
  const admin = (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data
    .tokens.access;
  await json(`${server.url}/api/users/create-user/`, {
    method: "POST",
    token: admin,
    body: {
      user_name: "Lighthouse Worker",
      mobile_number: "9000012345",
      role: "boys",
      password: "secret123",
    },
  });
  const worker = (
    await json(`${server.url}/api/users/signin/`, {
      method: "POST",
      body: { identifier: "9000012345", password: "secret123", area: "worker" },
    })
  ).data;
  const port = Number(new URL(browser.wsEndpoint()).port);
  const pages = [
    ["/", "/", false],
    ["/user/register", "/user/register", false],
    ["/user/home (signed in)", "/user/home", true],
  ].filter(([, route]) => !process.env.LH_ONLY || process.env.LH_ONLY.split(",").includes(route));
  for (const [label, route, signedIn] of pages) {
    const runs = [];
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      // A run that failed to record its trace (NO_NAVSTART, now and then) is run again, up to twice.
      let lhr = await audit(route, { port, session: signedIn ? worker : null });
      for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
        console.error(`${route}: ${lhr.runtimeError.code}, measuring again`);
        lhr = await audit(route, { port, session: signedIn ? worker : null });
      }
      if (process.env.LH_REPORT_DIR) {
        const name = `${attempt}-${label.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
        writeFileSync(path.join(process.env.LH_REPORT_DIR, name), JSON.stringify(lhr));
      }
      runs.push(rowOf(label, lhr));
    }
    runs.sort((a, b) => a.performance - b.performance);
    results.push({
      ...runs[Math.floor(runs.length / 2)],
      "all runs": runs.map((r) => r.performance).join(" "),
    });
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(results);

if (process.env.LH_ONLY) process.exit(0); // a partial run does not rewrite the recorded table

let size = "";
try {
  size = execSync("node scripts/size.mjs", { cwd: root, encoding: "utf8" });
} catch (e) {
  size = String(e.stdout ?? "");
}
const file = path.join(root, "docs/benchmarks.md");
let head = "# Benchmarks\n";
try {
  const old = readFileSync(file, "utf8");
  const idx = old.indexOf("\n## Front end");
  head = idx >= 0 ? old.slice(0, idx) : old;
} catch {
  // first run
}
const lines = [
  "",
  "## Front end",
  "",
  `Lighthouse ${"12.8.2"} (mobile emulation, simulated throttling), Chromium, built server on this machine, ${new Date().toISOString().slice(0, 10)} (\`node scripts/lighthouse.mjs\`).`,
  "",
  `Each page was measured ${RUNS} times; the row is the run with the median performance score, and "all runs" lists every run's score.`,
  "",
  "| page | performance | all runs | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | total KB |",
  "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r["all runs"]} | ${r.accessibility} | ${r["best practices"]} | ${r.seo} | ${r["FCP ms"]} | ${r["LCP ms"]} | ${r["TBT ms"]} | ${r.CLS} | ${r["total KB"]} |`,
  ),
  "",
  "Gzipped JavaScript per area (`npm run size`):",
  "",
  "```",
  size.trim(),
  "```",
  "",
];
writeFileSync(file, `${head.trimEnd()}\n${lines.join("\n")}`);
console.log("Wrote docs/benchmarks.md (Front end)");
