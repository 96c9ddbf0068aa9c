import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "../db/client.js";

/** Restore targets for the backup tests, on the engine under test. */
export interface Target {
  database: Database;
  dataDir: string;
  drop(): Promise<void>;
}

/** An empty database (fresh PostgreSQL database, or a fresh embedded folder on disk) and folder. */
export async function freshTarget(opts: { memory?: boolean } = {}): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-restore-"));
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    // On disk like a real restore; in memory where only the logic is under test (initdb is slow).
    const database = await openDatabase({ dataDir, purpose: "restore", memory: opts.memory ?? false });
    return {
      database,
      dataDir,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cc_restore_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 2 });
  return {
    database,
    dataDir,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function rowsOf(database: Database, text: string): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(database.db, sql.raw(text));
}

/** Every table's rows as text (sorted), keyed by table. */
export async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf(
    database,
    // answer_version counts commits from a random start (migration 0030): it says nothing of the data.
    "select tablename as t from pg_tables where schemaname = 'public' and tablename not in ('schema_migrations', 'answer_version') order by 1",
  );
  const out: Record<string, string[]> = {};
  for (const { t } of tables) {
    const rows = await rowsOf(database, `select row_to_json(x)::text as j from "${t}" x`);
    out[String(t)] = rows.map((r) => String(r.j)).sort();
  }
  return out;
}

export function filesOf(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, "uploads");
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {}
  return Object.fromEntries(names.sort().map((n) => [n, readFileSync(path.join(dir, n)).toString("hex")]));
}
