// House rules that keep the project easy to find one's way in (docs/decisions/046-house-rules.md):
// - every API route is declared in a domain module's `modules/<domain>/*.routes.ts` (or one of its
//   rooms, `modules/<domain>/<room>/*.routes.ts`), nowhere else;
// - no two files of the web app share a name (the catalogues of each language, `locales/<lang>/`,
//   are one file per language by design);
// - comments cite decision records in docs/decisions/, never a file outside the repository nor an
//   issue of the tracker by number (the repository must read whole without them);
// - the index of decision records (docs/decisions/README.md) lists every record as it stands.
// Exits 1 with the offending places. Part of `npm test`'s static checks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { indexText } from "./decisions-index.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
/** Files read for citations: the sources, the migrations' SQL and the READMEs beside them. */
const COMMENTED = /\.(ts|tsx|mjs|cjs|js|sql|md)$/;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else out.push(rel);
  }
  return out;
}

/** Serves the built web app's pages and files (`/`, `/assets/...`): the one non-API route file. */
const WEB_PAGES = "apps/api/src/lib/web-app.ts";

/** Route declarations (`app.get(`, `app.route(`...) outside modules/<domain>/*.routes.ts. */
export function strayRoutes(files, read) {
  const declares = /\b(app|fastify|instance)\.(get|post|put|patch|delete|head|options|all|route)\(\s*["'`{]/;
  return files
    .filter((f) => f.startsWith("apps/api/src/") && SOURCE.test(f) && !/\.test\.tsx?$/.test(f))
    .filter(
      (f) => f !== WEB_PAGES && !/^apps\/api\/src\/modules\/[^/]+\/([^/]+\/)?[^/]+\.routes\.ts$/.test(f),
    )
    .filter((f) => declares.test(read(f)));
}

/** Base names used by more than one file of the web app (language catalogues aside). */
export function sharedNames(files) {
  const byName = new Map();
  for (const f of files.filter(
    (x) => x.startsWith("apps/web/src/") && !/\/locales\/[^/]+\/[^/]+\.po$/.test(x),
  )) {
    const name = path.basename(f);
    byName.set(name, [...(byName.get(name) ?? []), f]);
  }
  return [...byName.values()].filter((list) => list.length > 1);
}

/**
 * Lines that cite a document outside the repository: the product's shared notes by file name, or
 * the original product specification and its rulings by name ("the spec's", "spec section 5",
 * "product rulings 3", a comment's "(spec)"). Say the rule itself, or cite a decision record that states it
 * (record 013 describes the original client); "*.spec.ts" test files are not citations.
 */
const OUTSIDE_FILE = /DECISIONS(\.md)?\b|STACK\.md|STYLE\.md|\.\.\/shared\//;
const OUTSIDE_SPEC =
  /\bthe spec\b(?! files)|\bspec's\b|\bspec (section|client|field|paths?|\d)|\bproduct rulings?\b/i;
/** A comment that names the specification as its reason: "(spec)", "(spec: ...)", "Spec: ...". */
const SPEC_IN_COMMENT = /(\/\/|\/\*|^\s*\*).*(\(spec[):]|\b[Ss]pec: )/;

/** Whether a line cites a document outside the repository. */
export function citesOutside(line) {
  return OUTSIDE_FILE.test(line) || OUTSIDE_SPEC.test(line) || SPEC_IN_COMMENT.test(line);
}

export function outsideCitations(files, read) {
  const outside = { test: citesOutside };
  return files
    .filter((f) => COMMENTED.test(f))
    .flatMap((f) =>
      read(f)
        .split("\n")
        .map((line, i) => ({ f, i, line }))
        .filter(({ line }) => outside.test(line)),
    )
    .map(({ f, i }) => `${f}:${i + 1}`);
}

/**
 * Lines that cite an issue of the tracker by its number (the word "issue" and a number), or one
 * of its findings (a hash and one to three digits in brackets, alone or before a comma): the
 * tracker is not in the repository. Longer numbers in brackets are other people's codes (Meta's
 * error codes, six digits).
 */
export function issueCitations(files, read) {
  const cites = /\b[Ii]ssues? #?\d|\(#\d{1,3}[,)]/;
  return files
    .filter((f) => COMMENTED.test(f))
    .flatMap((f) =>
      read(f)
        .split("\n")
        .map((line, i) => ({ f, i, line }))
        .filter(({ line }) => cites.test(line)),
    )
    .map(({ f, i }) => `${f}:${i + 1}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = [...filesUnder("apps"), ...filesUnder("packages"), ...filesUnder("scripts")];
  const read = (f) => readFileSync(path.join(root, f), "utf8");
  const problems = [
    ...strayRoutes(files, read).map((f) => `route declared outside modules/<domain>/*.routes.ts: ${f}`),
    ...sharedNames(files).map((list) => `web files share a name: ${list.join(", ")}`),
    ...outsideCitations(
      files.filter((f) => f !== "scripts/house-check.mjs"),
      read,
    ).map((at) => `cites a file outside the repository: ${at}`),
    ...issueCitations(
      files.filter((f) => f !== "scripts/house-check.mjs"),
      read,
    ).map((at) => `cites an issue by number (cite a decision record, or say why): ${at}`),
    ...(read("docs/decisions/README.md") === indexText()
      ? []
      : ["docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs"]),
  ];
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.log("House rules: routes only in domain modules, no shared web file names, no outside citations.");
}
