import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One process owns an embedded data folder (docs/decisions/011-backups-and-data-folder-lock.md). The owner holds
 * `DATA_DIR/catercrew.lock`, created atomically with its content (only one creator can win), readable only by its
 * owner. It names the process (pid, what it is, since when, the port once listening) and carries a
 * random control secret: `npm run backup` uses it to ask the running server for a backup.
 */
interface LockInfo {
  pid: number;
  /** "server", "seed:demo", "backup", "restore". */
  purpose: string;
  startedAt: string;
  port: number | null;
  host: string | null;
  secret: string;
}

export class DataDirLockedError extends Error {
  /** The holder, without its control secret (this error may be logged). */
  readonly holder: Omit<LockInfo, "secret">;
  constructor(
    holder: LockInfo,
    readonly lockFile: string,
  ) {
    const port = holder.port ? `, port ${holder.port}` : "";
    super(
      `The data folder ${path.dirname(lockFile)} is in use by another CaterCrew process ` +
        `(${holder.purpose}, pid ${holder.pid}${port}, since ${holder.startedAt}). ` +
        "Stop it first, or use a different DATA_DIR. Nothing was changed.",
    );
    const { secret: _secret, ...rest } = holder;
    this.holder = rest;
  }
}

export interface DataDirLock {
  readonly file: string;
  readonly info: LockInfo;
  /** Records where the server listens (after listen). */
  update(patch: Partial<Pick<LockInfo, "port" | "host">>): void;
  release(): void;
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, "catercrew.lock");

/** The current holder, or null when the folder is free (no lock file, or a dead holder). */
export function readLiveLock(dataDir: string): LockInfo | null {
  const info = readLock(lockFileOf(dataDir));
  return info && isAlive(info.pid) ? info : null;
}

function readLock(file: string): LockInfo | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  try {
    const v = JSON.parse(text) as Partial<LockInfo>;
    if (typeof v.pid !== "number") return null;
    return {
      pid: v.pid,
      purpose: String(v.purpose ?? "unknown"),
      startedAt: String(v.startedAt ?? "unknown"),
      port: typeof v.port === "number" ? v.port : null,
      host: typeof v.host === "string" ? v.host : null,
      secret: String(v.secret ?? ""),
    };
  } catch {
    // Unreadable (damaged by hand or by a full disk): treat as a dead holder.
    return { pid: 0, purpose: "unknown", startedAt: "unknown", port: null, host: null, secret: "" };
  }
}

/** A pid that still runs. Our own pid is never a live *other* holder (a container restarted as pid 1). */
function isAlive(pid: number): boolean {
  if (pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates the lock with its full content in one step: written to a private temporary file, then
 * hard-linked into place (link fails if the lock exists), so no process ever reads a half-written lock.
 */
function tryCreate(file: string, info: LockInfo): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.new`;
  writeFileSync(tmp, JSON.stringify(info), { mode: 0o600, flag: "wx" });
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Takes the lock or throws DataDirLockedError naming the holder. A lock left by a dead process
 * is taken over under a second lock file (`.takeover`, created the same way), re-checked inside it, so two processes
 * that both find the same stale lock cannot both win.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    purpose,
    startedAt: new Date().toISOString(),
    port: null,
    host: null,
    secret: randomBytes(32).toString("base64url"),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file, info)) return handle(file, info);
    const holder = readLock(file);
    if (holder && isAlive(holder.pid)) throw new DataDirLockedError(holder, file);
    // Stale: take it over under the takeover lock.
    const takeover = `${file}.takeover`;
    if (!tryCreate(takeover, info)) {
      const other = readLock(takeover);
      if (other && !isAlive(other.pid)) {
        // A takeover that died half-way: move it aside (rename is atomic; one mover wins).
        try {
          renameSync(takeover, `${takeover}.${randomBytes(6).toString("hex")}.dead`);
        } catch {}
      }
      sleepSync(20 + Math.random() * 30);
      continue;
    }
    try {
      const again = readLock(file);
      if (again && isAlive(again.pid)) throw new DataDirLockedError(again, file);
      rmSync(file, { force: true });
      if (tryCreate(file, info)) return handle(file, info);
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  const holder = readLock(file);
  if (holder) throw new DataDirLockedError(holder, file);
  throw new Error(`Could not take the lock ${file}`);
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function handle(file: string, info: LockInfo): DataDirLock {
  let released = false;
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off("exit", onExit);
    // Only our own lock: never remove a lock another process took over.
    if (readLock(file)?.secret === info.secret) rmSync(file, { force: true });
  }
  process.on("exit", onExit);
  return {
    file,
    info,
    update(patch) {
      Object.assign(info, patch);
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
      renameSync(tmp, file);
    },
    release,
  };
}
