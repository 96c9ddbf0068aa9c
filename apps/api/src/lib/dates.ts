import { kolkataToday } from "@catercrew/shared/format/dates";

/** Today's calendar date in Asia/Kolkata (YYYY-MM-DD), the product's time zone. */
export const todayInKolkata = (now: Date = new Date()): string => kolkataToday(now);

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
