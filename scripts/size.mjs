#!/usr/bin/env node
// npm run size: how much gzipped JavaScript each part of the web app loads, from an existing
// build in apps/web/dist (or WEB_DIST / the first argument). It does not build.
//
// - public: what `/` loads: the entry script of index.html and the landing page's start module
//   (`app/start-home.tsx`, which `/` imports instead of the router), with their static imports.
// - worker / admin / sub-admin extra: what entering the area adds on top of the public set: the
//   router's start module (`app/start-app.tsx`, with the route table), the area layout and its
//   first page (home / dashboard), with their static imports. The "all pages" column adds every
//   page of the area (informational).
// Chunks are identified from the build manifest when present (vite build --manifest), else from
// the route table in the start-app chunk: lazy imports appear in route order, so everything between the
// `admin-layout` and `subadmin-layout` imports belongs to the admin area, and so on.
// - Each row is reported per language (en, ml): the message catalogues the part loads in that
//   language (src/lib/i18n.ts: `common` before the first render, then the area's catalogue and
//   what it needs) are added to its JavaScript. The catalogue chunks are found through the
//   loader table of src/lib/i18n.ts that the build keeps ("ml/public" -> public-<hash>.js).
// Exit code 1 when a budget is exceeded in either language: public <= 90 KB, worker extra <= 80 KB.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(root, "apps/web/dist"));
const BUDGET_KB = { public: 90, worker: 80 };

if (!existsSync(path.join(dist, "index.html"))) {
  console.error(`No build found at ${dist} (run npm run build first).`);
  process.exit(2);
}

const html = readFileSync(path.join(dist, "index.html"), "utf8");
const entryMatch = html.match(/<script[^>]+type="module"[^>]+src="\/?([^"]+\.js)"/);
if (!entryMatch) {
  console.error("No module entry script in index.html");
  process.exit(2);
}
const entry = entryMatch[1];
// The pages' modulepreload links are not read: the build names each address's first screen there
// (scripts/first-screens/write-pages.mjs), so index.html also names the router's files, which `/` never loads.

/** The chunk of a start module (`app/start-home.tsx` -> assets/start-home-<hash>.js). */
function startChunk(name) {
  const file = readdirSync(path.join(dist, "assets")).find(
    (f) => f.startsWith(`${name}-`) && f.endsWith(".js"),
  );
  if (!file) {
    console.error(`No ${name} chunk in the build.`);
    process.exit(2);
  }
  return `assets/${file}`;
}
const startHome = startChunk("start-home");
const startApp = startChunk("start-app");

const cache = new Map();
function read(file) {
  if (!cache.has(file)) cache.set(file, readFileSync(path.join(dist, file), "utf8"));
  return cache.get(file);
}
const gz = new Map();
function gzSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(read(file), { level: 9 }).length);
  return gz.get(file);
}

/** Static imports of a chunk (not dynamic `import(...)`), as dist-relative paths. */
function staticImports(file) {
  const code = read(file);
  const dir = path.posix.dirname(file);
  const out = new Set();
  for (const m of code.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w${},*\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    out.add(path.posix.normalize(path.posix.join(dir, m[1])));
  }
  return [...out];
}

function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

/** Lazy route chunks in route-table order: [{ file, name }]. */
function lazyChunks() {
  const manifestPath = path.join(dist, ".vite/manifest.json");
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    return Object.entries(manifest)
      .filter(([, v]) => v.isDynamicEntry)
      .map(([src, v]) => ({ file: v.file, name: src }));
  }
  const code = read(startApp);
  const dir = path.posix.dirname(startApp);
  // The mapDeps table lists dependency files; dynamic imports reference "./name-hash.js".
  const found = [];
  for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
    const file = path.posix.normalize(path.posix.join(dir, m[1]));
    found.push({ file, name: path.posix.basename(file).replace(/-[\w-]{8}\.js$/, "") });
  }
  return found;
}

/** Catalogues each part loads on its first screen (src/lib/i18n.ts, NEEDS and initI18n). */
const CATALOGS = {
  public: ["common", "public"],
  worker: ["worker", "entities", "ui"],
  admin: ["admin", "entities", "ui"],
  subadmin: ["subadmin", "entities", "ui"],
};
const LANGS = ["en", "ml"];
/**
 * lang -> catalogue name -> chunk file, from the loader table of src/lib/i18n.ts as the build
 * keeps it: `"ml/public":()=>...import("./public-<hash>.js")`.
 */
