// Shared by bench-users.mjs and bench-works.mjs: the built server on a seeded temporary database,
// signed in as the admin, and the latency of one GET call over many sequential requests.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSeededDatabase } from "./bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./server.mjs";

/**
 * A temporary data folder (and, for engine "postgres", a fresh database on BENCH_DATABASE_URL),
 * migrated, with its first admin and `seed(database)` run: the server's `env`, the seconds the seed
 * took, and `drop()` to remove it all.
 */
async function seededBenchData(engine, { name, admin, seed }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cc-${name}-`));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "error",
  };
  let pg;
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, `cc_${name.replaceAll("-", "_")}`);
    env.DATABASE_URL = pg.url;
  }
  const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin });
  const seconds = await seed(database);
  await database.close();
  return {
    env,
    seconds,
    async drop() {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The engines a bench runs on: the embedded one, and PostgreSQL when BENCH_DATABASE_URL is set. */
export const BENCH_ENGINES = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres"] : [])];

/**
 * Seeds a temporary database on `engine` (see `seededBenchData`), logs `seeded(seconds)`, starts the
 * built server on it, signs in as `admin` and returns `body({ server, api, token })`; the server
 * and the data are removed afterwards.
 */
export async function withBenchServer(engine, { name, admin, seed, port, timeoutMs, seeded }, body) {
  const data = await seededBenchData(engine, { name, admin, seed });
  console.log(`\n--- ${engine}: ${seeded(data.seconds)} ---`);
  const server = await startServer({ port, env: data.env, timeoutMs });
  try {
    const login = await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: admin });
    return await body({ server, api: `${server.url}/api`, token: login.data.tokens.access });
  } finally {
    await stopServer(server);
    await data.drop();
  }
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

/** GET `url` once for its body, 10 times to warm up, then `runs` times timed (ms). */
export async function measureGet(url, token, runs) {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const body = await first.json();
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - t);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  }
  return { body, ...stats(samples) };
}
