// What an address's first screen is made of, as files of the build: the pure part of
// scripts/first-screens/write-pages.mjs (docs/decisions/027-first-screens-named-in-html.md).

/**
 * The built files of some source modules and of everything they import statically, in the order
 * they are met. `manifest` is Vite's build manifest (source path -> { file, imports }).
 */
export function builtFiles(manifest, modules) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-screens: ${key} is not in the build`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return files;
}

/** The source module of a language's catalogue, as Vite names it. */
export const catalogModule = (lang, catalog) => `src/locales/${lang}/${catalog}.po`;

/**
 * `html` with a modulepreload link before `</head>` for each file it does not already name: the
 * browser fetches them beside the entry script instead of one import after another.
 */
export function withPreloads(html, files) {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `);
  const at = html.indexOf("</head>");
  if (at < 0 || html.indexOf("</head>", at + 1) >= 0) throw new Error("first-screens: expected one </head>");
  return html.slice(0, at) + links.join("") + html.slice(at);
}

/** The file name an address's pages are written under: `/user/work-details/` -> `user-work-details`. */
export const pageSlug = (path) => path.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Replaces exactly one occurrence, so a changed index.html fails the build instead of shipping a blank page. */
function replaceOnce(html, find, replacement) {
  const at = html.indexOf(find);
  if (at < 0 || html.indexOf(find, at + find.length) >= 0) {
    throw new Error(`first-screens: expected one ${JSON.stringify(find)} in the page`);
  }
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

/**
 * A page with a first screen drawn at build time: its markup in #root, marked with the address
 * and language it was drawn for (start-app.tsx takes it over only when both still hold), and the
 * screen's title.
 */
export function withDrawn(html, { path, lang, markup, title }) {
  const page = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const attrs = `data-lang="${lang}" data-path="${escapeHtml(path).replace(/"/g, "&quot;")}"`;
  return replaceOnce(page, '<div id="root"></div>', `<div id="root" ${attrs}>${markup}</div>`);
}

/** Where scripts/first-screens/prerender.mjs leaves an address's markup and title in one language, for this script. */
export const drawnFile = (path, lang) => `.drawn/${pageSlug(path) || "home"}.${lang}.json`;

/**
 * The page in a language: `<html lang>`, and for Malayalam the font's style sheet (`fontHref`), so
 * its text is drawn in that font from the first paint (the app adds the same sheet later).
 */
export function inLanguage(html, lang, fontHref) {
  const page = replaceOnce(html, '<html lang="en">', `<html lang="${lang}">`);
  if (lang !== "ml" || !fontHref) return page;
  return replaceOnce(page, "</head>", `  <link rel="stylesheet" href="${fontHref}">\n  </head>`);
}
