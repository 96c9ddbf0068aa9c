// After `vite build`: draws the public page `/` into HTML, once per language, so the browser
// paints it before any script has run (docs/decisions/026-public-page-drawn-at-build.md).
// Builds apps/web/src/app/prerender-home.tsx for Node (same Vite config, its SSR build), renders
// each language and writes apps/web/dist/home.<lang>.html from the built index.html. The server
// sends the one in the visitor's language for `/`; every other address keeps index.html.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const dist = path.join(web, "dist");
// The Lingui plugin finds its config from the working folder, as in `npm run build -w apps/web`.
process.chdir(web);
const out = mkdtempSync(path.join(os.tmpdir(), "cc-prerender-"));

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Replaces exactly one occurrence, so a changed index.html fails the build instead of shipping a blank page. */
function replaceOnce(html, find, replacement) {
  const at = html.indexOf(find);
  if (at < 0 || html.indexOf(find, at + find.length) >= 0) {
    throw new Error(`prerender-home: expected one ${JSON.stringify(find)} in dist/index.html`);
  }
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

try {
  await build({
    root: web,
    configFile: path.join(web, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: "src/app/prerender-home.tsx",
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      // The page's catalogues are imported whole here, which the browser build loads lazily.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });
  const entry = readdirSync(out).find((f) => /^prerender-home\.m?js$/.test(f));
  if (!entry) throw new Error(`prerender-home: no built module in ${out}`);
  const { renderHome } = await import(pathToFileURL(path.join(out, entry)).href);
  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  const fontCss = readdirSync(path.join(dist, "assets")).find((f) => /^malayalam-font-.*\.css$/.test(f));
  for (const lang of ["en", "ml"]) {
    const { html, title } = renderHome(lang);
    if (!html.includes("<main")) throw new Error(`prerender-home: the ${lang} page has no <main>`);
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
} finally {
  rmSync(out, { recursive: true, force: true });
}
