import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@catercrew/shared";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app.js";
import { hashPassword } from "../auth/passwords.js";
import type { Config } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { MIGRATIONS_DIR, migrate, migrationNames } from "../db/migrate.js";
import { contextOf, type ServiceContext } from "../lib/context.js";
import { API } from "../modules/index.js";
import { insertUser, type UserRow } from "../modules/users/users.repository.js";
import { migratedPglite, testConfig } from "./lent-pglite.js";

/** "pglite" by default; "postgres" when TEST_DATABASE_URL is set (a fresh database per file). */
export const TEST_ENGINE = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export interface TestApp {
  app: FastifyInstance;
  db: Database["db"];
  config: Config;
  close(): Promise<void>;
  /** A user of the role with a valid access token (approved unless said otherwise). */
  createUser(role: Role, opts?: Partial<UserRowInput>): Promise<TestUser>;
  /** app.inject with a bearer token when `as` is given. */
  request(opts: InjectOptions & { as?: TestUser | null }): Promise<LightMyRequestResponse>;
}

export interface TestUser {
  row: UserRow;
  id: number;
  token: string;
  password: string;
}

type UserRowInput = Omit<Parameters<typeof insertUser>[1], "passwordHash"> & { password: string };

let counter = 0;
const passwordHashCache = new Map<string, Promise<string>>();

/** The migrations' fingerprint: a template built from other migrations is never used. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const name of migrationNames())
    hash.update(name).update(readFileSync(`${MIGRATIONS_DIR}/${name}.sql`));
  return hash.digest("hex").slice(0, 16);
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated PostgreSQL database each test file's own is copied from (CREATE DATABASE ... TEMPLATE),
 * so a file does not apply every migration again: built once per migration set, under an advisory
 * lock (two workers start together), under another name first and renamed once complete.
 */
async function postgresTemplate(admin: pg.Client, dataDir: string): Promise<string> {
  const name = `cc_tpl_${migrationsKey()}`;
  await admin.query("select pg_advisory_lock(727002)");
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(building), dataDir, poolSize: 1 });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(727002)");
  }
  return name;
}

/** A fresh app on a fresh database for one test file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-test-"));
  let database: Database;
  let release: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const name = `cc_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${await postgresTemplate(admin, dataDir)}`);
    } finally {
      await admin.end();
    }
    database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir, poolSize: 5 });
    release = async () => {
      await database.close();
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    ({ database, release } = await migratedPglite(dataDir));
  }
  const config = testConfig(dataDir, overrides);
  const app = await buildApp(config, API, { database, serveWeb: false, logger: false });
  await app.ready();

  const createUser: TestApp["createUser"] = async (role, opts = {}) => {
    counter += 1;
    const n = `${process.pid % 1000}${counter}`.padStart(6, "0").slice(-6);
    const password = opts.password ?? "secret123";
    let hash = passwordHashCache.get(password);
    if (!hash) {
      hash = hashPassword(password);
      passwordHashCache.set(password, hash);
    }
    const { password: _p, ...rest } = opts;
    const row = await insertUser(database.db, {
      userName: `${role} user ${counter}`,
      mobileNumber: `9${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${n}`,
      role,
      isApproved: true,
      district: "palakkad",
      place: "Cherpulassery",
      // An adult unless a test says otherwise (the ages rule, record 064).
      dateOfBirth: "1995-05-05",
      ...rest,
      passwordHash: await hash,
    });
    return { row, id: row.id, password, token: app.signAccessToken(row) };
  };

  return {
    app,
    db: database.db,
    config,
    createUser,
    request: ({ as, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...(headers ?? {}), ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds a multipart body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer; type?: string }> = {},
) {
  const boundary = `----cc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Smallest valid PNG header bytes followed by padding. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/**
 * The service context of a test app: the factory tests use to call a service directly, with
 * overrides such as a fixed clock (`{ now: () => new Date(...) }`).
 */
export function testContext(
  t: Pick<TestApp, "app">,
  overrides: Partial<ServiceContext> = {},
): ServiceContext {
  return { ...contextOf(t.app), ...overrides };
}
