// Runs a project command on the project's runtime, Node 24 LTS (docs/decisions/061-one-runtime.md):
// on a machine whose own Node is 24 it runs the command as it is; elsewhere it fetches the pinned
// Node 24 once (scripts/lib/node24.mjs) and runs the command with that Node first on PATH, so the
// command and everything it starts (npm, vitest, the server) run on 24. Every npm script goes
// through it. CATERCREW_NODE=system runs on the machine's own Node instead (Node 20.19 or newer
// stays a supported way to run the built server; CI checks it with a short smoke).
// Usage: node scripts/run24.mjs <command> [args...]
import { spawn } from "node:child_process";
import { constants } from "node:os";
import path from "node:path";
import { ensureNode24, majorOf, PINNED, unsupportedPlatform } from "./lib/node24.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/run24.mjs <command> [args...]");
  process.exit(2);
}

function runtimePath() {
  if (majorOf(process.version) === 24 || process.env.CATERCREW_NODE === "system") return null;
  if (unsupportedPlatform()) {
    console.error(
      `Node 24 is the project's runtime; ${unsupportedPlatform()}, so this runs on Node ${process.version}. Install Node 24 LTS to match.`,
    );
    return null;
  }
  try {
    return ensureNode24();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(
      `Node ${PINNED.version} could not be had. Install Node 24 LTS, or set CATERCREW_NODE=system to run on Node ${process.version}.`,
    );
    process.exit(1);
  }
}

const bin = runtimePath();
const env = bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` } : process.env;
const file = bin && command === "node" ? path.join(bin, "node") : command;
const child = spawn(file, args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.once("error", (err) => {
  console.error(`${command}: ${err.message}`);
  process.exit(127);
});
child.once("exit", (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 1) : (code ?? 1));
});
