import type { Language } from "@catercrew/shared";

// Formatters are made once: building one costs far more than formatting with it (lists call
// these per row).
const KOLKATA_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const displayDay = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
const DISPLAY_DAY: Record<Language, Intl.DateTimeFormat> = {
  en: displayDay("en-IN"),
  ml: displayDay("ml-IN"),
};

/** Today's calendar date in Asia/Kolkata (YYYY-MM-DD), the product's time zone. */
export function todayInKolkata(now: Date = new Date()): string {
  return KOLKATA_DAY.format(now);
}

/** A calendar date (YYYY-MM-DD) as "Sat, 22 Nov 2026" in the reader's language, Indian conventions. */
export function displayDate(value: string, language: Language): string {
  const d = new Date(`${value}T00:00:00+05:30`);
  if (Number.isNaN(d.getTime())) return value;
  return DISPLAY_DAY[language].format(d);
}

const UTC_TEXT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(?:\+00(?::?00)?|Z)$/;

/** Timestamps from the database as ISO strings. */
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    // The common case, a UTC timestamp, by string alone (lists format two per row).
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
  }
  // PostgreSQL writes "2026-11-22 20:41:08.52+00": an offset of hours only, which Date cannot read.
  const text = value instanceof Date ? "" : value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  const d = value instanceof Date ? value : new Date(text);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}
