import { msg } from "@lingui/core/macro";
import { i18n, intlLocale } from "./i18n";

const NOT_AVAILABLE = msg`N/A`;

/** Money keeps the Indian grouping (₹1,23,456.00) in both languages. */
export { formatINR } from "@catercrew/shared/money";

/** Dates in the chosen language, Indian conventions: "21 Nov 2026" / "2026 നവം 21". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return i18n._(NOT_AVAILABLE);
  const d = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString(intlLocale(), { day: "numeric", month: "short", year: "numeric" });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return i18n._(NOT_AVAILABLE);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString(intlLocale(), { dateStyle: "medium", timeStyle: "short" });
}

/** "14:30" -> "2:30 pm". */
export function formatTime(value: string | null | undefined): string {
  if (!value) return i18n._(NOT_AVAILABLE);
  const [h, m] = value.split(":").map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return value;
  const d = new Date(2000, 0, 1, h, m);
  return d.toLocaleTimeString(intlLocale(), { hour: "numeric", minute: "2-digit" });
}

/** Today's date in Asia/Kolkata, the product's time zone (YYYY-MM-DD). */
export function todayInKolkata(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** Calendar days from `from` to `to` (YYYY-MM-DD both): 0 the same day, 1 the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
