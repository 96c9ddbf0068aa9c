// Crash safety: run a write load, SIGKILL the server mid-way, restart it, and check that every
// write that got a 2xx is there and the database is consistent. Runs on the embedded database,
// and on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set.
// Usage: node scripts/crash-test.mjs   (needs `npm run build` first). Prints "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";

const ADMIN = { email: "crash@catercrew.test", password: "crash-test-password" };

async function scenario(label, env) {
  const port = 3400 + Math.floor(Math.random() * 500);
  let server = await startServer({ port, env });
  const login = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const token = login.data?.tokens?.access;
  if (!token) throw new Error(`${label}: admin login failed (${login.status})`);

  const acked = [];
  let failed = 0;
  let stop = false;
  let n = 0;
  const writer = async (w) => {
    while (!stop) {
      n += 1;
      const mobile = `7${String(w)}${String(n).padStart(8, "0")}`.slice(0, 10);
      try {
        const res = await json(`${server.url}/api/users/create-user/`, {
          method: "POST",
          token,
          body: { user_name: `Crash ${w}-${n}`, mobile_number: mobile, role: "boys", password: "secret123" },
        });
        if (res.status === 201) acked.push({ id: res.data.user.id, mobile });
        else failed += 1;
      } catch {
        failed += 1; // the server died under this request: not acknowledged
        return;
      }
    }
  };
  const writers = [1, 2, 3, 4].map((w) => writer(w));
  await new Promise((r) => setTimeout(r, 2500));
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(writers);
  await new Promise((r) => setTimeout(r, 300));

  server = await startServer({ port, env });
  const relogin = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const token2 = relogin.data?.tokens?.access;
  let missing = 0;
  for (const w of acked) {
    const res = await json(`${server.url}/api/users/signin/`, {
      method: "POST",
      body: { identifier: w.mobile, password: "secret123" },
    });
    if (res.status !== 200 || res.data?.user?.id !== w.id) missing += 1;
  }
  const health = await json(`${server.url}/api/health`);
  const write = await json(`${server.url}/api/users/create-user/`, {
    method: "POST",
    token: token2,
    body: { user_name: "After restart", mobile_number: "7999999999", role: "boys", password: "secret123" },
  });
  await stopServer(server);
  const ok = acked.length > 0 && missing === 0 && health.status === 200 && write.status === 201;
  console.log(
    `${ok ? "PASS" : "FAIL"} ${label}: ${acked.length} acknowledged writes before SIGKILL, ${missing} missing after restart, ${failed} unacknowledged; database healthy: ${health.status === 200}, writable: ${write.status === 201}`,
  );
  return ok;
}

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "cc-crash-"));
try {
  results.push(
    await scenario("embedded (PGlite)", {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REGISTRATION_RATE_LIMIT: "100000",
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgBase = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
if (pgBase) {
  const db = await freshPostgres(pgBase, "cc_crash");
  const dir = mkdtempSync(path.join(tmpdir(), "cc-crash-pg-"));
  try {
    results.push(
      await scenario("PostgreSQL", {
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        REGISTRATION_RATE_LIMIT: "100000",
      }),
    );
  } finally {
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
