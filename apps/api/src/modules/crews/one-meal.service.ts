import type { SQL } from "drizzle-orm";
import { works } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import type { getWorkOr404 } from "../works/works.service.js";
import { holdsSameMeal, holdsSameMealValue } from "./waitlist.repository.js";

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

/**
 * One person, one meal (docs/decisions/037-crew-builder.md): 409 ONE_MEAL_PER_DAY when the person
 * is already on another work of the same date and work type (lunch and dinner on one day is fine).
 */
export async function assertOneMealPerDay({ db: tx }: Ctx, userId: number, work: WorkRow): Promise<void> {
  assertOneMealWith(await holdsSameMeal(tx, userId, work));
}

/**
 * The rule as one value of a read of `works` (the worker's request reads it with the work);
 * `assertOneMealWith` then decides.
 */
export function holdsSameMealOnReadWork(userId: number): SQL<boolean> {
  return holdsSameMealValue(userId, { id: works.id, date: works.date, workType: works.workType });
}

/** `assertOneMealPerDay` on what `holdsSameMealOnReadWork` read. */
export function assertOneMealWith(holds: boolean): void {
  if (holds) throw new AppError("ONE_MEAL_PER_DAY");
}
