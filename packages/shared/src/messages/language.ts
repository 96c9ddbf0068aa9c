/** The product's languages (DECISIONS 13): English and Malayalam. */
export const LANGUAGES = ["en", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "ml";

/**
 * The caller's language from an `Accept-Language` header ("ml-IN,ml;q=0.9,en;q=0.8"): the
 * supported language with the highest weight, else `fallback`.
 */
export function pickLanguage(header: string | undefined | null, fallback: Language = "en"): Language {
  if (!header) return fallback;
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...rest] = part.trim().split(";");
    const base = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(base)) continue;
    const qParam = rest.map((r) => r.trim()).find((r) => r.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: base, q };
  }
  return best?.lang ?? fallback;
}

/** The cookie the web app keeps the visitor's language in, beside local storage, so the server can pick the public page's language before any script runs. */
export const LANGUAGE_COOKIE = "catercrew.lang";

/**
 * The web app's language for a visitor (DECISIONS 13): the saved choice, else Malayalam when any of
 * the browser's languages is Malayalam, else English. The page reads `navigator.languages`; the
 * server reads the same list from `Accept-Language` to send the public page prerendered in it.
 */
export function preferredLanguage(
  saved: unknown,
  browserLanguages: readonly (string | undefined)[],
): Language {
  if (isLanguage(saved)) return saved;
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
