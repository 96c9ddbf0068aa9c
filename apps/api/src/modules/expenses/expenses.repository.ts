import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { extraExpenses } from "../../db/schema.js";

export type ExpenseRow = typeof extraExpenses.$inferSelect;
export type NewExpenseRow = typeof extraExpenses.$inferInsert;

export async function insertExpense(db: DbOrTx, values: NewExpenseRow): Promise<ExpenseRow> {
  const [row] = await db.insert(extraExpenses).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function listWorkExpenses(db: DbOrTx, workId: number): Promise<ExpenseRow[]> {
  return db
    .select()
    .from(extraExpenses)
    .where(eq(extraExpenses.workId, workId))
    .orderBy(asc(extraExpenses.id));
}

/** The sum of a work's extra expenses as an exact decimal string. */
export async function workExpenseTotal(db: DbOrTx, workId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${extraExpenses.amount}), 0)::numeric(14,2)::text` })
    .from(extraExpenses)
    .where(eq(extraExpenses.workId, workId));
  return row?.total ?? "0.00";
}
