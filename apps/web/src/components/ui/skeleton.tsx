import { useLingui } from "@lingui/react/macro";
import { cn } from "./cn";

const keys = (n: number) => Array.from({ length: n }, (_, i) => `sk${i}`);

/** A grey pulsing placeholder block (decorative; wrap lists in an aria-busy region). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
    />
  );
}

/** A few text-like lines. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-2", className)} aria-hidden="true">
      {keys(lines).map((k, i) => (
        <Skeleton key={k} className={cn("h-3.5", i === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

/** A card-shaped placeholder. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}
      aria-hidden="true"
    >
      <Skeleton className="mb-3 h-5 w-1/2" />
      <SkeletonText lines={3} />
    </div>
  );
}

/** `count` skeleton cards in a responsive grid, announced as loading. */
export function SkeletonGrid({
  count = 6,
  className,
  label,
}: {
  count?: number;
  className?: string;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      <span className="sr-only">{label ?? t`Loading...`}</span>
      {keys(count).map((k) => (
        <SkeletonCard key={k} />
      ))}
    </div>
  );
}
