import { MEALS, OCCASIONS, WORK_STATUSES } from "@catercrew/shared/enums";
import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { Input, Select } from "@/components/ui/field";
import { workTypeLabel } from "@/entities/subadmin/components/crew-work-badges";
import { occasionLabel, workStatusLabel } from "@/lib/labels";

export interface WorksFilterValues {
  search: string;
  status: string;
  type: string;
}

/** Search, status and work type of the works list (typing replaces the URL's history entry). */
export function WorksFilters({
  search,
  status,
  type,
  onChange,
}: WorksFilterValues & {
  onChange: (next: Partial<WorksFilterValues>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_11rem_11rem]">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-400"
          aria-hidden="true"
        />
        <Input
          label={t`Search works`}
          hideLabel
          type="search"
          placeholder={t`Search customer, place, venue...`}
          className="pl-10"
          value={search}
          onChange={(e) => onChange({ search: e.target.value }, { replace: true })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <Select
          label={t`Status`}
          hideLabel
          value={status}
          onChange={(e) => onChange({ status: e.target.value })}
          options={[
            { value: "", label: t`All statuses` },
            ...WORK_STATUSES.map((s) => ({ value: s, label: workStatusLabel(s) })),
          ]}
        />
        <Select
          label={t`Work type`}
          hideLabel
          value={type}
          onChange={(e) => onChange({ type: e.target.value })}
          options={[
            { value: "", label: t`All types` },
            // Meals, then occasions (record 069).
            ...MEALS.map((m) => ({ value: m, label: workTypeLabel(m) })),
            ...OCCASIONS.filter((o) => o !== "others").map((o) => ({ value: o, label: occasionLabel(o) })),
          ]}
        />
      </div>
    </div>
  );
}
