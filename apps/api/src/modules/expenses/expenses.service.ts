import type { extraExpenseInputSchema } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { audit } from "../../lib/audit.js";
import { openWorkForWrite, type SubadminDeps } from "../subadmin/subadmin.service.js";
import { insertExpense } from "./expenses.repository.js";
import { toExpenseResponse } from "./expenses.serializer.js";

/** POST /sub_admin/extra-expenses/: one expense of an open work. */
export async function addExpense(
  deps: SubadminDeps,
  actor: AuthUser,
  input: z.output<typeof extraExpenseInputSchema>,
) {
  const expense = await deps.db.transaction(async (tx) => {
    await openWorkForWrite(tx, input.catering_work);
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
  return { status: true as const, message: "Expense added successfully", expense };
}
