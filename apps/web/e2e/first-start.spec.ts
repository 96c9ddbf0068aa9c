import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

// The README's quick start, literally: `npm start` (scripts/start.mjs) with no ADMIN_EMAIL and no
// ADMIN_PASSWORD on an empty data folder, the generated password read from the log, and the first
// admin `admin@localhost` signs in on /admin/login. Its own server on its own port.
const PORT = Number(process.env.E2E_FIRST_START_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(process.cwd(), process.cwd().endsWith(path.join("apps", "web")) ? "../.." : ".");

let server: ChildProcess | undefined;
let dataDir = "";
let log = "";

test.beforeAll(async () => {
  test.setTimeout(180_000); // start.mjs builds first when the sources are newer than the build
  dataDir = mkdtempSync(path.join(tmpdir(), "cc-first-start-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  delete env.LOG_LEVEL;
  server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
        return fetch(`${BASE}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 170_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the generated first admin admin@localhost signs in on /admin/login with the password from the log", async ({
  page,
}) => {
  const printed = log.match(/First admin created: e-mail (\S+), password (\S+) \(shown once/);
  expect(printed, `no generated admin in the log:\n${log}`).not.toBeNull();
  const [, email, password] = printed ?? [];
  expect(email).toBe("admin@localhost");
  expect(log.match(/password \S+ \(shown once/g)).toHaveLength(1);

  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Email").fill(email ?? "");
  await page.getByLabel("Password", { exact: true }).fill(password ?? "");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
