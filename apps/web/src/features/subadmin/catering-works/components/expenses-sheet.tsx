import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { errorText } from "@/entities/subadmin/error-text";
import { useAddExpense, useTotals } from "../api/ratings-wages";
import { type Draft, DraftExpenses, ExpenseDraftForm, useExpenseDraftForm } from "./expense-drafts";
import { SavedExpenses } from "./saved-expenses";

let nextKey = 1;
const TYPED_ROW = 0;

/**
 * Work Expenses: the saved list, a draft list, Save Expenses (one call per draft, the row still
 * being typed included when it is whole), Cancel.
 */
export function ExpensesSheet({ work, onClose }: { work: StaffWorkListItem; onClose: () => void }) {
  const { t } = useLingui();
  const totals = useTotals(work.id);
  const add = useAddExpense(work.id);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = useExpenseDraftForm(work.id);
  // The row being typed counts once it is whole (key 0: drafts' keys start at 1).
  const toSave: Draft[] = [...drafts, ...(draft.typed ? [{ key: TYPED_ROW, ...draft.typed }] : [])];
  const locked = work.status === "completed" || work.status === "cancelled";

  // Nothing typed is thrown away silently: closing with drafts asks first.
  const close = () => {
    const n = drafts.length + (draft.touched ? 1 : 0);
    if (
      n > 0 &&
      !window.confirm(
        plural(n, {
          one: "# expense is not saved yet. Close and lose it?",
          other: "# expenses are not saved yet. Close and lose them?",
        }),
      )
    )
      return;
    onClose();
  };

  const saveAll = async () => {
    setSaving(true);
    setError(null);
    let saved = 0;
    // Read the typed row again now: a click may come before the last keystroke's render.
    const typedNow = draft.typedNow();
    const list: Draft[] = [...drafts, ...(typedNow ? [{ key: TYPED_ROW, ...typedNow }] : [])];
    for (const d of list) {
      try {
        await add.mutateAsync({
          catering_work: work.id,
          expense_type: d.expense_type,
          amount: d.amount,
          description: d.description,
        });
        saved += 1;
        if (d.key === TYPED_ROW) draft.clear();
        else setDrafts((list) => list.filter((x) => x.key !== d.key));
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
      onClose={close}
      dismissible={!saving}
      title={t`Work Expenses`}
      description={work.Auditorium_name || t`Venue Not Specified`}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button
            onClick={saveAll}
            loading={saving}
            loadingText={t`Saving...`}
            disabled={toSave.length === 0 || locked}
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
              draft={draft}
              onAdd={(d) => setDrafts((list) => [...list, { key: nextKey++, ...d }])}
            />
            {drafts.length > 0 && (
              <DraftExpenses
                drafts={drafts}
                onRemove={(key) => setDrafts((list) => list.filter((x) => x.key !== key))}
              />
            )}
          </section>
        )}
      </div>
    </BottomSheet>
  );
}
