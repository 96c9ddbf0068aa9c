import type { ExtraExpense } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { ExpenseRow } from "./expenses.repository.js";

export function toExpenseResponse(row: ExpenseRow): ExtraExpense {
  return {
    id: row.id,
    catering_work: row.workId,
    expense_type: row.expenseType,
    amount: row.amount,
    description: row.description,
    created_at: iso(row.createdAt) ?? "",
  };
}
