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

/** The form of the expense being typed: checked against the shared schema as it is typed. */
export function useExpenseDraftForm(workId: number) {
  const empty: ExtraExpenseInput = { catering_work: workId, expense_type: "", amount: "", description: "" };
  const form = useForm<ExtraExpenseInput, unknown, ExtraExpense>({
    resolver: zodResolver(extraExpenseInputSchema),
    mode: "onChange",
    defaultValues: empty,
  });
  const values = form.watch();
  /**
   * The row as typed when it is a whole expense (type and a valid amount), else null: a filled
   * row counts as an expense to save without pressing "Add another expense" first. Checked with
   * the shared schema at once (the form's own validity follows a moment later), also at the
   * moment of saving (`typedNow`).
   */
  const wholeRow = (v: ExtraExpenseInput): Omit<Draft, "key"> | null => {
    const parsed = extraExpenseInputSchema.safeParse(v);
    return parsed.success
      ? {
          expense_type: parsed.data.expense_type,
          amount: parsed.data.amount,
          description: parsed.data.description ?? "",
        }
      : null;
  };
  const typed = wholeRow(values);
  /** Something is typed in the row, whole or not. */
  const touched = [values.expense_type, values.amount, values.description].some(
    (v) => String(v ?? "").trim() !== "",
  );
  return { form, typed, typedNow: () => wholeRow(form.getValues()), touched, clear: () => form.reset(empty) };
}
export type ExpenseDraftFormState = ReturnType<typeof useExpenseDraftForm>;

/** One expense typed and checked against the shared schema; "Add another expense" moves it to the drafts. */
export function ExpenseDraftForm({
  draft,
  onAdd,
}: {
  draft: ExpenseDraftFormState;
  onAdd: (draft: Omit<Draft, "key">) => void;
}) {
  const { t } = useLingui();
  const { register, handleSubmit, formState } = draft.form;
  const add = handleSubmit((v) => {
    onAdd({ expense_type: v.expense_type, amount: v.amount, description: v.description ?? "" });
    draft.clear();
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
        {t`Add another expense`}
      </Button>
    </form>
  );
}
