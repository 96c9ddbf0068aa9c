import { extraExpenseInputSchema, formatINR, sumMoney, type WorkListItem } from "@catercrew/shared";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { errorText } from "../../common/error-text";
import { useAddExpense, useTotals } from "../api/ratings-wages";

interface Draft {
  key: number;
  expense_type: string;
  amount: string;
  description: string;
}

let nextKey = 1;

/** Work Expenses: the saved list, a draft list, Save Expenses (one call per draft), Cancel. */
export function ExpensesSheet({ work, onClose }: { work: WorkListItem; onClose: () => void }) {
  const totals = useTotals(work.id);
  const add = useAddExpense(work.id);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [type, setType] = useState("");
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = work.status === "completed" || work.status === "cancelled";

  const draftCheck = extraExpenseInputSchema.safeParse({
    catering_work: work.id,
    expense_type: type,
    amount,
    description,
  });
  const amountError =
    amount && !draftCheck.success
      ? draftCheck.error.issues.find((i) => i.path[0] === "amount")?.message
      : undefined;

  const addDraft = () => {
    if (!type.trim() || !amount.trim() || !draftCheck.success) return;
    setDrafts((d) => [
      ...d,
      { key: nextKey++, expense_type: type.trim(), amount: draftCheck.data.amount, description },
    ]);
    setType("");
    setAmount("");
    setDescription("");
  };

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
        setError(errorText(err, "Failed to add extra expense"));
        break;
      }
    }
    setSaving(false);
    if (saved > 0) notify.success(saved === 1 ? "Expense saved" : `${saved} expenses saved`);
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!saving}
      title="Work Expenses"
      description={work.Auditorium_name || "Venue Not Specified"}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={saveAll}
            loading={saving}
            loadingText="Saving..."
            disabled={drafts.length === 0 || locked}
          >
            Save Expenses
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
        <section aria-labelledby="ex-saved">
          <h3 id="ex-saved" className="font-semibold text-slate-900">
            Saved expenses
          </h3>
          {totals.isPending ? (
            <SkeletonText lines={2} />
          ) : totals.isError ? (
            <p className="text-red-700">{errorText(totals.error, "Failed to fetch total wages")}</p>
          ) : totals.data.extra_expenses.length === 0 ? (
            <p className="py-1 text-slate-600">No expenses yet</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {totals.data.extra_expenses.map((e) => (
                <li key={e.id} className="flex justify-between gap-2 py-1.5">
                  <span className="min-w-0 break-words">
                    {e.expense_type}
                    {e.description ? <span className="text-slate-500"> · {e.description}</span> : null}
                  </span>
                  <span className="tabular-nums">{formatINR(e.amount)}</span>
                </li>
              ))}
              <li className="flex justify-between py-1.5 font-semibold">
                <span>Total</span>
                <span className="tabular-nums">{formatINR(totals.data.extra_expenses_total)}</span>
              </li>
            </ul>
          )}
        </section>
        {locked ? (
          <p className="text-slate-600">This work is completed. Expenses can no longer be added.</p>
        ) : (
          <section aria-labelledby="ex-add" className="flex flex-col gap-2">
            <h3 id="ex-add" className="font-semibold text-slate-900">
              Add expense
            </h3>
            <div className="grid grid-cols-2 gap-2">
              <Input
                label="Expense type"
                value={type}
                onChange={(e) => setType(e.target.value)}
                maxLength={100}
              />
              <Input
                label="Amount"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                value={amount}
                error={amountError}
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
            <Input
              label="Description (optional)"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <Button
              variant="outline"
              onClick={addDraft}
              disabled={!type.trim() || !amount.trim() || !draftCheck.success}
              icon={<Plus className="h-4 w-4" aria-hidden="true" />}
            >
              Add Expense
            </Button>
            {drafts.length > 0 && (
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3"
                aria-label="Draft expenses"
              >
                {drafts.map((d) => (
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
                        aria-label={`Remove ${d.expense_type}`}
                        onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                        icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                      />
                    </span>
                  </li>
                ))}
                <li className="flex justify-between py-1.5 font-semibold">
                  <span>Draft total</span>
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
