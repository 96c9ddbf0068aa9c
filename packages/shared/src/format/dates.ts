import type { Language } from "../messages/language.js";

/**
 * Dates and times as Kerala writes them, in English and Malayalam, for the server (notifications,
 * WhatsApp, payslips, errors, the calendar feed) and the screens alike (docs/decisions/040).
 *
 * - Day first: "12 Dec 2026" / "12 ഡിസംബർ 2026" (full month names in Malayalam); tables
 *   "12/12/2026" in both languages.
 * - 12-hour times: "6:30 PM" in English; in Malayalam the part of the day comes first,
 *   "വൈകുന്നേരം 6:30", with these boundaries (Kolkata clock):
 *     00:00-04:59 പുലർച്ചെ, 05:00-11:59 രാവിലെ, 12:00-15:59 ഉച്ചയ്ക്ക്, 16:00-18:59 വൈകുന്നേരം,
 *     19:00-23:59 രാത്രി. Before dawn is പുലർച്ചെ, never രാത്രി: "ശനി, രാത്രി 3:30" reads as
 *     Saturday night, a day late (record 058).
 * - The agency's day is Asia/Kolkata (UTC+05:30, no daylight saving): a timestamp is shifted by
 *   that fixed offset, so the machine's time zone never matters.
 * - Month and weekday names are written out here, never taken from the runtime's ICU data (Node and
 *   the browsers do not agree on Malayalam, and some builds carry English only).
 */

/** Asia/Kolkata is UTC+05:30 all year. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ml: [
    "ജനുവരി",
    "ഫെബ്രുവരി",
    "മാർച്ച്",
    "ഏപ്രിൽ",
    "മേയ്",
    "ജൂൺ",
    "ജൂലൈ",
    "ഓഗസ്റ്റ്",
    "സെപ്റ്റംബർ",
    "ഒക്ടോബർ",
    "നവംബർ",
    "ഡിസംബർ",
  ],
};

/** English shortens months in running text ("12 Dec 2026"); Malayalam never does. */
const MONTHS_SHORT: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ml: MONTHS.ml,
};

/** Sunday first, as `Date.getUTCDay()` counts. */
const WEEKDAYS: Record<Language, Record<WeekdayWidth, readonly string[]>> = {
  en: {
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    narrow: ["S", "M", "T", "W", "T", "F", "S"],
  },
  ml: {
    long: ["ഞായറാഴ്ച", "തിങ്കളാഴ്ച", "ചൊവ്വാഴ്ച", "ബുധനാഴ്ച", "വ്യാഴാഴ്ച", "വെള്ളിയാഴ്ച", "ശനിയാഴ്ച"],
    // What a calendar or a date line says: the day's own name without -ആഴ്ച.
    short: ["ഞായർ", "തിങ്കൾ", "ചൊവ്വ", "ബുധൻ", "വ്യാഴം", "വെള്ളി", "ശനി"],
    // A month grid's column heads: the first letter, as printed calendars in Kerala do.
    narrow: ["ഞാ", "തി", "ചൊ", "ബു", "വ്യാ", "വെ", "ശ"],
  },
};

export type WeekdayWidth = "long" | "short" | "narrow";

/** The word of the part of the day an hour (0-23) falls in. */
export function dayPartMl(hour: number): string {
  if (hour < 5) return "പുലർച്ചെ";
  if (hour < 12) return "രാവിലെ";
  if (hour < 16) return "ഉച്ചയ്ക്ക്";
  if (hour < 19) return "വൈകുന്നേരം";
  return "രാത്രി";
}

