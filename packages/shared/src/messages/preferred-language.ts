import type { Language } from "./language.js";

/** The cookie the web app keeps the visitor's language in, beside local storage, so the server can pick the public page's language before any script runs. */
export const LANGUAGE_COOKIE = "catercrew.lang";

/**
 * The web app's language for a visitor (docs/decisions/012-languages.md): the saved choice, else Malayalam when any of
 * the browser's languages is Malayalam, else English. The page reads `navigator.languages`; the
 * server reads the same list from `Accept-Language` to send the public page prerendered in it.
 */
export function preferredLanguage(
  saved: unknown,
  browserLanguages: readonly (string | undefined)[],
): Language {
  // The check of language.ts's isLanguage, written out: the web app's first script imports this
  // module alone (language.ts is shared with lazily loaded schema chunks).
  if (saved === "en" || saved === "ml") return saved;
  return browserLanguages.some((l) => l?.toLowerCase().startsWith("ml")) ? "ml" : "en";
}

/** The tags of an `Accept-Language` header, those refused with `q=0` left out. */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header.split(",").flatMap((part) => {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q && Number(q.slice(2)) === 0 ? [] : [tag.trim()];
  });
}
