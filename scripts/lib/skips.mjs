// One way for the test scripts to say a check did not run: a loud line in the output, and a line
// in the file `npm test` collects (CATERCREW_SKIPS_FILE) so it can list every skip at the end.
import { appendFileSync } from "node:fs";

export const SKIPS_FILE_ENV = "CATERCREW_SKIPS_FILE";

/** The PostgreSQL URL the scripts use, if any. */
export const postgresBase = () => process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL || "";

/**
 * Records a skipped check. `postgres: true` marks a check that needs PostgreSQL: with CI=true such a
 * skip fails the run (in `npm test` at the end; when a script runs on its own, its exit code).
 */
export function reportSkip(check, reason, { postgres = false } = {}) {
  console.log(`\n!!! SKIPPED: ${check}: ${reason}\n`);
  const file = process.env[SKIPS_FILE_ENV];
  if (file) appendFileSync(file, `${JSON.stringify({ check, reason, postgres })}\n`);
  else if (postgres && isCi()) {
    console.error(`CI=true: "${check}" must run on PostgreSQL; failing.`);
    process.exitCode = 1;
  }
}

export const isCi = () => Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";

/** Why PostgreSQL at `url` cannot be used (not set, or not answering), or null when it answers. */
export async function postgresUnavailable(url) {
  if (!url) return "TEST_DATABASE_URL is not set";
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (err) {
    return `PostgreSQL at ${redact(url)} is not reachable (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "the given URL";
  }
}
