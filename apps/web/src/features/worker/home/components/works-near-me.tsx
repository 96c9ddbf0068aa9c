import { DISTRICTS } from "@catercrew/shared/enums";
import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Select } from "@/components/ui/field";
import { districtLabel } from "@/entities/worker/district";

/** The district chosen on this phone for the works list ("" for every district). */
const FILTER_KEY = "catercrew.works-district";

function readFilter(): string {
  try {
    const v = localStorage.getItem(FILTER_KEY) ?? "";
    return (DISTRICTS as readonly string[]).includes(v) ? v : "";
  } catch {
    return "";
  }
}

/** The filter, remembered on the phone across visits (docs/decisions/043). */
export function useDistrictFilter() {
  const [district, setDistrict] = useState(readFilter);
  const choose = (next: string) => {
    setDistrict(next);
    try {
      if (next) localStorage.setItem(FILTER_KEY, next);
      else localStorage.removeItem(FILTER_KEY);
    } catch {
      // Not kept: the choice still holds for this visit.
    }
  };
  return [district, choose] as const;
}

/**
 * The works in the chosen district, or all of them with the worker's own district first; the
 * server's order (date, then reporting time) is kept within each part.
 */
export function nearFirst(
  works: readonly PublishedWork[],
  own: string | null,
  filter: string,
): PublishedWork[] {
  if (filter) return works.filter((w) => w.district === filter);
  if (!own) return [...works];
  return [...works.filter((w) => w.district === own), ...works.filter((w) => w.district !== own)];
}

export function DistrictFilter({ value, onChange }: { value: string; onChange: (district: string) => void }) {
  const { t } = useLingui();
  return (
    <Select
      label={t`District`}
      placeholder={t`All districts`}
      options={DISTRICTS.map((d) => ({ value: d, label: districtLabel(d) }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      containerClassName="sm:max-w-xs"
    />
  );
}
