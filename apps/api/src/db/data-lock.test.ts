import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBackup } from "../backup/restore-backup.js";
import { acquireDataDirLock, DataDirLockedError, lockFileOf } from "./data-lock.js";

/**
 * The exclusive lock on an embedded data folder (docs/decisions/011-backups-and-data-folder-lock.md), with real processes of the
 * built server, seed:demo and the backup command line. Embedded engine only (PostgreSQL needs no lock).
 */
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const dist = path.join(root, "apps/api/dist");
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "cc-lock-"));
const ENV = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ADMIN_EMAIL: "lock@catercrew.test",
  ADMIN_PASSWORD: "lock-test-password",
  JWT_SECRET: "lock-test-secret-lock-test-secret-0123456789",
  DATABASE_URL: "",
  BACKUP_AUTO: "false",
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === "object" ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [path.join(dist, script), ...args], {
    env: { ...ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  // On "close": its output is all read by then ("exit" may come before the last of it).
  const exited = new Promise<number | null>((r) => child.once("close", (code) => r(code)));
  return { child, output: () => out, exited };
}

async function healthy(port: number, proc: Run, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Exits by itself within the time, with the code. */
async function exitsWithin(proc: Run, ms: number): Promise<number | null | "still running"> {
  return Promise.race([
    proc.exited,
    new Promise<"still running">((r) => setTimeout(() => r("still running"), ms)),
  ]);
}

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

beforeAll(() => {
  if (engine !== "pglite") return;
  // The processes run the built server: bring apps/api/dist up to date (incremental).
  execFileSync(path.join(root, "node_modules/.bin/tsc"), ["-b", "apps/api"], { cwd: root, stdio: "inherit" });
}, 180_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await new Promise((r) => setTimeout(r, 200));
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(engine !== "pglite")("one process owns an embedded data folder", () => {
  let server: Run;
  let port = 0;

  it("a second server, seed:demo and restore stop at once naming the running server; backup asks it", async () => {
    port = await freePort();
    server = run("server.js", [], { PORT: String(port) });
    expect(await healthy(port, server), server.output()).toBe(true);
    const pid = String(server.child.pid);
    const lock = JSON.parse(readFileSync(lockFileOf(dataDir), "utf8"));
    expect(lock).toMatchObject({ pid: server.child.pid, purpose: "server", port });

    const second = run("server.js", [], { PORT: String(await freePort()) });
    expect(await exitsWithin(second, 20_000)).toBe(1);
    expect(second.output()).toContain(`pid ${pid}, port ${port}, since ${lock.startedAt}`);
    expect(second.output()).not.toContain(lock.secret);

    const seed = run("seed/seed-demo.js", []);
    expect(await exitsWithin(seed, 20_000)).toBe(1);
    expect(seed.output()).toMatch(new RegExp(`in use .*server, pid ${pid}, port ${port}`));

    // The running server still answers, and nothing was seeded.
    const login = await fetch(`http://127.0.0.1:${port}/api/admin_panel/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ENV.ADMIN_EMAIL, password: ENV.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { tokens: { access: string } }).tokens.access;
    const list = await fetch(`http://127.0.0.1:${port}/api/admin_panel/admin/stats/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await list.json()) as { total_users: number }).total_users).toBe(0);

    // npm run backup while it runs: the server makes it.
    const file = path.join(dataDir, "by-cli.jsonl.gz");
    const backup = run("backup/cli.js", ["backup", file]);
    expect(await exitsWithin(backup, 30_000), backup.output()).toBe(0);
    expect(backup.output()).toContain(`the running server (pid ${pid}, port ${port})`);
    expect((await checkBackup({ file })).tables.users).toBe(1);

    // The control endpoint without the secret is an unknown route.
    const probe = await fetch(`http://127.0.0.1:${port}/api/internal/backup/`, {
      method: "POST",
      headers: { "x-catercrew-control": "guess" },
    });
    expect(probe.status).toBe(404);

    const restore = run("backup/cli.js", ["restore", file, "--force"]);
    expect(await exitsWithin(restore, 30_000)).toBe(1);
    expect(restore.output()).toContain(`pid ${pid}, port ${port}`);
  }, 180_000);

  it("a dead holder's lock is taken over, and of four servers started together exactly one wins", async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    expect(existsSync(lockFileOf(dataDir))).toBe(true); // left behind by the killed server

    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const runs = ports.map((p) => run("server.js", [], { PORT: String(p) }));
    const up = await Promise.all(runs.map((r, i) => healthy(ports[i] ?? 0, r, 90_000)));
    expect(up.filter(Boolean)).toHaveLength(1);
    const winner = runs[up.indexOf(true)];
    for (const [i, r] of runs.entries()) {
      if (up[i]) continue;
      expect(await exitsWithin(r, 20_000)).toBe(1);
      expect(r.output()).toContain(`pid ${winner?.child.pid}`);
    }
    const lock = JSON.parse(readFileSync(lockFileOf(dataDir), "utf8"));
    expect(lock.pid).toBe(winner?.child.pid);
    winner?.child.kill("SIGTERM");
    await winner?.exited;
    // A clean stop removes the lock.
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 180_000);

  it("a lock naming this very pid (a restarted container) or a dead one is taken over; a live one is not", () => {
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: process.pid, purpose: "server", startedAt: "x" }),
    );
    const mine = acquireDataDirLock(dataDir, "test");
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), "utf8")).secret).toBe(mine.info.secret);
    expect(() => acquireDataDirLock(dataDir, "test")).not.toThrow(); // same pid: ours
    mine.release();
    // A live other process (this test's parent) holds it: refused with its pid.
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: process.ppid, purpose: "server", startedAt: "y", port: 1 }),
    );
    expect(() => acquireDataDirLock(dataDir, "test")).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir, "test")).toThrow(`pid ${process.ppid}, port 1, since y`);
    rmSync(lockFileOf(dataDir), { force: true });
  });

  it("eight processes taking one stale lock at the same instant: exactly one wins, every round", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cc-lock-race-"));
    const lockModule = path.join(dist, "db/data-lock.js");
    // Each process waits for the same wall-clock instant, then tries once and reports; a winner
    // holds the lock until the round is over (a slow-starting process must not find it free).
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
      const at = Number(process.argv[1]);
      while (Date.now() < at) {}
      try { acquireDataDirLock(${JSON.stringify(dir)}, "race"); console.log("WON"); setInterval(() => {}, 1000); }
      catch (e) { console.log(e.constructor.name === "DataDirLockedError" ? "REFUSED" : "ERROR " + e.message); }`;
    try {
      for (let round = 0; round < 6; round++) {
        // A stale lock left by a process that no longer runs.
        writeFileSync(
          lockFileOf(dir),
          JSON.stringify({ pid: 2 ** 22 + 12345, purpose: "server", startedAt: "x" }),
        );
        const at = Date.now() + 1500;
        const procs = Array.from({ length: 8 }, () => {
          const child = spawn(process.execPath, ["--input-type=module", "-e", script, String(at)], {
            stdio: ["ignore", "pipe", "pipe"],
          });
          children.push(child);
          let out = "";
          return new Promise<string>((r) => {
            const take = (d: Buffer) => {
              out += d;
              if (out.includes("\n")) r(out.trim());
            };
            child.stdout?.on("data", take);
            child.stderr?.on("data", take);
            // "close", not "exit": a process that printed and ended may exit before its output is read.
            child.once("close", () => r(out.trim()));
          });
        });
        const results = await Promise.all(procs);
        for (const child of children) child.kill("SIGKILL");
        expect(
          results.filter((r) => r === "WON"),
          `round ${round}: ${results.join(", ")}`,
        ).toHaveLength(1);
        expect(
          results.filter((r) => r === "REFUSED"),
          results.join(", "),
        ).toHaveLength(7);
        rmSync(lockFileOf(dir), { force: true });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
