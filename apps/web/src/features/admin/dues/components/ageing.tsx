import { AGEING_BUCKETS, type AgeingBucket } from "@catercrew/shared/receivables/ageing";
import { useLingui } from "@lingui/react/macro";
import { formatINR } from "@/lib/format";

/** The ageing buckets' names (days past the due date). */
export function useBucketLabels(): Record<AgeingBucket, string> {
  const { t } = useLingui();
  return {
    not_due: t`Not yet due`,
    d1_30: t`1-30 days late`,
    d31_60: t`31-60 days late`,
    d61_90: t`61-90 days late`,
    over_90: t`Over 90 days late`,
  };
}

/** A client's balance per bucket, the empty ones left out; wraps at 360 px. */
export function AgeingBars({ ageing }: { ageing: Record<AgeingBucket, string> }) {
  const labels = useBucketLabels();
  const shown = AGEING_BUCKETS.filter((b) => ageing[b] !== "0.00");
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-xs">
      {shown.map((b) => (
        <li
          key={b}
          className={`rounded-md px-2 py-1 tabular-nums ${b === "not_due" ? "bg-slate-100 text-slate-700" : b === "d1_30" ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}
        >
          {labels[b]}: {formatINR(ageing[b])}
        </li>
      ))}
    </ul>
  );
}