interface Day {
  year: number;
  month: number; // 1-12
  day: number;
}
interface Clock {
  hour: number; // 0-23
  minute: number;
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TEXT = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A timestamp as an instant: a Date, or an ISO text or PostgreSQL's "2026-11-22 20:41:08.52+00". */
function instant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The Kolkata wall clock of an instant, read from a Date shifted by the fixed offset. */
function kolkataWall(d: Date): Date {
  return new Date(d.getTime() + KOLKATA_OFFSET_MS);
}

/** A calendar day "YYYY-MM-DD" as it is; anything else as a timestamp, on the Kolkata calendar. */
function dayOf(value: string | Date): Day | null {
  if (typeof value === "string") {
    const m = DAY_TEXT.exec(value);
    if (m) {
      const day = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
      return day.month >= 1 && day.month <= 12 && day.day >= 1 && day.day <= 31 ? day : null;
    }
  }
  const d = instant(value);
  if (!d) return null;
  const w = kolkataWall(d);
  return { year: w.getUTCFullYear(), month: w.getUTCMonth() + 1, day: w.getUTCDate() };
}

/** A time of day "HH:MM[:SS]" as it is; anything else as a timestamp, on the Kolkata clock. */
function clockOf(value: string | Date): Clock | null {
  if (typeof value === "string") {
    const m = CLOCK_TEXT.exec(value);
    if (m) {
      const clock = { hour: Number(m[1]), minute: Number(m[2]) };
      return clock.hour < 24 && clock.minute < 60 ? clock : null;
    }
  }
  const d = instant(value);
  if (!d) return null;
  const w = kolkataWall(d);
  return { hour: w.getUTCHours(), minute: w.getUTCMinutes() };
}

const weekdayIndex = ({ year, month, day }: Day) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const pad2 = (n: number) => String(n).padStart(2, "0");
const text = (value: string | Date) => (value instanceof Date ? "" : value);

/** Today's calendar date in Asia/Kolkata (YYYY-MM-DD), the agency's day. */
export function kolkataToday(now: Date = new Date()): string {
  return kolkataWall(now).toISOString().slice(0, 10);
}

/** The Kolkata calendar day (YYYY-MM-DD) of a timestamp. */
export function kolkataDayOf(value: string | Date): string | null {
  const d = dayOf(value);
  return d ? `${d.year}-${pad2(d.month)}-${pad2(d.day)}` : null;
}

/** The Kolkata wall-clock time (HH:MM, 24-hour) of a timestamp: for sorting and comparing only. */
export function kolkataClockOf(value: string | Date): string | null {
  const c = clockOf(value);
  return c ? `${pad2(c.hour)}:${pad2(c.minute)}` : null;
}

/** Calendar days from `from` to `to` (YYYY-MM-DD both): 0 the same day, 1 the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DateOptions {
  /** Put the weekday first: "Sat, 12 Dec 2026" / "ശനി, 12 ഡിസംബർ 2026". */
  weekday?: WeekdayWidth;
  /** Leave the year out: "12 Dec" / "12 ഡിസംബർ". */
  year?: boolean;
}

/**
 * A day as running text: "12 Dec 2026" / "12 ഡിസംബർ 2026". A "YYYY-MM-DD" is a calendar day; a
 * timestamp is shown as its day in Kolkata. Text that is neither comes back unchanged.
 */
export function formatDate(value: string | Date, language: Language, options: DateOptions = {}): string {
  const d = dayOf(value);
  if (!d) return text(value);
  const month = MONTHS_SHORT[language][d.month - 1];
  const main = options.year === false ? `${d.day} ${month}` : `${d.day} ${month} ${d.year}`;
  return options.weekday ? `${WEEKDAYS[language][options.weekday][weekdayIndex(d)]}, ${main}` : main;
}

/** A day in a table: "12/12/2026" (day/month/year, two-digit day and month) in both languages. */
export function formatDateNumeric(value: string | Date): string {
  const d = dayOf(value);
  if (!d) return text(value);
  return `${pad2(d.day)}/${pad2(d.month)}/${d.year}`;
}

/** The weekday's name of a day (or of a timestamp's Kolkata day). */
export function formatWeekday(
  value: string | Date,
  language: Language,
  width: WeekdayWidth = "short",
): string {
  const d = dayOf(value);
  return d ? (WEEKDAYS[language][width][weekdayIndex(d)] ?? "") : text(value);
}

