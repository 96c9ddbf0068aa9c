// Two API processes on one PostgreSQL database behind one port (a tiny round-robin proxy):
// a session started on one works on the other, refresh tokens rotate across them, and the login
// rate limit holds across both. Needs `npm run build` and TEST_DATABASE_URL (or BENCH_DATABASE_URL).
// Prints "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";

const base = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
if (!base) {
  console.log("two-instances: TEST_DATABASE_URL is not set; skipped.");
  process.exit(0);
}

const ADMIN = { email: "two@catercrew.test", password: "two-instances-password" };
const db = await freshPostgres(base, "cc_two");
const dataDir = mkdtempSync(path.join(tmpdir(), "cc-two-"));
const env = {
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  JWT_SECRET: "two-instances-shared-secret-0123456789abcdef",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_MAX_FAILURES: "6",
  TRUST_PROXY: "true",
};
// Started together: the migration lock must let both come up on an empty database.
const started = await Promise.allSettled([
  startServer({ port: 3461, env }),
  startServer({ port: 3462, env }),
]);
if (started.some((r) => r.status === "rejected")) {
  for (const r of started) if (r.status === "fulfilled") await stopServer(r.value);
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
  throw started.find((r) => r.status === "rejected").reason;
}
const [a, b] = started.map((r) => r.value);

const upstreams = [3461, 3462];
let next = 0;
const hits = { 3461: 0, 3462: 0 };
const proxy = http.createServer((req, res) => {
  const port = upstreams[next++ % upstreams.length];
  hits[port] += 1;
  const up = http.request(
    {
      host: "127.0.0.1",
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, "x-forwarded-for": "203.0.113.7" },
    },
    (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    },
  );
  up.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(up);
});
await new Promise((r) => proxy.listen(3460, "127.0.0.1", r));
const P = "http://127.0.0.1:3460";

const checks = [];
const check = (name, ok, detail = "") => {
  checks.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};

try {
  const login = await json(`${a.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const tokens = login.data?.tokens;
  const onB = await json(`${b.url}/api/users/users/me/`, { token: tokens?.access });
  check("a session started on instance A works on instance B", login.status === 200 && onB.status === 200);

  const refreshed = await json(`${b.url}/api/users/token/refresh/`, {
    method: "POST",
    body: { refresh: tokens?.refresh },
  });
  const reused = await json(`${a.url}/api/users/token/refresh/`, {
    method: "POST",
    body: { refresh: tokens?.refresh },
  });
  check(
    "a refresh token rotated on B is dead on A",
    refreshed.status === 200 && reused.status === 401,
    `refresh ${refreshed.status} ${JSON.stringify(refreshed.data).slice(0, 200)}, reuse ${reused.status}`,
  );

  const through = [];
  for (let i = 0; i < 4; i++)
    through.push((await json(`${P}/api/users/users/me/`, { token: refreshed.data?.tokens?.access })).status);
  check(
    "requests through the proxy reach both instances with one session",
    through.every((s) => s === 200) && hits[3461] > 0 && hits[3462] > 0,
    `statuses ${through.join(",")}`,
  );

  const statuses = [];
  for (let i = 0; i < 8; i++) {
    statuses.push(
      (
        await json(`${P}/api/admin_panel/login/`, {
          method: "POST",
          body: { ...ADMIN, password: "wrong-password" },
        })
      ).status,
    );
  }
  check(
    "the login rate limit holds across both instances (6 failures, then 429 on either)",
    statuses.slice(0, 6).every((s) => s === 401) && statuses.slice(6).every((s) => s === 429),
    `statuses ${statuses.join(",")}`,
  );
} finally {
  proxy.close();
  await Promise.all([stopServer(a), stopServer(b)]);
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
const passed = checks.filter(Boolean).length;
console.log(`${passed} passed, ${checks.length - passed} failed`);
process.exit(passed === checks.length ? 0 : 1);
