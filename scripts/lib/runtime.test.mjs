// The project's runtime and its PostgreSQL for tests, from the outside: the launcher on a PATH
// with only Node 20, the pinned checksum, and the embedded PostgreSQL's binaries from a folder its
// system user cannot enter (docs/decisions/061-one-runtime.md).
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { enterableBase, othersCanEnter, readableInstall } from "./embedded-server.mjs";
import { ensureNode24, PINNED } from "./node24.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const made = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The machine's own Node 20 (the first `node` on PATH that is not 24), or null. */
function node20() {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, "node");
    if (!existsSync(file)) continue;
    const version = spawnSync(file, ["--version"], { encoding: "utf8" }).stdout.trim();
    if (version.startsWith("v20.")) return file;
  }
  return existsSync("/usr/bin/node") ? "/usr/bin/node" : null;
}

describe("the runtime launcher (scripts/run24.mjs)", () => {
  const own = node20();

  it("runs a command on the pinned Node 24 from a shell whose PATH has only Node 20 and npm", () => {
    expect(own, "this machine's own Node 20").not.toBeNull();
    const only = tempDir("cc-path-");
    symlinkSync(own, path.join(only, "node"));
    const npm = execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim();
    symlinkSync(npm, path.join(only, "npm"));
    for (const tool of ["sh", "tar", "gzip"]) {
      const found = execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
      symlinkSync(found, path.join(only, tool));
    }
    const env = { HOME: process.env.HOME, PATH: only, CATERCREW_CACHE: process.env.CATERCREW_CACHE ?? "" };
    if (!env.CATERCREW_CACHE) delete env.CATERCREW_CACHE;
    const run = (...args) =>
      execFileSync(path.join(only, "node"), [path.join(root, "scripts/run24.mjs"), ...args], {
        encoding: "utf8",
        env,
      }).trim();
    expect(execFileSync(path.join(only, "node"), ["--version"], { encoding: "utf8", env }).trim()).toMatch(
      /^v20\./,
    );
    expect(run("node", "--version")).toBe(`v${PINNED.version}`);
    // What the command starts runs on 24 too (npm scripts, the test runner, the server).
    expect(run("sh", "-c", "node --version")).toBe(`v${PINNED.version}`);
    expect(
      execFileSync(path.join(only, "node"), [path.join(root, "scripts/run24.mjs"), "node", "--version"], {
        encoding: "utf8",
        env: { ...env, CATERCREW_NODE: "system" },
      }).trim(),
    ).toMatch(/^v20\./);
  });

  it("passes the command's exit code through", () => {
    const status = spawnSync(process.execPath, [
      path.join(root, "scripts/run24.mjs"),
      "sh",
      "-c",
      "exit 7",
    ]).status;
    expect(status).toBe(7);
  });

  it("refuses a tarball whose checksum is not the pinned one, and installs nothing", () => {
    const cache = tempDir("cc-node-cache-");
    const wrong = { ...PINNED, integrity: `sha512-${"A".repeat(86)}==` };
    expect(() =>
      ensureNode24({ env: { ...process.env, CATERCREW_CACHE: cache }, pinned: wrong, log: () => {} }),
    ).toThrow(/has checksum sha512-.*nothing was installed/);
    expect(existsSync(path.join(cache, `node-${PINNED.version}`))).toBe(false);
  });
});

describe("the embedded PostgreSQL's folders (scripts/lib/embedded-server.mjs)", () => {
  it("tells a folder others cannot enter", () => {
    const closed = tempDir("cc-closed-");
    chmodSync(closed, 0o700);
    const inner = path.join(closed, "inner");
    mkdirSync(inner, { mode: 0o755 });
    expect(othersCanEnter(inner)).toBe(false);
    chmodSync(closed, 0o755);
    expect(othersCanEnter(inner)).toBe(true);
    expect(enterableBase(inner)).toBe(inner);
    chmodSync(closed, 0o700);
    expect(enterableBase(inner)).not.toBe(inner);
  });

  it("copies the binaries once into a folder everyone can enter, and replaces a copy others could change", () => {
    const base = tempDir("cc-pg-base-");
    chmodSync(base, 0o755);
    const first = readableInstall(base, { copy: true });
    const bin = path.join(first.platform, "native/bin");
    expect(first.platform.startsWith(base)).toBe(true);
    expect(othersCanEnter(bin)).toBe(true);
    expect(existsSync(path.join(bin, "postgres"))).toBe(true);
    expect(existsSync(path.join(first.library, "dist/index.js"))).toBe(true);
    const copyRoot = path.resolve(first.library, "../..");
    const made = statSync(path.join(copyRoot, "complete")).mtimeMs;
    readableInstall(base, { copy: true });
    expect(statSync(path.join(copyRoot, "complete")).mtimeMs).toBe(made);
    chmodSync(copyRoot, 0o777);
    writeFileSync(path.join(copyRoot, "planted"), "x");
    readableInstall(base, { copy: true });
    expect(existsSync(path.join(copyRoot, "planted"))).toBe(false);
    expect(statSync(copyRoot).mode & 0o777).toBe(0o755);
  });
});
