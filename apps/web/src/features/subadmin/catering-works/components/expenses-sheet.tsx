import { formatINR, sumMoney } from "@catercrew/shared/money";
import { type ExtraExpenseInput, extraExpenseInputSchema } from "@catercrew/shared/schemas/expenses";
import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { zodResolver } from "@hookform/resolvers/zod";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { errorText } from "@/entities/subadmin/error-text";
import { useAddExpense, useDeleteExpense, useEditExpense, useTotals } from "../api/ratings-wages";

interface Draft {
  key: number;
  expense_type: string;
  amount: string;
  description: string;
}

let nextKey = 1;
type ExtraExpense = z.output<typeof extraExpenseInputSchema>;

/** Work Expenses: the saved list, a draft list, Save Expenses (one call per draft), Cancel. */
export function ExpensesSheet({ work, onClose }: { work: WorkListItem; onClose: () => void }) {
  const { t } = useLingui();
  const totals = useTotals(work.id);
  const add = useAddExpense(work.id);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = work.status === "completed" || work.status === "cancelled";

  const saveAll = async () => {
    setSaving(true);
    setError(null);
    let saved = 0;
    for (const d of drafts) {
      try {
        await add.mutateAsync({
          catering_work: work.id,
          expense_type: d.expense_type,
          amount: d.amount,
          description: d.description,
        });
        saved += 1;
        setDrafts((list) => list.filter((x) => x.key !== d.key));
      } catch (err) {
        setError(errorText(err, t`Failed to add extra expense`));
        break;
      }
    }
    setSaving(false);
    if (saved > 0) notify.success(t`${plural(saved, { one: "Expense saved", other: "# expenses saved" })}`);
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!saving}
      title={t`Work Expenses`}
      description={work.Auditorium_name || t`Venue Not Specified`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button
            onClick={saveAll}
            loading={saving}
            loadingText={t`Saving...`}
            disabled={drafts.length === 0 || locked}
          >
            {t`Save Expenses`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
        <section aria-labelledby="ex-saved">
          <h3 id="ex-saved" className="font-semibold text-slate-900">
            {t`Saved expenses`}
          </h3>
          <SavedExpenses totals={totals} workId={work.id} locked={locked} />
        </section>
        {locked ? (
          <p className="text-slate-600">{t`This work is completed. Expenses can no longer be added.`}</p>
        ) : (
          <section aria-labelledby="ex-add" className="flex flex-col gap-2">
            <h3 id="ex-add" className="font-semibold text-slate-900">
              {t`Add expense`}
            </h3>
            <ExpenseDraftForm
              workId={work.id}
              onAdd={(d) => setDrafts((list) => [...list, { key: nextKey++, ...d }])}
            />
            {drafts.length > 0 && (
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3"
                aria-label={t`Draft expenses`}
              >
                {drafts.map((d) => {
                  const expense = d.expense_type;
                  return (
                    <li key={d.key} className="flex items-center justify-between gap-2 py-1.5">
                      <span className="min-w-0 break-words">
                        {d.expense_type}
                        {d.description ? <span className="text-slate-500"> · {d.description}</span> : null}
                      </span>
                      <span className="flex items-center gap-1">
                        <span className="tabular-nums">{formatINR(d.amount)}</span>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t`Remove ${expense}`}
                          onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                          icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                        />
                      </span>
                    </li>
                  );
                })}
                <li className="flex justify-between py-1.5 font-semibold">
                  <span>{t`Draft total`}</span>
                  <span className="tabular-nums">{formatINR(sumMoney(drafts.map((d) => d.amount)))}</span>
                </li>
              </ul>
            )}
          </section>
        )}
      </div>
    </BottomSheet>
  );
}

/** The work's saved expenses and their total; each can be corrected or deleted until completion. */
function SavedExpenses({
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
          <li key={e.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 break-words">
              {e.expense_type}
              {e.description ? <span className="text-slate-500"> · {e.description}</span> : null}
            </span>
            <span className="flex items-center gap-1">
              <span className="tabular-nums">{formatINR(e.amount)}</span>
              {!locked && (
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
                        window.confirm(t`Delete this expense (${e.expense_type}, ${formatINR(e.amount)})?`)
                      ) {
                        remove.mutate(e.id, { onSuccess: () => notify.success(t`Expense deleted`) });
                      }
                    }}
                    icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                  />
                </>
              )}
            </span>
          </li>
        ),
      )}
      <li className="flex justify-between py-1.5 font-semibold">
        <span>{t`Total`}</span>
        <span className="tabular-nums">{formatINR(totals.data.extra_expenses_total)}</span>
      </li>
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
          label="Expense type"
          maxLength={100}
          value={type}
          onChange={(ev) => setType(ev.target.value)}
        />
        <Input
          label="Amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={amount}
          onChange={(ev) => setAmount(ev.target.value)}
        />
      </div>
      <Input
        label="Description (optional)"
        value={description}
        onChange={(ev) => setDescription(ev.target.value)}
      />
      {edit.isError && <Alert>{errorText(edit.error, t`Failed to update the expense`)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} loading={edit.isPending}>
          {t`Save changes`}
        </Button>
      </div>
    </fieldset>
  );
}

/** One expense typed and checked against the shared schema, then added to the drafts. */
function ExpenseDraftForm({ workId, onAdd }: { workId: number; onAdd: (draft: Omit<Draft, "key">) => void }) {
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
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
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
