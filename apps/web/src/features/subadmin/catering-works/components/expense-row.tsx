import { formatRupees } from "@catercrew/shared/money";
import type { ReactNode } from "react";

/** The attributes of an expense's amount field: rupees with paise, not below 0. */
export const AMOUNT_INPUT = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;

/** One expense in a list: its type and note, its amount, then its buttons. */
export function ExpenseRow({
  expense,
  actions,
}: {
  expense: { expense_type: string; description?: string | null; amount: string };
  actions: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-2 py-1.5">
      <span className="min-w-0 break-words">
        {expense.expense_type}
        {expense.description ? <span className="text-slate-500"> · {expense.description}</span> : null}
      </span>
      <span className="flex items-center gap-1">
        <span className="tabular-nums">{formatRupees(expense.amount)}</span>
        {actions}
      </span>
    </li>
  );
}

/** The closing line of an expense list: its label and the sum. */
export function ExpenseTotalRow({ label, amount }: { label: string; amount: string }) {
  return (
    <li className="flex justify-between py-1.5 font-semibold">
      <span>{label}</span>
      <span className="tabular-nums">{formatRupees(amount)}</span>
    </li>
  );
}
