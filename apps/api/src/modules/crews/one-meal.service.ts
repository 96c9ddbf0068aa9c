import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import type { getWorkOr404 } from "../works/works.service.js";
import { holdsSameMeal } from "./waitlist.repository.js";

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;

/**
 * One person, one meal (docs/decisions/037-crew-builder.md): 409 ONE_MEAL_PER_DAY when the person
 * is already on another work of the same date and work type (lunch and dinner on one day is fine).
 */
export async function assertOneMealPerDay({ db: tx }: Ctx, userId: number, work: WorkRow): Promise<void> {
  if (await holdsSameMeal(tx, userId, work)) throw new AppError("ONE_MEAL_PER_DAY");
}
