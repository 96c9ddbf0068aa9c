import { formatRupees } from "@catercrew/shared/money";
import { useLingui } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { errorText } from "@/entities/subadmin/error-text";
import { useDeleteExpense, useEditExpense, type useTotals } from "../api/ratings-wages";
import { AMOUNT_INPUT, ExpenseRow, ExpenseTotalRow } from "./expense-row";

/** The work's saved expenses and their total; each can be corrected or deleted until completion. */
export function SavedExpenses({
  totals,
  workId,
  locked,
}: {
  totals: ReturnType<typeof useTotals>;
  workId: number;
  locked: boolean;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useDeleteExpense(workId);
  return totals.isPending ? (
    <SkeletonText lines={2} />
  ) : totals.isError ? (
    <p className="text-red-700">{errorText(totals.error, t`Failed to fetch total wages`)}</p>
  ) : totals.data.extra_expenses.length === 0 ? (
    <p className="py-1 text-slate-600">{t`No expenses yet`}</p>
  ) : (
    <ul className="divide-y divide-slate-100">
      {remove.isError && (
        <li className="py-1.5">
          <Alert onDismiss={() => remove.reset()}>
            {errorText(remove.error, t`Failed to delete the expense`)}
          </Alert>
        </li>
      )}
      {totals.data.extra_expenses.map((e) =>
        editing === e.id ? (
          <li key={e.id} className="py-1.5">
            <ExpenseEditForm workId={workId} expense={e} onDone={() => setEditing(null)} />
          </li>
        ) : (
          <ExpenseRow
            key={e.id}
            expense={e}
            actions={
              !locked && (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Edit ${e.expense_type}`}
                    onClick={() => setEditing(e.id)}
                    icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Delete ${e.expense_type}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (
                        window.confirm(t`Delete this expense (${e.expense_type}, ${formatRupees(e.amount)})?`)
                      ) {
                        remove.mutate(e.id, { onSuccess: () => notify.success(t`Expense deleted`) });
                      }
                    }}
                    icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                  />
                </>
              )
            }
          />
        ),
      )}
      <ExpenseTotalRow label={t`Total`} amount={totals.data.extra_expenses_total} />
    </ul>
  );
}

/** Corrects one saved expense: type, amount and description; the server checks the values. */
function ExpenseEditForm({
  workId,
  expense,
  onDone,
}: {
  workId: number;
  expense: { id: number; expense_type: string; amount: string; description: string | null };
  onDone: () => void;
}) {
  const { t } = useLingui();
  const edit = useEditExpense(workId);
  const [type, setType] = useState(expense.expense_type);
  const [amount, setAmount] = useState(expense.amount);
  const [description, setDescription] = useState(expense.description ?? "");
  const save = () =>
    edit.mutate(
      { id: expense.id, body: { expense_type: type, amount, description } },
      {
        onSuccess: () => {
          notify.success(t`Expense updated`);
          onDone();
        },
      },
    );
  return (
    <fieldset className="flex flex-col gap-2" aria-label={t`Edit expense`}>
      <div className="grid grid-cols-2 gap-2">
        <Input
          label={t`Expense type`}
          maxLength={100}
          value={type}
          onChange={(ev) => setType(ev.target.value)}
        />
        <Input
          label={t`Amount`}
          {...AMOUNT_INPUT}
          value={amount}
          onChange={(ev) => setAmount(ev.target.value)}
        />
      </div>
      <Input
        label={t`Description (optional)`}
        value={description}
        onChange={(ev) => setDescription(ev.target.value)}
      />
      {edit.isError && <Alert>{errorText(edit.error, t`Failed to update the expense`)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={edit.isPending}>
          {t`Cancel`}
        </Button>
        <Button size="sm" onClick={save} loading={edit.isPending}>
          {t`Save changes`}
        </Button>
      </div>
    </fieldset>
  );
}
