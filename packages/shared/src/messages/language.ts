/** The product's languages (docs/decisions/012-languages.md): English and Malayalam. */
export const LANGUAGES = ["en", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: unknown): value is Language => value === "en" || value === "ml";

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
