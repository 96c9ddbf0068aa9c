import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, ROLE_LABELS, ROLES } from "@catercrew/shared/enums";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { labelOf } from "@/lib/labels";
import { hasAnyFilter, type UserFilters } from "../api/filter-users";

const roleOptions = () => ROLES.map((r) => ({ value: r, label: labelOf(ROLE_LABELS, r) }));
const employmentOptions = () =>
  EMPLOYMENT_TYPES.map((e) => ({ value: e, label: labelOf(EMPLOYMENT_TYPE_LABELS, e) }));
const BIKE_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: "true", label: msg`Has bike` },
  { value: "false", label: msg`No bike` },
];

/**
 * Search box and filters. What is typed stays here until Search or Filter applies it (the page
 * keeps the applied search and filters in the URL); Clear empties both.
 */
export function UsersToolbar({
  search,
  filters: applied,
  onSearch,
  onFilter,
  onClear,
}: {
  search: string;
  filters: UserFilters;
  onSearch: (text: string) => void;
  onFilter: (filters: UserFilters) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState(search);
  const [filters, setFilters] = useState<UserFilters>(applied);
  const [hint, setHint] = useState<string | null>(null);
  // Back/forward changes the applied state: show it in the inputs.
  useEffect(() => setSearchText(search), [search]);
  useEffect(() => setFilters(applied), [applied]);

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    const text = searchText.trim();
    if (!text) {
      setHint(t`Type a name, User Id, mobile or place to search.`);
      return;
    }
    setHint(null);
    onSearch(text);
  };
  const submitFilter = () => {
    if (!hasAnyFilter(filters)) {
      setHint(t`Choose a role, employment type or bike filter first.`);
      return;
    }
    setHint(null);
    onFilter({ ...filters });
  };
  const clear = () => {
    setSearchText("");
    setFilters({ role: "", employment_type: "", has_bike: "" });
    setHint(null);
    onClear();
  };

  return (
    <section
      aria-label={t`Search and filters`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <form aria-label={t`Search users`} onSubmit={submitSearch} className="flex gap-2">
        <Input
          label={t`Search users`}
          hideLabel
          type="search"
          placeholder={t`Search by name, User Id, mobile or place`}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          containerClassName="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" icon={<Search className="h-4 w-4" aria-hidden="true" />}>
          {t`Search`}
        </Button>
      </form>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          label={t`Role`}
          placeholder={t`All roles`}
          options={roleOptions()}
          value={filters.role}
          onChange={(e) => setFilters((f) => ({ ...f, role: e.target.value }))}
        />
        <Select
          label={t`Employment type`}
          placeholder={t`All types`}
          options={employmentOptions()}
          value={filters.employment_type}
          onChange={(e) => setFilters((f) => ({ ...f, employment_type: e.target.value }))}
        />
        <Select
          label={t`Bike`}
          placeholder={t`Any`}
          options={BIKE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={filters.has_bike}
          onChange={(e) => setFilters((f) => ({ ...f, has_bike: e.target.value }))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={submitFilter}>
          {t`Filter`}
        </Button>
        <Button variant="outline" onClick={clear}>
          {t`Clear`}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {hint}
      </p>
    </section>
  );
}
