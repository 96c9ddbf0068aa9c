import { isNightReporting, nightWorkBar } from "@catercrew/shared";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { birthDatesOf, peopleHoldingWork } from "./night-work.repository.js";

/**
 * The ages rule (docs/decisions/064-ages-and-short-check-in-codes.md): nobody under 18 on the
 * work's day, and nobody whose age is not known, takes a work reporting from 19:00 to 06:00.
 * Every way onto a work checks it: the worker's request, the admin's accept and assign, the
 * suggested crew's accept, the waitlist's offers and their acceptance.
 */
type WorkHours = { date: string; reportingTime: string };

/** The worker's own request or acceptance: 409 with the reason in his words. */
export function assertMayTakeWork(work: WorkHours, dateOfBirth: string | null): void {
  const bar = nightWorkBar(dateOfBirth, work);
  if (bar === "under_18") throw new AppError("NIGHT_WORK_UNDER_18");
  if (bar === "no_birth_date") throw new AppError("NIGHT_WORK_NO_BIRTH_DATE");
}

/**
 * Staff giving places: 409 naming everyone the rule keeps off the work (under 18 first, then
 * those with no date of birth), `field` set when the call names its people in a field.
 */
export async function assertMayGiveWork(
  { db }: Ctx,
  work: WorkHours,
  userIds: readonly number[],
  field?: string,
): Promise<void> {
  if (!isNightReporting(work.reportingTime)) return;
  const people = await birthDatesOf(db, userIds);
  const barred = (kind: "under_18" | "no_birth_date") =>
    people
      .filter((p) => nightWorkBar(p.dateOfBirth, work) === kind)
      .map((p) => p.userName)
      .join(", ");
  const under = barred("under_18");
  if (under)
    throw new AppError("NIGHT_WORK_UNDER_18_NAMED", {
      params: { names: under },
      ...(field ? { field } : {}),
    });
  const unknown = barred("no_birth_date");
  if (unknown)
    throw new AppError("NIGHT_WORK_NO_BIRTH_DATE_NAMED", {
      params: { names: unknown },
      ...(field ? { field } : {}),
    });
}

/** Whether the rule lets this person onto the work (suggestions and offers leave the others out). */
export function mayTakeWork(work: WorkHours, dateOfBirth: string | null): boolean {
  return nightWorkBar(dateOfBirth, work) === null;
}

/**
 * The people on the work's crew or asking for it whom the ages rule keeps off it at these hours
 * (a date or reporting time the admin is moving it to: record 075), by id.
 */
export async function barredFromWork(
  { db }: Ctx,
  workId: number,
  hours: WorkHours,
): Promise<{ id: number; userName: string }[]> {
  if (!isNightReporting(hours.reportingTime)) return [];
  const people = await peopleHoldingWork(db, workId);
  return people
    .filter((p) => !mayTakeWork(hours, p.dateOfBirth))
    .map((p) => ({ id: p.id, userName: p.userName }));
}
