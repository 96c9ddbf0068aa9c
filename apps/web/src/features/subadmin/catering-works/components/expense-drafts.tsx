import { sumMoney } from "@catercrew/shared/money";
import { type ExtraExpenseInput, extraExpenseInputSchema } from "@catercrew/shared/schemas/expenses";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { AMOUNT_INPUT, ExpenseRow, ExpenseTotalRow } from "./expense-row";

/** An expense typed in but not saved yet; `key` tells drafts apart. */
export interface Draft {
  key: number;
  expense_type: string;
  amount: string;
  description: string;
}

type ExtraExpense = z.output<typeof extraExpenseInputSchema>;

/** The drafts with their total; each can be removed before saving. */
export function DraftExpenses({ drafts, onRemove }: { drafts: Draft[]; onRemove: (key: number) => void }) {
  const { t } = useLingui();
  return (
    <ul
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3"
      aria-label={t`Draft expenses`}
    >
      {drafts.map((d) => {
        const expense = d.expense_type;
        return (
          <ExpenseRow
            key={d.key}
            expense={d}
            actions={
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove ${expense}`}
                onClick={() => onRemove(d.key)}
                icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
              />
            }
          />
        );
      })}
      <ExpenseTotalRow label={t`Draft total`} amount={sumMoney(drafts.map((d) => d.amount))} />
    </ul>
  );
}

/** One expense typed and checked against the shared schema, then added to the drafts. */
export function ExpenseDraftForm({
  workId,
  onAdd,
}: {
  workId: number;
  onAdd: (draft: Omit<Draft, "key">) => void;
}) {
  const { t } = useLingui();
  const empty: ExtraExpenseInput = { catering_work: workId, expense_type: "", amount: "", description: "" };
  const { register, handleSubmit, reset, formState } = useForm<ExtraExpenseInput, unknown, ExtraExpense>({
    resolver: zodResolver(extraExpenseInputSchema),
    mode: "onChange",
    defaultValues: empty,
  });
  const add = handleSubmit((v) => {
    onAdd({ expense_type: v.expense_type, amount: v.amount, description: v.description ?? "" });
    reset(empty);
  });
  return (
    <form onSubmit={add} noValidate className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Input label={t`Expense type`} maxLength={100} {...register("expense_type")} />
        <Input
          label={t`Amount`}
          {...AMOUNT_INPUT}
          error={formState.errors.amount?.message}
          {...register("amount")}
        />
      </div>
      <Input label={t`Description (optional)`} {...register("description")} />
      <Button
        type="submit"
        variant="outline"
        disabled={!formState.isValid}
        icon={<Plus className="h-4 w-4" aria-hidden="true" />}
      >
        {t`Add Expense`}
      </Button>
    </form>
  );
}
