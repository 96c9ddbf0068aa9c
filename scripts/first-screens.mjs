// After `vite build` and scripts/prerender.mjs: names each address's first screen in its HTML, so the
// browser fetches the router, the screen and its messages at once instead of one import after
// another (docs/decisions/027-first-screens-named-in-html.md).
// - dist/index.html (every address not listed): the router's files.
// - dist/home.<lang>.html (`/`): the landing page's files and catalogues in that language.
// - dist/first-screens/<address>.<lang>.html for each entry of apps/web/src/app/first-screens.json,
//   with dist/first-screens/index.json, from which the server picks the page for an address. An
//   entry marked `drawn` gets the markup prerender.mjs left in dist/.drawn (docs/decisions/028).
// Vite's manifest (dist/.vite) is read, then removed: it is not served.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtFiles, catalogModule, pageSlug, withDrawn, withPreloads } from "./lib/first-screens.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const dist = path.join(web, "dist");
const read = (file) => readFileSync(path.join(dist, file), "utf8");
const manifest = JSON.parse(read(".vite/manifest.json"));
const { screens } = JSON.parse(readFileSync(path.join(web, "src/app/first-screens.json"), "utf8"));
const LANGS = ["en", "ml"];
// Malayalam also needs the validation messages' translations and the font's module, at start.
const mlModules = [
  Object.keys(manifest).find((key) => key.endsWith("/messages/validation.ml.ts")),
  "src/lib/malayalam-font.ts",
];
if (!mlModules[0]) throw new Error("first-screens: the Malayalam validation messages are not in the build");
const catalogFiles = (lang, catalogs) =>
  builtFiles(
    manifest,
    catalogs.map((c) => catalogModule(lang, c)),
  );

const shell = withPreloads(read("index.html"), builtFiles(manifest, ["src/app/start-app.tsx"]));
writeFileSync(path.join(dist, "index.html"), shell);

for (const lang of LANGS) {
  const page = `home.${lang}.html`;
  const files = [
    ...builtFiles(manifest, ["src/app/start-home.tsx"]),
    ...catalogFiles(lang, ["common", "public"]),
    ...(lang === "ml" ? builtFiles(manifest, mlModules) : []),
  ];
  writeFileSync(path.join(dist, page), withPreloads(read(page), files));
}

const fontCss = manifest["src/lib/malayalam-font.ts"]?.css?.[0];
mkdirSync(path.join(dist, "first-screens"), { recursive: true });
const index = [];
for (const screen of screens) {
  const pages = {};
  for (const lang of LANGS) {
    // A drawn screen paints from its HTML: its own code and messages are left to the router, so
    // they load after the first paint instead of before it (docs/decisions/028).
    let html = screen.drawn
      ? shell
      : withPreloads(shell, [
          ...builtFiles(manifest, screen.modules),
          ...catalogFiles(lang, screen.catalogs),
          ...(lang === "ml" ? builtFiles(manifest, mlModules) : []),
        ]);
    if (lang === "ml") {
      html = html.replace('<html lang="en">', '<html lang="ml">');
      // Malayalam text is drawn in its font from the first paint, as on `/`.
      if (fontCss) html = html.replace("</head>", `  <link rel="stylesheet" href="/${fontCss}">\n  </head>`);
    }
    if (screen.drawn) {
      const drawn = JSON.parse(read(`.drawn/${pageSlug(screen.path)}.${lang}.json`));
      html = withDrawn(html, { path: screen.path, lang, markup: drawn.html, title: drawn.title });
    }
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
