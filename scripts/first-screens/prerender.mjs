// After `vite build`: draws pages into HTML, once per language, so the browser paints them before
// any script has run (docs/decisions/026-public-page-drawn-at-build.md, 028-first-screens-drawn-at-build.md):
// `/` and each address of apps/web/src/app/first-screens.json marked `drawn`. Builds
// apps/web/src/app/prerender.tsx for Node (same Vite config, its SSR build), renders each page and
// leaves its markup and title in apps/web/dist/.drawn/, from which scripts/first-screens/write-pages.mjs
// writes the pages (and then removes the folder).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { drawnFile } from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const web = path.join(root, "apps/web");
const dist = path.join(web, "dist");
const LANGS = ["en", "ml"];
// The Lingui plugin finds its config from the working folder, as in `npm run build -w apps/web`.
process.chdir(web);
const out = mkdtempSync(path.join(os.tmpdir(), "cc-prerender-"));

try {
  await build({
    root: web,
    configFile: path.join(web, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: "src/app/prerender.tsx",
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      // The page's catalogues are imported whole here, which the browser build loads lazily.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });
  const entry = readdirSync(out).find((f) => /^prerender\.m?js$/.test(f));
  if (!entry) throw new Error(`prerender: no built module in ${out}`);
  const { renderHome, renderScreen } = await import(pathToFileURL(path.join(out, entry)).href);

  const { screens } = JSON.parse(readFileSync(path.join(web, "src/app/first-screens.json"), "utf8"));
  const pages = [
    { path: "/", render: async (lang) => renderHome(lang) },
    ...screens
      .filter((s) => s.drawn)
      .map((s) => ({ path: s.path, render: (lang) => renderScreen(s.path, lang, s.catalogs) })),
  ];
  rmSync(path.join(dist, ".drawn"), { recursive: true, force: true });
  mkdirSync(path.join(dist, ".drawn"));
  for (const page of pages) {
    for (const lang of LANGS) {
      const drawn = await page.render(lang);
      if (!drawn.html.includes("<main")) throw new Error(`prerender: ${page.path} (${lang}) has no <main>`);
      writeFileSync(path.join(dist, drawnFile(page.path, lang)), JSON.stringify(drawn));
      console.log(`prerendered ${page.path} (${lang}): ${Math.round(drawn.html.length / 1024)} KB`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
