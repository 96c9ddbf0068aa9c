/** Today's calendar date in Asia/Kolkata (YYYY-MM-DD), the product's time zone. */
export function todayInKolkata(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Timestamps from the database as ISO strings. */
export function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  // PostgreSQL writes "2026-11-22 20:41:08.52+00": an offset of hours only, which Date cannot read.
  const text = value instanceof Date ? "" : value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  const d = value instanceof Date ? value : new Date(text);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}
