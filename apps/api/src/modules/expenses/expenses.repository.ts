import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { extraExpenses } from "../../db/schema.js";

export type ExpenseRow = typeof extraExpenses.$inferSelect;
type NewExpenseRow = typeof extraExpenses.$inferInsert;

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
    .select({ total: sql<string>`round(coalesce(sum(${extraExpenses.amount}), 0)::numeric, 2)::text` })
    .from(extraExpenses)
    .where(eq(extraExpenses.workId, workId));
  return row?.total ?? "0.00";
}

/** One expense; `lock` takes a row lock (FOR UPDATE) until the transaction ends. */
export async function findExpense(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ExpenseRow | undefined> {
  const q = db.select().from(extraExpenses).where(eq(extraExpenses.id, id)).limit(1);
  const [row] = await (opts.lock ? q.for("update") : q);
  return row;
}

export async function updateExpenseRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewExpenseRow>,
): Promise<ExpenseRow | undefined> {
  const [row] = await db.update(extraExpenses).set(values).where(eq(extraExpenses.id, id)).returning();
  return row;
}

export async function deleteExpenseRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(extraExpenses)
    .where(eq(extraExpenses.id, id))
    .returning({ id: extraExpenses.id });
  return rows.length > 0;
}
