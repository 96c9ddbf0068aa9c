import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import * as schema from "../db/schema.js";
import { API } from "../modules/index.js";

// The embedded engine's migrated data folder, archived by a worker's first file (the API
// project's files share a worker's modules): a file opens a copy of it when the worker's own
// database (below) is taken.
let pgliteTemplate: Blob | undefined;

/**
 * A worker's embedded database, lent to one file at a time and emptied back to its migrated state
 * when the file closes its app (every table truncated, the migrations' own rows and every
 * sequence put back), instead of a new engine opened from the archive per file: opening one
 * costs about 2 s of CPU, emptying it a tenth of that. A file that changed the schema (a table,
 * a column, a function or trigger made or dropped) leaves the engine closed instead, and the
 * next file starts a new one.
 */
interface LentPglite {
  database: Database;
  lent: boolean;
  schema: string;
  reset: string;
}
let lentPglite: LentPglite | undefined;

const SCHEMA_FINGERPRINT = `select concat_ws('/',
  (select count(*) from pg_class), (select max(oid::int8) from pg_class),
  (select count(*) from pg_attribute where attnum > 0 and not attisdropped),
  (select count(*) from pg_proc), (select count(*) from pg_trigger)) as f`;

async function schemaFingerprint(database: Database): Promise<string> {
  const { rows } = await database.query(SCHEMA_FINGERPRINT);
  return String(rows[0]?.f);
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function tableNames(database: Database): Promise<string[]> {
  const { rows } = await database.query(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((t) => String(t.name));
}

/** Each table's rows as the statement that puts them back (tables with none are left out). */
async function rowsOf(database: Database, names: string[]): Promise<Map<string, string>> {
  const inserts = new Map<string, string>();
  for (const name of names) {
    const { rows } = await database.query(
      `select json_agg(t)::text as rows, (select string_agg(quote_ident(attname), ', ' order by attnum)
         from pg_attribute where attrelid = '${name}'::regclass and attnum > 0 and not attisdropped
           and attgenerated = '') as cols
         from ${name} t`,
    );
    const json = rows[0]?.rows;
    if (typeof json !== "string") continue;
    const cols = String(rows[0]?.cols);
    inserts.set(
      name,
      `insert into ${name} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${name}, ${quoteLiteral(json)});`,
    );
  }
  return inserts;
}

/** Every sequence set back to where it is now. */
async function sequencesOf(database: Database): Promise<Map<string, string>> {
  const { rows } = await database.query(
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start,
            last_value::text as last from pg_sequences
      where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return new Map(
    rows.map((seq) => [
      String(seq.name),
      seq.last === null
        ? `select setval(${quoteLiteral(String(seq.name))}, ${seq.start}, false);`
        : `select setval(${quoteLiteral(String(seq.name))}, ${seq.last}, true);`,
    ]),
  );
}

/** A migrated database's tables, rows and sequences. */
interface Snapshot {
  tables: string[];
  rows: Map<string, string>;
  sequences: Map<string, string>;
}

async function snapshot(database: Database, tables?: string[]): Promise<Snapshot> {
  const names = tables ?? (await tableNames(database));
  return { tables: names, rows: await rowsOf(database, names), sequences: await sequencesOf(database) };
}

/**
 * The SQL that empties every table and puts back the migrations' rows and sequences (`migrated`,
 * read before any app started: not the first admin or the fares an app seeds at its start), and
 * the rows and sequences of what an app's start makes (the job queue's tables).
 */
async function resetScript(database: Database, migrated: Snapshot): Promise<string> {
  const names = await tableNames(database);
  const made = await snapshot(
    database,
    names.filter((name) => !migrated.tables.includes(name)),
  );
  const sequences = new Map([...made.sequences, ...migrated.sequences]);
  return [
    `truncate ${names.join(", ")} restart identity cascade;`,
    ...migrated.rows.values(),
    ...made.rows.values(),
    ...sequences.values(),
  ].join("\n");
}

/** The worker's embedded database when it is free; a new one (opened from the archive) when not. */
export async function migratedPglite(
  dataDir: string,
): Promise<{ database: Database; release: () => Promise<void> }> {
  if (lentPglite && !lentPglite.lent) {
    const lent = lentPglite;
    lent.lent = true;
    return { database: withNewHandle(lent.database), release: () => giveBack(lent) };
  }
  if (lentPglite) {
    const database = await openDatabase({ dataDir, memory: true, loadDataDir: pgliteTemplate });
    return { database, release: () => database.close() };
  }
  const lent = await newLentPglite(dataDir);
  lentPglite = lent;
  return { database: withNewHandle(lent.database), release: () => giveBack(lent) };
}

/**
 * A migrated engine, its schema's fingerprint and the script that empties it. An app is started
 * and closed on it first, since starting makes the job queue's tables.
 */
async function newLentPglite(dataDir: string): Promise<LentPglite> {
  let database: Database;
  if (pgliteTemplate) {
    database = await openDatabase({ dataDir, memory: true, loadDataDir: pgliteTemplate });
  } else {
    database = await openDatabase({ dataDir, memory: true });
    await migrate(database);
    pgliteTemplate = await database.dumpDataDir?.();
  }
  const migrated = await snapshot(database);
  const app = await buildApp(testConfig(dataDir), API, { database, serveWeb: false, logger: false });
  await app.ready();
  await app.close();
  const reset = await resetScript(database, migrated);
  // What that app seeded at its start (the first admin, the fares) goes: each file's app seeds its own.
  await database.exec(reset);
  return { database, lent: true, schema: await schemaFingerprint(database), reset };
}

/**
 * The database with a handle of its own: what the app keeps per handle (the published works'
 * shared list) starts empty for each file, as on a new engine.
 */
function withNewHandle(database: Database): Database {
  const client = "$client" in database.db ? database.db.$client : undefined;
  if (!(client instanceof PGlite)) throw new Error("The embedded database has no PGlite client.");
  return { ...database, db: drizzlePglite(client, { schema }) };
}

async function giveBack(lent: LentPglite): Promise<void> {
  if ((await schemaFingerprint(lent.database)) !== lent.schema) {
    lentPglite = undefined;
    await lent.database.close();
    return;
  }
  await lent.database.exec(lent.reset);
  lent.lent = false;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: "silent", JWT_SECRET: "test-secret-test-secret-test-secret-123456" },
    { registrationRateLimit: 100_000, jobWorkers: false, ...overrides },
  );
}