/** The weekday names, Sunday first, for a calendar's column heads. */
export function weekdayNames(language: Language, width: WeekdayWidth = "narrow"): readonly string[] {
  return WEEKDAYS[language][width];
}

/** A month: "November 2026" / "നവംബർ 2026" for "YYYY-MM" (or a day in it); `short`: "Nov 2026". */
export function formatMonth(value: string, language: Language, options: { short?: boolean } = {}): string {
  const d = dayOf(value.length === 7 ? `${value}-01` : value);
  if (!d) return value;
  const names = options.short ? MONTHS_SHORT : MONTHS;
  return `${names[language][d.month - 1]} ${d.year}`;
}

/**
 * A time of day, 12-hour: "6:30 PM" / "വൈകുന്നേരം 6:30". A "HH:MM[:SS]" is a wall-clock time (a
 * work's reporting time); a timestamp is shown on the Kolkata clock.
 */
export function formatTime(value: string | Date, language: Language): string {
  const c = clockOf(value);
  if (!c) return text(value);
  const h12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  const hm = `${h12}:${pad2(c.minute)}`;
  return language === "ml" ? `${dayPartMl(c.hour)} ${hm}` : `${hm} ${c.hour < 12 ? "AM" : "PM"}`;
}

/** A moment: "12 Dec 2026, 6:30 PM" / "12 ഡിസംബർ 2026, വൈകുന്നേരം 6:30", in Kolkata. */
export function formatDateTime(value: string | Date, language: Language, options: DateOptions = {}): string {
  if (typeof value === "string" && DAY_TEXT.test(value)) return formatDate(value, language, options);
  if (!instant(value)) return text(value);
  return `${formatDate(value, language, options)}, ${formatTime(value, language)}`;
}

/**
 * How long ago, for a list of recent things (the notification bell): "just now", "5 minutes ago",
 * "1 hour ago" / "ഇപ്പോൾ", "5 മിനിറ്റ് മുമ്പ്", "1 മണിക്കൂർ മുമ്പ്"; from a day on, the day itself
 * ("12 Dec" / "12 ഡിസംബർ", the year when it is not this year's). Malayalam keeps the singular noun
 * after the number; English picks the plural.
 */
export function formatTimeAgo(value: string | Date, language: Language, now: Date = new Date()): string {
  const then = instant(value);
  if (!then) return text(value);
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  if (language === "ml") {
    if (minutes < 1) return "ഇപ്പോൾ";
    if (minutes < 60) return `${minutes} മിനിറ്റ് മുമ്പ്`;
    if (hours < 24) return `${hours} മണിക്കൂർ മുമ്പ്`;
  } else {
    if (minutes < 1) return "just now";
    if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
    if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  const sameYear = kolkataToday(now).slice(0, 4) === kolkataDayOf(then)?.slice(0, 4);
  return formatDate(then, language, { year: !sameYear });
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^\d{1,2}:\d{2}(:\d{2})?$/;

/**
 * The placeholders of a message as the reader sees them (docs/decisions/040): a `date` param
 * (YYYY-MM-DD) written out day first, a `time` param (HH:MM) on the 12-hour clock, in the
 * reader's language. No message shows a raw ISO date or a 24-hour time. Other params pass as
 * they are.
 */
export function readerParams<V>(
  params: Record<string, V>,
  language: Language,
  options: { weekday?: boolean } = {},
): Record<string, V | string> {
  const out: Record<string, V | string> = { ...params };
  const { date, time } = params;
  if (typeof date === "string" && CALENDAR_DAY.test(date)) {
    out.date = formatDate(date, language, options.weekday ? { weekday: "short" } : {});
  }
  if (typeof time === "string" && CLOCK_TIME.test(time)) out.time = formatTime(time, language);
  return out;
}
