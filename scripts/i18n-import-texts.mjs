// Moves a server texts file (`{ en, ml }` objects) into the server catalogue
// (packages/shared/src/locales/README.md, docs/decisions/039-one-catalogue.md).
//
//   node scripts/i18n-import-texts.mjs <file.ts> [--context <ctx>] [--dry-run]
//
// Every exported value of the file is walked. Two shapes are read:
//   - a leaf `{ en: "...", ml: "..." }`                      -> key = the path to the leaf
//   - `{ en: { a: "...", b: { c: "..." } }, ml: { ... } }`   -> key = the path under the language
// The path leaves out the export's name ("WHATSAPP_TEXTS.offer.body" -> "offer.body"). The context
// is --context, else the file's name before ".texts.ts" ("whatsapp.texts.ts" -> "whatsapp").
// New entries are added to packages/shared/src/locales/{en,ml}/server.po (an existing entry keeps
// the catalogue's text, reported when the file's differs; --update takes the file's); then the
// compiled catalogue is rewritten. The file's imports from @catercrew/shared come from its build
// (`npx tsc -b` first). The code then reads `t(lang, "<ctx>:<key>",
// values)` and the texts file is deleted.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import PO from "pofile";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOCALES = path.join(root, "packages/shared/src/locales");
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--context");
if (!file) {
  console.error("usage: node scripts/i18n-import-texts.mjs <file.ts> [--context <ctx>] [--dry-run]");
  process.exit(2);
}
const ctx = args.includes("--context")
  ? args[args.indexOf("--context") + 1]
  : path
      .basename(file)
      .replace(/\.texts?\.ts$/, "")
      .replace(/\.ts$/, "");
const dryRun = args.includes("--dry-run");
// Existing entries keep the catalogue's (reviewed) text unless --update is given.
const update = args.includes("--update");

// Bundle the TypeScript file (and what it imports) to one ES module, then import it. The bundle is
// written inside the repository so that its external imports (@catercrew/shared) resolve.
const dir = mkdtempSync(path.join(root, "node_modules", ".cc-texts-"));
const out = path.join(dir, "texts.mjs");
let mod;
try {
  await build({
    entryPoints: [path.resolve(file)],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: out,
    packages: "external",
    logLevel: "error",
  });
  mod = await import(pathToFileURL(out).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** `[key, en, ml]` of every text under a value. */
function pairs(value, keyPath) {
  if (!isObject(value)) return [];
  if (typeof value.en === "string" && typeof value.ml === "string")
    return [[keyPath.join("."), value.en, value.ml]];
  if (isObject(value.en) && isObject(value.ml)) return parallel(value.en, value.ml, keyPath);
  return Object.entries(value).flatMap(([k, v]) => pairs(v, [...keyPath, k]));
}
function parallel(en, ml, keyPath) {
  return Object.entries(en).flatMap(([k, v]) => {
    const other = ml[k];
    if (typeof v === "string")
      return [[[...keyPath, k].join("."), v, typeof other === "string" ? other : ""]];
    if (isObject(v)) return parallel(v, isObject(other) ? other : {}, [...keyPath, k]);
    return [];
  });
}
const found = Object.values(mod).flatMap((v) => pairs(v, []));
if (!found.length) {
  console.error(`${file}: no { en, ml } texts found`);
  process.exit(1);
}

const report = { added: 0, changed: 0, same: 0, kept: [], missingMl: [] };
for (const lang of ["en", "ml"]) {
  const poFile = path.join(LOCALES, lang, "server.po");
  const po = PO.parse(readFileSync(poFile, "utf8"));
  for (const [key, en, ml] of found) {
    const text = lang === "en" ? en : ml;
    if (lang === "ml" && !ml) report.missingMl.push(key);
    const item = po.items.find((i) => i.msgctxt === ctx && i.msgid === key);
    if (item) {
      if (item.msgstr[0] === text) {
        if (lang === "en") report.same++;
        continue;
      }
      if (!update) {
        report.kept.push(`${lang} ${key}`);
        continue;
      }
      item.msgstr = [text];
      if (lang === "en") report.changed++;
    } else {
      const added = new PO.Item();
      added.msgctxt = ctx;
      added.msgid = key;
      added.msgstr = [text];
      added.extractedComments = [`from ${path.relative(root, path.resolve(file))}`];
      po.items.push(added);
      if (lang === "en") report.added++;
    }
  }
  const text = po.toString();
  if (!dryRun) writeFileSync(poFile, text.endsWith("\n") ? text : `${text}\n`);
}
console.log(
  `${ctx}: ${report.added} added, ${report.changed} changed, ${report.same} unchanged` +
    (report.kept.length
      ? `; ${report.kept.length} differ from the catalogue and kept its text (--update to take the file's): ${report.kept.join(", ")}`
      : "") +
    (report.missingMl.length ? `; no Malayalam yet: ${report.missingMl.join(", ")}` : ""),
);
console.log(`Use them as t(lang, "${ctx}:<key>", values), e.g. t(lang, "${ctx}:${found[0]?.[0]}").`);
if (!dryRun)
  await import(pathToFileURL(path.join(root, "scripts/i18n-server.mjs")).href).then((m) => m.writeCompiled());
