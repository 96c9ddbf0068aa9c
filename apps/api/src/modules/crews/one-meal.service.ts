import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { works } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import type { getWorkOr404 } from "../works/works.service.js";
import { holdsSameMeal, holdsSameMealValue } from "./one-meal.repository.js";

type WorkRow = Awaited<ReturnType<typeof getWorkOr404>>;
/** What the rule reads of a work: its day and meal. */
type MealWork = Pick<WorkRow, "id" | "date" | "workType">;

/**
 * One person, one meal (docs/decisions/037-crew-builder.md): 409 ONE_MEAL_PER_DAY when the person
 * is already on another work of the same date and work type (lunch and dinner on one day is fine).
 * The rule is about the person's day, not the work, so the caller's lock on the work's row does not
 * cover it: a transaction-level advisory lock on (person, date, work type) makes two places of that
 * meal being given at once take turns, and the second sees the first's place (record 051). Call it
 * inside the transaction that then writes the assignment.
 * `read`: what the caller's own read already selected (`holdsSameMealOnReadWork`); then it neither
 * reads nor locks. Only a worker's own request passes it: a request gives no place (records 050, 051).
 */
export async function assertOneMealPerDay(
  { db: tx }: Ctx,
  userId: number,
  work: MealWork,
  read?: { holdsSameMeal: boolean },
): Promise<void> {
  if (read?.holdsSameMeal ?? (await holdsUnderDayLock(tx, userId, work)))
    throw new AppError("ONE_MEAL_PER_DAY");
}

async function holdsUnderDayLock(tx: DbOrTx, userId: number, work: MealWork): Promise<boolean> {
  const day = `one-meal:${userId}:${work.date}:${work.workType}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${day}))`);
  return holdsSameMeal(tx, userId, work);
}

/**
 * The rule as one value of a read of `works` (the worker's request reads it with the work);
 * `userId` may be the read's parameter.
 */
export function holdsSameMealOnReadWork(userId: number | SQLWrapper): SQL<boolean> {
  return holdsSameMealValue(userId, { id: works.id, date: works.date, workType: works.workType });
}
