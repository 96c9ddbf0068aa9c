// The message catalogues match the code: runs `lingui extract --clean` on a copy of the catalogues
// and fails when that would change them (a string added or removed without extracting).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const locales = path.join(web, "src/locales");
const backup = mkdtempSync(path.join(tmpdir(), "cc-locales-"));
cpSync(locales, backup, { recursive: true });

function poFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".po"))
    .sort();
}

let changed = [];
try {
  const res = spawnSync(path.join(root, "node_modules/.bin/lingui"), ["extract", "--clean"], {
    cwd: web,
    encoding: "utf8",
  });
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    process.exitCode = 1;
  } else {
    const before = poFiles(backup);
    const after = poFiles(locales);
    const all = [...new Set([...before, ...after])];
    changed = all.filter((f) => {
      try {
        return readFileSync(path.join(backup, f), "utf8") !== readFileSync(path.join(locales, f), "utf8");
      } catch {
        return true;
      }
    });
  }
} finally {
  rmSync(locales, { recursive: true, force: true });
  cpSync(backup, locales, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
if (changed.length) {
  console.error(
    `Message catalogues are out of date: ${changed.join(", ")}.\nRun \`npm run i18n:extract\`, translate the new messages in src/locales/ml, and commit.`,
  );
  process.exitCode = 1;
} else if (!process.exitCode) {
  console.log("Message catalogues match the code.");
}
