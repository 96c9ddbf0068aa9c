import { and, eq, ne, notInArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type DbOrTx, queryRows } from "../../db/client.js";
import { assignments, works } from "../../db/schema.js";

// The one-meal rule's read (docs/decisions/037-crew-builder.md): whether a person holds another
// work of the same day and work type. The rule itself is one-meal.service.ts.

/** A work's fields the one-meal rule compares: values, or the columns of the work a read is on. */
type MealOf = {
  id: number | SQLWrapper;
  date: string | SQLWrapper;
  workType: (typeof works.$inferSelect)["workType"] | SQLWrapper;
};

/** The other works the rule compares with (a name of its own, so `works` may be the caller's). */
const heldWork = alias(works, "held_work");

/**
 * Whether the person holds another work of the same day and work type (one person, one meal),
 * as one value of a read; `work` may be the works row that read is on.
 */
export function holdsSameMealValue(userId: number | SQLWrapper, work: MealOf): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${assignments} inner join ${works} ${heldWork} on ${eq(heldWork.id, assignments.workId)} where ${and(
    eq(assignments.userId, userId),
    ne(heldWork.id, work.id),
    eq(heldWork.date, work.date),
    eq(heldWork.workType, work.workType),
    notInArray(heldWork.status, ["cancelled"]),
  )})`;
}

/** Whether the person holds another work of the same day and work type (one person, one meal). */
export async function holdsSameMeal(
  db: DbOrTx,
  userId: number,
  work: { id: number; date: string; workType: (typeof works.$inferSelect)["workType"] },
): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`select ${holdsSameMealValue(userId, work)} as held`,
  );
  return row?.held === true;
}
