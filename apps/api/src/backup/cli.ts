/**
 * npm run backup [-- FILE]           one backup file (default: BACKUP_DIR/catercrew-<time>.jsonl.gz)
 * npm run restore -- FILE [--force]  into an empty data folder or database (--force: replace)
 *
 * Embedded engine: while a server owns the data folder, `backup` asks that server for the backup
 * (the lock file's secret, loopback only) and `restore` refuses; with no server, they open the
 * folder themselves under the same lock. PostgreSQL: through DATABASE_URL.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { DataDirLockedError, readLiveLock } from "../db/data-lock.js";
import { NewerSchemaError } from "../db/migrate.js";
import { BackupRefusedError, backupFileName, CONTROL_HEADER } from "./backup-format.js";
import { backupIsEncrypted } from "./backup-reader.js";
import { createBackup, writeBackupFile } from "./create-backup.js";
import { checkBackup, restoreBackup } from "./restore-backup.js";

class CliError extends Error {}

function open(config: ReturnType<typeof loadConfig>, purpose: string): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, purpose });
}

async function fromRunningServer(holder: NonNullable<ReturnType<typeof readLiveLock>>): Promise<Buffer> {
  if (holder.purpose === "server" && !holder.port) {
    throw new CliError(
      `The server (pid ${holder.pid}, since ${holder.startedAt}) is still starting; run the backup again in a moment.`,
    );
  }
  if (holder.purpose !== "server" || !holder.port) {
    throw new CliError(
      `The data folder is in use by ${holder.purpose} (pid ${holder.pid}, since ${holder.startedAt}); run the backup again when it has finished.`,
    );
  }
  const host = !holder.host || holder.host === "0.0.0.0" || holder.host === "::" ? "127.0.0.1" : holder.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${holder.port}/api/internal/backup/`;
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers: { [CONTROL_HEADER]: holder.secret } });
  } catch (err) {
    throw new CliError(
      `The running server (pid ${holder.pid}, port ${holder.port}) did not answer: ${String(err)}`,
    );
  }
  if (!res.ok) {
    throw new CliError(
      `The running server (pid ${holder.pid}, port ${holder.port}) answered ${res.status}: ${await res.text()}`,
    );
  }
  return Buffer.from(await res.arrayBuffer());
}

async function backup(config: ReturnType<typeof loadConfig>, args: string[]) {
  const encrypted = !!config.backupPassphrase;
  const file = path.resolve(args[0] ?? path.join(config.backupDir, backupFileName(new Date(), encrypted)));
  let bytes: Buffer;
  let via: string;
  const holder = config.databaseUrl ? null : readLiveLock(config.dataDir);
  if (holder) {
    bytes = await fromRunningServer(holder);
    via = `the running server (pid ${holder.pid}, port ${holder.port})`;
  } else {
    if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "pglite"))) {
      throw new CliError(
        `There is no CaterCrew database in ${config.dataDir} (check DATA_DIR). Nothing was written.`,
      );
    }
    const database = await open(config, "backup");
    try {
      bytes = (await createBackup(database, config.dataDir)).bytes;
    } finally {
      await database.close();
    }
    via = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the data folder ${config.dataDir}`;
  }
  // Checked as a restore would check it before it is called a backup.
  const manifest = await checkBackup({ bytes });
  await writeBackupFile(file, bytes, config.backupPassphrase);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written: ${file}\n  ${statSync(file).size} bytes from ${via}${encrypted ? ", encrypted (BACKUP_PASSPHRASE)" : ", NOT encrypted (set BACKUP_PASSPHRASE)"}; ` +
      `schema ${manifest.schemaVersion}; ${rows} rows in ${Object.keys(manifest.tables).length} tables; ${manifest.files.count} stored files; sha256 ${manifest.sha256}`,
  );
}

/** BACKUP_PASSPHRASE, else asked on the terminal without echo; refused when there is none. */
async function passphraseFor(config: ReturnType<typeof loadConfig>): Promise<string> {
  if (config.backupPassphrase) return config.backupPassphrase;
  if (!process.stdin.isTTY)
    throw new CliError(
      "This backup is encrypted: set BACKUP_PASSPHRASE to its passphrase. Nothing was restored.",
    );
  process.stdout.write("This backup is encrypted. Passphrase: ");
  return new Promise((resolve, reject) => {
    const typed: string[] = [];
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    const done = (fn: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      fn();
    };
    // Nothing typed is shown.
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(() => resolve(typed.join("")));
        if (ch === "\u0003") return done(() => reject(new CliError("Cancelled. Nothing was restored.")));
        if (ch === "\u007f" || ch === "\b") typed.pop();
        else typed.push(ch);
      }
    };
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function restore(config: ReturnType<typeof loadConfig>, args: string[]) {
  const force = args.includes("--force");
  const fileArg = args.find((a) => !a.startsWith("--"));
  if (!fileArg) throw new CliError("Usage: npm run restore -- FILE [--force]");
  const file = path.resolve(fileArg);
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  const source = { file };
  const passphrase = (await backupIsEncrypted(source)) ? await passphraseFor(config) : undefined;
  const opts = { passphrase, maxInflatedBytes: config.restoreMaxBytes, force };
  // Every check of the file comes before the target is opened.
  await checkBackup(source, opts);
  const database = await open(config, "restore");
  try {
    const result = await restoreBackup(database, config.dataDir, source, { ...opts, checked: true });
    const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${file} (made ${result.manifest.createdAt}, schema ${result.manifest.schemaVersion}): ` +
        `${rows} rows, ${result.manifest.files.count} stored files into ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}.` +
        (result.migrationsAfter.length ? `\nThen applied ${result.migrationsAfter.join(", ")}.` : ""),
    );
  } finally {
    await database.close();
  }
}

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const [command, ...args] = process.argv.slice(2);
  try {
    const config = loadConfig();
    if (command === "backup") await backup(config, args);
    else if (command === "restore") await restore(config, args);
    else throw new CliError("Usage: cli.js backup [FILE] | restore FILE [--force]");
  } catch (err) {
    if (
      err instanceof CliError ||
      err instanceof ConfigError ||
      err instanceof BackupRefusedError ||
      err instanceof DataDirLockedError ||
      err instanceof NewerSchemaError
    ) {
      console.error(err.message);
      process.exit(1);
    }
    // Anything else (a full disk, a lost connection, a row the schema refuses) is one line too;
    // a restore's transaction has rolled back, so the target is as it was.
    const message = (err instanceof Error ? err.message : String(err)).split("\n")[0];
    console.error(
      command === "restore"
        ? `The restore failed and changed nothing: ${message}`
        : `The ${command ?? "command"} failed: ${message}`,
    );
    process.exit(1);
  }
}

await main();
