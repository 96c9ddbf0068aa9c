import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BackupFile, BackupStatus } from "@catercrew/shared";
import { backupFileName } from "../../backup/backup-format.js";
import { createBackup, writeBackupFile } from "../../backup/create-backup.js";
import type { Database } from "../../db/client.js";

const NAME = /^catercrew-\d{8}-\d{6}Z?\.jsonl\.gz(\.enc)?$/;
const DAY = 86_400_000;
/** The dashboard warns when the newest backup is older than this. */
const STALE_AFTER_MS = 2 * DAY;

interface Attempt {
  at: string;
  ok: boolean;
  error: string | null;
}

/** The backups in a folder, newest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => NAME.test(n));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const st = statSync(path.join(dir, name));
      return { name, created_at: st.mtime.toISOString(), size_bytes: st.size };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

/** Above this many requests a second (over the last 10 s) a burst is on: the daily backup waits. */
export const BUSY_REQUESTS_PER_SECOND = 5;
/** The longest a due backup waits for a burst to end: then it runs anyway. */
export const BACKUP_MAX_WAIT_MS = 2 * 60 * 60 * 1000;

/**
 * Whether the daily backup runs now (docs/decisions/044-peak-hour.md): "skip" while the latest is
 * less than a day old, "wait" (try again in a minute) while a burst of requests is on, unless
 * the backup is already BACKUP_MAX_WAIT_MS overdue, else "run". On the embedded engine a backup
 * holds the one connection for its whole read (seconds at 50,000 works).
 */
export function dailyBackupDue(opts: {
  latestAt: number | null;
  now: number;
  requestsPerSecond: number;
}): "run" | "wait" | "skip" {
  const { latestAt, now, requestsPerSecond } = opts;
  if (latestAt !== null && now - latestAt < DAY) return "skip";
  const overdue = latestAt !== null && now - latestAt >= DAY + BACKUP_MAX_WAIT_MS;
  if (requestsPerSecond > BUSY_REQUESTS_PER_SECOND && !overdue) return "wait";
  return "run";
}

/**
 * Backups under BACKUP_DIR: runs one (automatic daily, or on request), keeps BACKUP_KEEP_DAYS
 * days of them (always the newest), and reports the latest and the last attempt.
 */
export class BackupService {
  private timer: NodeJS.Timeout | undefined;
  private firstRun: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private running: Promise<BackupFile> | undefined;
  private readonly attemptFile: string;
  private attempt: Attempt | undefined;

  constructor(
    private readonly database: Database,
    private readonly dataDir: string,
    private readonly dir: string,
    private readonly keepDays: number,
    readonly automatic: boolean,
    private readonly passphrase: string | undefined,
    private readonly log: { info(o: object, m: string): void; error(o: object, m: string): void },
    /** Requests per second lately (app.requestRate): the daily backup waits out a burst. */
    private readonly requestRate: () => number = () => 0,
  ) {
    this.attemptFile = path.join(dir, "last-attempt.json");
  }

  list(): BackupFile[] {
    return listBackups(this.dir);
  }

  pathOf(file: BackupFile): string {
    return path.join(this.dir, file.name);
  }

  /** One backup now (a second call while one runs joins it). */
  run(): Promise<BackupFile> {
    this.running ??= this.doRun().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async doRun(): Promise<BackupFile> {
    const at = new Date();
    try {
      const { bytes, manifest } = await createBackup(this.database, this.dataDir);
      const name = backupFileName(at, !!this.passphrase);
      await writeBackupFile(path.join(this.dir, name), bytes, this.passphrase);
      this.record({ at: at.toISOString(), ok: true, error: null });
      this.prune();
      this.log.info({ file: name, bytes: bytes.length, tables: manifest.tables }, "backup written");
      const st = statSync(path.join(this.dir, name));
      return { name, created_at: st.mtime.toISOString(), size_bytes: st.size };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.record({ at: at.toISOString(), ok: false, error: message });
      this.log.error({ err }, "backup failed");
      throw err;
    }
  }

  private record(attempt: Attempt) {
    this.attempt = attempt;
    try {
      writeFileSync(this.attemptFile, JSON.stringify(attempt), { mode: 0o600 });
    } catch {
      // The folder itself may be what failed; the status then shows no attempt file.
    }
  }

  private lastAttempt(): Attempt | null {
    // This process's own last attempt (even when the folder could not be written), else the file.
    if (this.attempt) return this.attempt;
    try {
      const v = JSON.parse(readFileSync(this.attemptFile, "utf8")) as Partial<Attempt>;
      if (typeof v.at !== "string" || typeof v.ok !== "boolean") return null;
      return { at: v.at, ok: v.ok, error: typeof v.error === "string" ? v.error : null };
    } catch {
      return null;
    }
  }

  /** Removes backups older than BACKUP_KEEP_DAYS; the newest always stays. */
  prune(now = Date.now()) {
    const [, ...older] = this.list();
    for (const f of older) {
      if (now - Date.parse(f.created_at) > this.keepDays * DAY) rmSync(this.pathOf(f), { force: true });
    }
  }

  status(now = Date.now()): BackupStatus {
    const files = this.list();
    const latest = files[0] ?? null;
    const last = this.lastAttempt();
    let warning: string | null = null;
    if (last && !last.ok) warning = `The last backup attempt failed: ${last.error ?? "unknown error"}`;
    else if (!latest) warning = "No backup has been made yet.";
    else if (now - Date.parse(latest.created_at) > STALE_AFTER_MS)
      warning = "The latest backup is more than two days old.";
    return {
      latest,
      last_attempt: last,
      warning,
      automatic: this.automatic,
      encrypted: !!this.passphrase,
      keep_days: this.keepDays,
      count: files.length,
    };
  }

  /**
   * Daily while running: checks hourly (first a minute after start) for a backup in the last 24 h.
   * During a burst of requests it tries again each minute instead (dailyBackupDue).
   */
  start() {
    if (!this.automatic) return;
    const check = () => {
      const latest = this.list()[0];
      const due = dailyBackupDue({
        latestAt: latest ? Date.parse(latest.created_at) : null,
        now: Date.now(),
        requestsPerSecond: this.requestRate(),
      });
      if (due === "run") this.run().catch(() => {});
      else if (due === "wait") {
        clearTimeout(this.retry);
        this.retry = setTimeout(check, 60_000);
        this.retry.unref();
      }
    };
    this.firstRun = setTimeout(check, 60_000);
    this.firstRun.unref();
    this.timer = setInterval(check, 3_600_000);
    this.timer.unref();
  }

  async stop() {
    clearTimeout(this.firstRun);
    clearTimeout(this.retry);
    clearInterval(this.timer);
    await this.running?.catch(() => {});
  }
}
