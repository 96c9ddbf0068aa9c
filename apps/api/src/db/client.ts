import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { ArrivalOrderGate } from "./arrival-order/arrival-order.js";
import { acquireDataDirLock, type DataDirLock } from "./data-lock.js";
import { TextTypeParsers } from "./pglite-parsers.js";
import { PreparedStatements, type StatementRunner } from "./pglite-statements.js";
import { recordDatabaseWait } from "./wait-time.js";

/**
 * The database handle every repository takes; the same type for PGlite and PostgreSQL. Without
 * drizzle's relational queries (`db.query.<table>`): the app builds its reads from the tables, and
 * drizzle would otherwise make a query builder for every table with each transaction.
 */
type NoRelations = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Runs raw SQL with no result rows needed (migrations of tests, maintenance). */
  exec(sqlText: string): Promise<void>;
  /** Raw SQL with $n parameters, or several statements without parameters (the job queue's). */
  query(sqlText: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** The exclusive lock on an embedded data folder (none for PostgreSQL or in memory). */
  lock?: DataDirLock;
  /** The embedded engine's whole data folder as one archive (what `loadDataDir` opens again). */
  dumpDataDir?(): Promise<Blob>;
}

interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  memory?: boolean;
  /** In memory: start from this archive of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** What opens an embedded data folder, named to a second process it refuses (default "server"). */
  purpose?: string;
}

const gates = new WeakMap<PGlite, ArrivalOrderGate>();
function gateOf(client: PGlite): ArrivalOrderGate {
  let gate = gates.get(client);
  if (!gate) {
    gate = new ArrivalOrderGate();
    gates.set(client, gate);
  }
  return gate;
}

/**
 * PGlite whose queries and transactions take turns in the order the requests arrived, with each
 * statement text prepared once (db/pglite-statements.ts) and the types drizzle reads as text read
 * so by the table (db/pglite-parsers.ts).
 */
class ArrivalOrderPGlite extends PGlite {
  readonly statements = new PreparedStatements();
  #textTypes: TextTypeParsers | undefined;
  readonly #direct: StatementRunner = {
    query: (text, params, options) => super.query(text, params, options),
    exec: (text, options) => super.exec(text, options),
  };
  readonly #options = (options: QueryOptions | undefined): QueryOptions | undefined =>
    this.#textTypes ? this.#textTypes.options(options) : options;

  /** Once ready (its array types read): the table reads drizzle's text types as text. */
  readTextTypesAsText(): void {
    this.#textTypes ??= new TextTypeParsers(this.parsers);
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return gateOf(this).run(() =>
      this.statements.query<T>(this.#direct, query, params, this.#options(options)),
    );
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return gateOf(this).run(() => super.exec(query, this.#options(options)));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return gateOf(this).run(() =>
      super.transaction((tx) => callback(this.statements.inTransaction(tx, this.#options))),
    );
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A pool that reports how long each call waited for a free connection. */
class TimedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const asked = performance.now();
    if (!callback) {
      return super.connect().then((client) => {
        recordDatabaseWait(asked);
        return client;
      });
    }
    super.connect((err, client, done) => {
      recordDatabaseWait(asked);
      callback(err, client, done);
    });
    return undefined;
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new TimedPool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    await pool.query("select 1");
    const db: Db = drizzlePg(pool);
    return {
      db,
      engine: "postgres",
      exec: async (text) => {
        await pool.query(text);
      },
      query: async (text, values) => {
        const res = await pool.query<Record<string, unknown>>(text, values);
        // Several statements answer an array of results; the last one is the answer.
        const last = Array.isArray(res) ? res.at(-1) : res;
        return { rows: last?.rows ?? [] };
      },
      close: () => pool.end(),
    };
  }
  let client: ArrivalOrderPGlite;
  let lock: DataDirLock | undefined;
  if (opts.memory) {
    client = new ArrivalOrderPGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : undefined);
  } else {
    // One process owns the folder: taken before PGlite touches a file, released on close.
    lock = acquireDataDirLock(opts.dataDir, opts.purpose ?? "server");
    try {
      const dir = path.join(opts.dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
      client = new ArrivalOrderPGlite(dir);
      await client.waitReady;
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  await client.waitReady;
  client.readTextTypesAsText();
  const db: Db = drizzlePglite(client);
  return {
    db,
    engine: "pglite",
    exec: async (text) => {
      await client.exec(text);
    },
    query: async (text, values) => {
      if (values && values.length > 0) return await client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    ...(lock ? { lock } : {}),
  };
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error("A raw query answered without rows.");
}