function catalogChunks() {
  const out = { en: {}, ml: {} };
  const dir = path.join(dist, "assets");
  const re = /["'`](en|ml)\/([a-z]+)["'`]\s*:\s*\(\)\s*=>[^;]*?import\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".js"))) {
    for (const m of read(`assets/${f}`).matchAll(re)) out[m[1]][m[2]] = `assets/${m[3]}`;
  }
  return out;
}
const catalogs = catalogChunks();
const catalogBytes = (lang, part) =>
  CATALOGS[part].reduce((n, c) => {
    const file = catalogs[lang][c];
    if (!file) {
      console.error(`No ${lang} catalogue chunk for "${c}" in the build.`);
      process.exit(2);
    }
    return n + gzSize(file);
  }, 0);

const lazy = lazyChunks();
const base = (c) =>
  path.posix
    .basename(c.name)
    .replace(/\.tsx?$/, "")
    .replace(/-[\w-]{8}\.js$/, "");
function groupOf(c) {
  if (c.name.includes("/")) {
    const m = c.name.match(/features\/(public|admin|subadmin|worker)\//);
    return m ? m[1] : "public";
  }
  return null;
}
// Without a manifest: assign by position between the layout imports.
let current = "public";
const areas = { public: [], admin: [], subadmin: [], worker: [] };
for (const c of lazy) {
  const b = base(c);
  let g = groupOf(c);
  if (!g) {
    if (b === "admin-layout") current = "admin";
    else if (b === "subadmin-layout") current = "subadmin";
    else if (b === "worker-layout") current = "worker";
    g = current;
  }
  areas[g].push({ ...c, base: b });
}

const find = (area, name) => areas[area].find((c) => c.base === name);

const publicSet = closure([entry, startHome]);
const sum = (set) => [...set].reduce((n, f) => n + gzSize(f), 0);
const extra = (files) => {
  const set = closure(files);
  for (const f of publicSet) set.delete(f);
  return sum(set);
};

const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
const publicBytes = sum(publicSet);
for (const lang of LANGS) {
  const bytes = publicBytes + catalogBytes(lang, "public");
  rows.push({ part: `public (/) ${lang}`, first: bytes, all: bytes, budget: BUDGET_KB.public });
}
const AREAS = [
  {
    key: "worker",
    label: "worker extra",
    layout: "worker-layout",
    first: "home-page",
    budget: BUDGET_KB.worker,
  },
  { key: "admin", label: "admin extra", layout: "admin-layout", first: "dashboard-page" },
  { key: "subadmin", label: "sub-admin extra", layout: "subadmin-layout", first: "subadmin-dashboard-page" },
];
for (const a of AREAS) {
  const layout = find(a.key, a.layout);
  const first = find(a.key, a.first);
  if (!layout) {
    rows.push({ part: a.label, first: Number.NaN, all: Number.NaN, budget: a.budget });
    continue;
  }
  const firstFiles = [startApp, layout.file, ...(first ? [first.file] : [])];
  const allFiles = [startApp, ...areas[a.key].map((c) => c.file)];
  for (const lang of LANGS) {
    const words = catalogBytes(lang, a.key);
    rows.push({
      part: `${a.label} ${lang}`,
      first: extra(firstFiles) + words,
      all: extra(allFiles) + words,
      budget: a.budget,
    });
  }
}

console.log(`Gzipped JavaScript from ${path.relative(process.cwd(), dist) || dist}`);
console.log("");
const head = ["part", "first screen KB", "all pages KB", "budget KB", "ok"];
const lines = rows.map((r) => [
  r.part,
  kb(r.first),
  kb(r.all),
  r.budget ? String(r.budget) : "-",
  r.budget ? (r.first / 1024 <= r.budget ? "yes" : "NO") : "",
]);
const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const fmt = (cols) => cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(fmt(head));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const l of lines) console.log(fmt(l));

const over = rows.filter((r) => r.budget && !(r.first / 1024 <= r.budget));
if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => r.part).join(", ")}`);
  process.exit(1);
}
