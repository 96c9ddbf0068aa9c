// The message catalogues match the code: runs `lingui extract --clean` on a copy of the catalogues
// and fails when that would change them (a string added or removed without extracting). Then the
// catalogue checks of docs/decisions/039-one-catalogue.md on the web's and the server's catalogues
// (scripts/lib/catalogue-check.mjs): nothing missing in either language, no clash, counts with a
// plural form or a singular noun, the glossary's spellings; and the server's compiled catalogue is
// up to date (scripts/i18n-server.mjs --check).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalogues } from "./lib/catalogue-check.mjs";

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

const problems = checkCatalogues();
if (problems.length) {
  console.error(
    `Catalogue check: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
  );
  process.exitCode = 1;
} else
  console.log(
    "Catalogue check: every message in English and Malayalam, no clash, counts and glossary words right.",
  );
const compiled = spawnSync(process.execPath, [path.join(root, "scripts/i18n-server.mjs"), "--check"], {
  encoding: "utf8",
});
if (compiled.status !== 0) {
  console.error(compiled.stderr || compiled.stdout);
  process.exitCode = 1;
}
