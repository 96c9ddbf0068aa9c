import type { Language } from "@catercrew/shared";
import { readerParams } from "@catercrew/shared/format/dates";

/**
 * A work's day and reporting time as a WhatsApp message writes them in the reader's language: the
 * day written out with its weekday, the time on the 12-hour clock (docs/decisions/040).
 */
export function workWhen(work: { date: string; reportingTime: string }, language: Language) {
  const shown = readerParams({ date: work.date, time: work.reportingTime.slice(0, 5) }, language, {
    weekday: true,
  });
  return { date: String(shown.date), time: String(shown.time) };
}
