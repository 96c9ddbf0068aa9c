import { intlLocale } from "@/lib/i18n";

/** "2026-06" -> "Jun 2026" / "2026 ജൂൺ" in the chosen language; anything else as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const d = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return d.toLocaleDateString(intlLocale(), { month: "short", year: "numeric" });
}
