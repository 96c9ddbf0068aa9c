import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A label/value pair in a details sheet; empty values read "N/A". */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useLingui();
  const empty = value === null || value === undefined || value === "";
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:w-40 sm:shrink-0 sm:text-sm sm:normal-case sm:tracking-normal">
        {label}
      </dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{empty ? t`N/A` : value}</dd>
    </div>
  );
}
