import { z } from "zod";
import { kolkataToday } from "./format/dates.js";
import { say } from "./messages/translate.js";

/**
 * Ages (docs/decisions/064-ages-and-short-check-in-codes.md). Kerala's Shops and Establishments
 * Act keeps young persons (under 18) off work from 19:00 to 06:00; national law keeps children
 * under 14 out of work altogether. So registration asks the date of birth, nobody under 14 may
 * register, and a worker under 18 on the work's day (or whose age is not known) cannot request,
 * be offered or be given a work whose reporting time is 19:00 or later or before 06:00.
 */
export const MIN_WORKING_AGE = 14;
export const NIGHT_WORK_MIN_AGE = 18;
export const OLDEST_AGE = 100;
/** The night: reporting from NIGHT_STARTS (included) to NIGHT_ENDS (not included). */
export const NIGHT_STARTS = "19:00";
export const NIGHT_ENDS = "06:00";

/** Whole years from a date of birth to a day (both YYYY-MM-DD); a 29 February birthday turns on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** A reporting time (HH:MM or HH:MM:SS) in the night of the ruling. */
export function isNightReporting(reportingTime: string): boolean {
  const hhmm = reportingTime.slice(0, 5);
  return hhmm >= NIGHT_STARTS || hhmm < NIGHT_ENDS;
}

/**
 * Why a person may not take a work, by the ages rule: "under_18", "no_birth_date" (his age is
 * not known), or null when he may. Only night works are barred.
 */
export type NightWorkBar = "under_18" | "no_birth_date" | null;
export function nightWorkBar(
  dateOfBirth: string | null | undefined,
  work: { date: string; reportingTime: string },
): NightWorkBar {
  if (!isNightReporting(work.reportingTime)) return null;
  if (!dateOfBirth) return "no_birth_date";
  return ageOn(dateOfBirth, work.date) < NIGHT_WORK_MIN_AGE ? "under_18" : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * A date of birth as forms and the server take it: YYYY-MM-DD, a real day, not in the future,
 * the person at least 14 and at most 100 years old today (Kerala).
 */
export const dateOfBirthSchema = z
  .string({ error: say("validation:Date of birth is required") })
  .trim()
  .min(1, say("validation:Date of birth is required"))
  .superRefine((value, ctx) => {
    if (!isRealDay(value)) {
      ctx.addIssue({ code: "custom", message: say("validation:Enter the date of birth as a real date") });
      return;
    }
    const today = kolkataToday();
    if (value > today) {
      ctx.addIssue({ code: "custom", message: say("validation:The date of birth cannot be in the future") });
      return;
    }
    const age = ageOn(value, today);
    if (age < MIN_WORKING_AGE)
      ctx.addIssue({
        code: "custom",
        message: say("validation:You must be at least 14 years old to work with us"),
      });
    else if (age > OLDEST_AGE)
      ctx.addIssue({ code: "custom", message: say("validation:Check the year of the date of birth") });
  });

/** Optional on the wire (the original client, record 013, does not send it): blank or absent means none given. */
export const optionalDateOfBirth = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  dateOfBirthSchema.optional(),
);
