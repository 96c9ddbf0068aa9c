import {
  formatTimeAgo as agoIn,
  type DateOptions,
  formatDate as dateIn,
  formatDateTime as dateTimeIn,
  formatMonth as monthIn,
  formatTime as timeIn,
  type WeekdayWidth,
  formatWeekday as weekdayIn,
} from "@catercrew/shared/format/dates";
import type { Language } from "@catercrew/shared/messages/language";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

const NOT_AVAILABLE = msg`N/A`;

/** The agency's day (Asia/Kolkata) and day counts: the shared module's, as the server uses them. */
export {
  daysBetween,
  kolkataToday as todayInKolkata,
  weekdayNames,
} from "@catercrew/shared/format/dates";
/**
 * Money keeps the Indian grouping in both languages: `formatRupees` ("₹700", "₹700.50") on the
 * worker's and the captain's screens, `formatINR` ("₹1,23,456.00") on payslips and the admin's
 * tables (docs/decisions/058).
 */
export { formatINR, formatRupees } from "@catercrew/shared/money";

/**
 * The screens' words for dates and times: the shared module (`packages/shared/src/format/dates.ts`,
 * docs/decisions/040) in the language chosen, with "N/A" for a missing value. Nothing here formats
 * on its own, so the screens, the notifications and the payslips read alike.
 */
export const currentLanguage = (): Language => (i18n.locale === "ml" ? "ml" : "en");

const missing = (value: string | null | undefined): value is null | undefined | "" => !value;

/** "12 Dec 2026" / "12 ഡിസംബർ 2026" (a timestamp: its day in Kolkata). */
export function formatDate(value: string | null | undefined, options?: DateOptions): string {
  return missing(value) ? i18n._(NOT_AVAILABLE) : dateIn(value, currentLanguage(), options);
}

/** "12 Dec 2026, 6:30 PM" / "12 ഡിസംബർ 2026, വൈകുന്നേരം 6:30", on the Kolkata clock. */
export function formatDateTime(value: string | null | undefined, options?: DateOptions): string {
  return missing(value) ? i18n._(NOT_AVAILABLE) : dateTimeIn(value, currentLanguage(), options);
}

/** "18:30" (or a timestamp) -> "6:30 PM" / "വൈകുന്നേരം 6:30". */
export function formatTime(value: string | null | undefined): string {
  return missing(value) ? i18n._(NOT_AVAILABLE) : timeIn(value, currentLanguage());
}

/** "November 2026" / "നവംബർ 2026" for YYYY-MM; `short`: "Nov 2026" (Malayalam stays whole). */
export function formatMonth(value: string, options?: { short?: boolean }): string {
  return monthIn(value, currentLanguage(), options);
}

/** The weekday's name: "Sat" / "ശനി" (`long`: "Saturday" / "ശനിയാഴ്ച"). */
export function formatWeekday(value: string, width: WeekdayWidth = "short"): string {
  return weekdayIn(value, currentLanguage(), width);
}

/** "5 minutes ago" / "5 മിനിറ്റ് മുമ്പ്", then the day: the notification bell's times. */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  return agoIn(value, currentLanguage(), now);
}
