#!/usr/bin/env node
// Reads a browser test run's output (Playwright's list reporter, e.g. the log of `npm test` or
// `.ci/run`) on stdin and writes apps/web/e2e/durations.json: the seconds each spec file took,
// summed over its tests. The Playwright config splits the files between its servers by these
// times (by file size for a file not listed), so the groups end together.
//   node scripts/e2e-durations.mjs < ci.log
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ESC = String.fromCharCode(27);
const text = readFileSync(0, "utf8").replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, "g"), "");
const seconds = {};
for (const m of text.matchAll(
  /[✓✘]\s+\d+ \[[^\]]+\] › apps\/web\/e2e\/([\w./-]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/gm,
)) {
  const [, file, value, unit] = m;
  const factor = unit === "ms" ? 0.001 : unit === "m" ? 60 : 1;
  seconds[file] = (seconds[file] ?? 0) + Number(value) * factor;
}
const files = Object.keys(seconds).sort();
if (files.length === 0) {
  console.error("No browser test lines found on stdin.");
  process.exit(1);
}
const out = Object.fromEntries(files.map((f) => [f, Math.round(seconds[f])]));
const target = path.join(import.meta.dirname, "../apps/web/e2e/durations.json");
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `${files.length} spec files, ${Math.round(Object.values(seconds).reduce((a, b) => a + b, 0))} s in all: ${target}`,
);
