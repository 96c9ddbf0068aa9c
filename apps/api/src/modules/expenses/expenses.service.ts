import type { extraExpenseInputSchema, extraExpensePatchSchema } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { openWorkForWrite } from "../works/works.service.js";
import {
  deleteExpenseRow,
  findExpense,
  insertExpense,
  listWorkExpenses,
  updateExpenseRow,
  workExpenseTotal,
} from "./expenses.repository.js";
import { toExpenseResponse } from "./expenses.serializer.js";

/** POST /sub_admin/extra-expenses/: one expense of an open work. */
export async function addExpense(
  ctx: { db: Db },
  actor: AuthUser,
  input: z.output<typeof extraExpenseInputSchema>,
) {
  const expense = await ctx.db.transaction(async (tx) => {
    await openWorkForWrite({ db: tx }, input.catering_work);
    const row = await insertExpense(tx, {
      workId: input.catering_work,
      expenseType: input.expense_type,
      amount: input.amount,
      description: input.description,
      createdBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "expense.create",
      entity: "extra_expense",
      entityId: row.id,
      details: { work: input.catering_work, expense_type: input.expense_type, amount: input.amount },
    });
    return toExpenseResponse(row);
  });
  return { status: true as const, message: say("success:Expense added successfully"), expense };
}

/**
 * The expense, locked, with its work open for writes (FOR SHARE, so completion waits): 404 for a
 * missing expense, 409 once the work is completed or cancelled.
 */
async function openExpenseForWrite(tx: DbOrTx, id: number) {
  const peek = await findExpense(tx, id);
  if (!peek) throw new AppError("EXPENSE_NOT_FOUND");
  await openWorkForWrite({ db: tx }, peek.workId);
  const row = await findExpense(tx, id, { lock: true });
  if (!row) throw new AppError("EXPENSE_NOT_FOUND");
  return row;
}

/** PATCH /sub_admin/extra-expenses/{id}/: corrects an expense until the work is completed. */
export async function editExpense(
  ctx: { db: Db },
  actor: AuthUser,
  id: number,
  input: z.output<typeof extraExpensePatchSchema>,
) {
  const expense = await ctx.db.transaction(async (tx) => {
    const before = await openExpenseForWrite(tx, id);
    const values = {
      ...(input.expense_type !== undefined ? { expenseType: input.expense_type } : {}),
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    };
    const row = Object.keys(values).length > 0 ? await updateExpenseRow(tx, id, values) : before;
    if (!row) throw new AppError("EXPENSE_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "expense.update",
      entity: "extra_expense",
      entityId: id,
      details: {
        work: row.workId,
        from: { expense_type: before.expenseType, amount: before.amount, description: before.description },
        to: { expense_type: row.expenseType, amount: row.amount, description: row.description },
      },
    });
    return toExpenseResponse(row);
  });
  return { status: true as const, message: say("success:Expense updated successfully"), expense };
}

/** DELETE /sub_admin/extra-expenses/{id}/: removes an expense until the work is completed. */
export async function deleteExpense(ctx: { db: Db }, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await openExpenseForWrite(tx, id);
    if (!(await deleteExpenseRow(tx, id))) throw new AppError("EXPENSE_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "expense.delete",
      entity: "extra_expense",
      entityId: id,
      details: { work: before.workId, expense_type: before.expenseType, amount: before.amount },
    });
  });
  return { status: true as const, message: say("success:Expense deleted successfully") };
}

/** A work's extra expenses and their exact total. */
export async function workExpenses({ db }: Ctx, workId: number) {
  const [rows, total] = await Promise.all([listWorkExpenses(db, workId), workExpenseTotal(db, workId)]);
  return { expenses: rows.map(toExpenseResponse), total };
}
