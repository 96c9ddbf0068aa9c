// After `vite build`: draws pages into HTML, once per language, so the browser paints them before
// any script has run (docs/decisions/026-public-page-drawn-at-build.md, 028-first-screens-drawn-at-build.md).
// Builds apps/web/src/app/prerender.tsx for Node (same Vite config, its SSR build), then:
// - `/`: writes apps/web/dist/home.<lang>.html from the built index.html. The server sends the one
//   in the visitor's language for `/`.
// - each address of apps/web/src/app/first-screens.json marked `drawn`: writes its markup and
//   title to apps/web/dist/.drawn/<address>.<lang>.json, which scripts/first-screens.mjs puts into
//   that address's pages (and then removes).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { escapeHtml, pageSlug, replaceOnce } from "./lib/first-screens.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
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

  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  const fontCss = readdirSync(path.join(dist, "assets")).find((f) => /^malayalam-font-.*\.css$/.test(f));
  for (const lang of LANGS) {
    const { html, title } = renderHome(lang);
    if (!html.includes("<main")) throw new Error(`prerender: the ${lang} page / has no <main>`);
    let page = replaceOnce(template, '<html lang="en">', `<html lang="${lang}">`);
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    // Malayalam text is drawn in its font from the first paint (the app adds the same sheet later).
    if (lang === "ml" && fontCss) {
      page = replaceOnce(page, "</head>", `  <link rel="stylesheet" href="/assets/${fontCss}">\n  </head>`);
    }
    page = replaceOnce(page, '<div id="root"></div>', `<div id="root" data-lang="${lang}">${html}</div>`);
    writeFileSync(path.join(dist, `home.${lang}.html`), page);
    console.log(`prerendered / (${lang}): ${Math.round(page.length / 1024)} KB`);
  }

  const { screens } = JSON.parse(readFileSync(path.join(web, "src/app/first-screens.json"), "utf8"));
  const drawnDir = path.join(dist, ".drawn");
  rmSync(drawnDir, { recursive: true, force: true });
  mkdirSync(drawnDir);
  for (const screen of screens.filter((s) => s.drawn)) {
    for (const lang of LANGS) {
      const drawn = await renderScreen(screen.path, lang, screen.catalogs);
      if (!drawn.html.includes("<main")) throw new Error(`prerender: ${screen.path} (${lang}) has no <main>`);
      writeFileSync(path.join(drawnDir, `${pageSlug(screen.path)}.${lang}.json`), JSON.stringify(drawn));
      console.log(`prerendered ${screen.path} (${lang}): ${Math.round(drawn.html.length / 1024)} KB`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
