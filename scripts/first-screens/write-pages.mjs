// After `vite build` and scripts/first-screens/prerender.mjs: names each address's first screen in its HTML, so the
// browser fetches the router, the screen and its messages at once instead of one import after
// another (docs/decisions/027-first-screens-named-in-html.md).
// - dist/index.html (every address not listed): the router's files.
// - dist/home.<lang>.html (`/`): the landing page drawn by scripts/first-screens/prerender.mjs, with its files
//   and catalogues in that language.
// - dist/first-screens/<address>.<lang>.html for each entry of apps/web/src/app/first-screens.json,
//   with dist/first-screens/index.json, from which the server picks the page for an address. An
//   entry marked `drawn` gets the markup prerender.mjs left in dist/.drawn (docs/decisions/028).
// Vite's manifest (dist/.vite) is read, then removed: it is not served.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  builtFiles,
  catalogModule,
  drawnFile,
  inLanguage,
  pageSlug,
  withDrawn,
  withPreloads,
} from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const web = path.join(root, "apps/web");
const dist = path.join(web, "dist");
const read = (file) => readFileSync(path.join(dist, file), "utf8");
const manifest = JSON.parse(read(".vite/manifest.json"));
const { screens } = JSON.parse(readFileSync(path.join(web, "src/app/first-screens.json"), "utf8"));
const LANGS = ["en", "ml"];
// Malayalam also needs the validation messages' translations and the font's module, at start.
const mlModules = [
  Object.keys(manifest).find((key) => key.endsWith("/messages/server.ml.ts")),
  "src/lib/malayalam-font.ts",
];
if (!mlModules[0]) throw new Error("first-screens: the Malayalam validation messages are not in the build");
/** The built files of a first screen in a language: its modules, its catalogues, Malayalam's extras. */
const screenFiles = (lang, modules, catalogs) => [
  ...builtFiles(manifest, modules),
  ...builtFiles(
    manifest,
    catalogs.map((c) => catalogModule(lang, c)),
  ),
  ...(lang === "ml" ? builtFiles(manifest, mlModules) : []),
];

const fontCss = manifest["src/lib/malayalam-font.ts"]?.css?.[0];
const fontHref = fontCss && `/${fontCss}`;
/** A page drawn by scripts/first-screens/prerender.mjs, in its language. */
const drawnPage = (html, address, lang) => {
  const { html: markup, title } = JSON.parse(read(drawnFile(address, lang)));
  return withDrawn(html, { path: address, lang, markup, title });
};

const plain = read("index.html");
const shell = withPreloads(plain, builtFiles(manifest, ["src/app/start-app.tsx"]));
writeFileSync(path.join(dist, "index.html"), shell);

for (const lang of LANGS) {
  const page = drawnPage(inLanguage(plain, lang, fontHref), "/", lang);
  const files = screenFiles(lang, ["src/app/start-home.tsx"], ["common", "public"]);
  writeFileSync(path.join(dist, `home.${lang}.html`), withPreloads(page, files));
}

mkdirSync(path.join(dist, "first-screens"), { recursive: true });
const index = [];
for (const screen of screens) {
  const pages = {};
  for (const lang of LANGS) {
    // A drawn screen paints from its HTML: its own code and messages are left to the router, so
    // they load after the first paint instead of before it (docs/decisions/028).
    let html = inLanguage(
      screen.drawn ? shell : withPreloads(shell, screenFiles(lang, screen.modules, screen.catalogs)),
      lang,
      fontHref,
    );
    if (screen.drawn) html = drawnPage(html, screen.path, lang);
    const file = `first-screens/${pageSlug(screen.path)}.${lang}.html`;
    writeFileSync(path.join(dist, file), html);
    pages[lang] = file;
  }
  index.push({ path: screen.path, pages });
}
writeFileSync(path.join(dist, "first-screens/index.json"), `${JSON.stringify(index, null, 2)}\n`);
rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
rmSync(path.join(dist, ".drawn"), { recursive: true, force: true });
console.log(`first screens: ${screens.length} addresses x ${LANGS.length} languages`);
