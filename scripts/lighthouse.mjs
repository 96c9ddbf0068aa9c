// Lighthouse (mobile) over /, /user/register and /user/home (signed in as a worker) against the
// built server on a fresh embedded database. Appends the scores to docs/benchmarks.md under
// "## Front end". Needs `npm run build`, Chromium (CHROME_PATH, default /usr/bin/chromium) and
// Lighthouse, which is kept out of the lock file (one of its dependencies is pinned to "latest",
// which would break `npm ci` whenever that package publishes):
//   npm install --no-save lighthouse@12.8.2 && node scripts/lighthouse.mjs

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
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const results = [];
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
  for (const [label, route, signedIn] of [
    ["/", "/", false],
    ["/user/register", "/user/register", false],
    ["/user/home (signed in)", "/user/home", true],
  ]) {
    const page = await browser.newPage();
    if (signedIn) {
      await page.goto(`${server.url}/`);
      await page.evaluate((s) => {
        localStorage.setItem("userTokens", JSON.stringify(s.tokens));
        localStorage.setItem("userData", JSON.stringify(s.user));
      }, worker);
    }
    const run = await lighthouse(
      `${server.url}${route}`,
      { port, output: "json", logLevel: "error", disableStorageReset: signedIn },
      undefined,
      page,
    );
    const c = run.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const row = {
      page: label,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(run.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      "total KB": Math.round((run.lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
    };
    results.push(row);
    await page.close();
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(results);

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
  "| page | performance | accessibility | best practices | SEO | LCP ms | total KB |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r["best practices"]} | ${r.seo} | ${r["LCP ms"]} | ${r["total KB"]} |`,
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
