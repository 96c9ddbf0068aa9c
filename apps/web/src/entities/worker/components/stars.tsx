import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

/** Stars out of 5 (filled to the nearest half is not needed: whole stars plus the number). */
export function Stars({ value, size = "h-5 w-5" }: { value: number; size?: string }) {
  const { t } = useLingui();
  const filled = Math.round(value);
  const score = value.toFixed(1);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t`${score} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= filled ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
