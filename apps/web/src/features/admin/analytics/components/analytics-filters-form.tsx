import { OCCASIONS, WORK_TYPE_LABELS, WORK_TYPES } from "@catercrew/shared/enums";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { labelOf, OCCASION_LABELS } from "@/lib/labels";
import type { AnalyticsFilters } from "../api/analytics";

export const RESULTS = ["profit", "loss"] as const;
export const EMPTY_FILTERS: AnalyticsFilters = {
  from: "",
  to: "",
  work_type: undefined,
  occasion: undefined,
  result: undefined,
  search: "",
};
const typeOptions = () => WORK_TYPES.map((w) => ({ value: w, label: labelOf(WORK_TYPE_LABELS, w) }));
/** What the event was, apart from the meal (record 069). */
const occasionOptions = () => OCCASIONS.map((o) => ({ value: o, label: labelOf(OCCASION_LABELS, o) }));

/** The filters form: a draft until Apply Filters; Clear Filters empties draft and list. */
export function AnalyticsFiltersForm({
  filters,
  onApply,
  onClear,
}: {
  filters: AnalyticsFilters;
  onApply: (next: AnalyticsFilters) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<AnalyticsFilters>(filters);
  // Back/forward changes the applied filters: show them in the inputs.
  useEffect(() => setDraft(filters), [filters]);
  const filtered = Object.values(filters).some(Boolean);
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    onClear();
  };
  return (
    <form
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, search: draft.search?.trim() });
      }}
    >
      <Input
        label={t`Search`}
        type="search"
        containerClassName="lg:col-span-2"
        placeholder={t`Search by customer name or work type...`}
        value={draft.search ?? ""}
        onChange={(e) => setDraft({ ...draft, search: e.target.value })}
      />
      <Input
        label={t`From`}
        type="date"
        value={draft.from ?? ""}
        onChange={(e) => setDraft({ ...draft, from: e.target.value })}
      />
      <Input
        label={t`To`}
        type="date"
        value={draft.to ?? ""}
        onChange={(e) => setDraft({ ...draft, to: e.target.value })}
      />
      <Select
        label={t`Work type`}
        placeholder={t`All types`}
        options={typeOptions()}
        value={(draft.work_type as string | undefined) ?? ""}
        onChange={(e) => setDraft({ ...draft, work_type: e.target.value || undefined })}
      />
      <Select
        label={t`Occasion`}
        placeholder={t`All occasions`}
        options={occasionOptions()}
        value={(draft.occasion as string | null | undefined) ?? ""}
        onChange={(e) => setDraft({ ...draft, occasion: e.target.value || undefined })}
      />
      <Select
        label={t`Result`}
        placeholder={t`Profit and loss`}
        options={[
          { value: "profit", label: t`Profit` },
          { value: "loss", label: t`Loss` },
        ]}
        value={draft.result ?? ""}
        onChange={(e) => setDraft({ ...draft, result: RESULTS.find((r) => r === e.target.value) })}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t`Apply Filters`}</Button>
        <Button variant="outline" onClick={clear} disabled={!filtered && !Object.values(draft).some(Boolean)}>
          {t`Clear Filters`}
        </Button>
      </div>
    </form>
  );
}
