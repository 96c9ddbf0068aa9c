// Node 20 smoke: the built server on the Node that runs this script (CI runs it with the machine's
// own Node 20; every other check runs on the project's Node 24). Node 20.19 or newer stays a
// supported way to run the built server (docs/decisions/061-one-runtime.md); this is its check:
// start on a fresh embedded database, health, the first admin signs in, one write read back.
// Usage: npm run build, then node scripts/node20-smoke.mjs
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/embedded-server.mjs";
import { json, serverEntry, startServer, stopServer } from "./lib/server.mjs";

const ADMIN = { email: "smoke@catercrew.test", password: "smoke-check-password" };
const results = [];
const check = (name, ok, detail = "") => {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};

if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run npm run build first`);
  process.exit(1);
}
console.log(`Smoke of the built server on Node ${process.version}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "cc-node20-smoke-"));
let server = null;
try {
  server = await startServer({
    port: await freePort(),
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: "" },
    timeoutMs: 60_000,
  });
  const health = await json(`${server.url}/api/health`);
  check("health answers", health.status === 200, `HTTP ${health.status}`);
  const login = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN });
  const token = login.data?.tokens?.access;
  check(
    "the first admin signs in",
    login.status === 200 && typeof token === "string",
    `HTTP ${login.status}`,
  );
  const mobile = `73${String(Date.now()).slice(-8)}`;
  const created = await json(`${server.url}/api/users/create-user/`, {
    method: "POST",
    token,
    body: { user_name: "Smoke Worker", mobile_number: mobile, role: "boys", password: "smoke-worker-1" },
  });
  const id = created.data?.user?.id;
  check(
    "a write (a new worker) is stored",
    created.status === 201 || created.status === 200,
    `HTTP ${created.status}`,
  );
  const read = await json(`${server.url}/api/users/users/${id}/admin-update/`, { token });
  check(
    "and read back",
    read.status === 200 && JSON.stringify(read.data).includes(mobile),
    `HTTP ${read.status}`,
  );
} catch (err) {
  check("the server runs", false, err instanceof Error ? err.message : String(err));
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
