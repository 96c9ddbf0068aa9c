import { useLingui } from "@lingui/react/macro";
import { cn } from "./cn";

const SIZES = { sm: "h-4 w-4", md: "h-5 w-5", lg: "h-8 w-8" } as const;

/** A decorative spinning circle; pair it with visible or screen-reader text. */
export function Spinner({ className, size = "md" }: { className?: string; size?: keyof typeof SIZES }) {
  return (
    <svg
      className={cn("animate-spin text-current motion-reduce:animate-none", className ?? SIZES[size])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 018-8v4a4 4 0 00-4 4H4z" />
    </svg>
  );
}

/** Full-area loading state with the "Loading..." text. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-brand-600"
      role="status"
    >
      <Spinner className="h-8 w-8" />
      <span className="text-sm text-slate-600">{label ?? t`Loading...`}</span>
    </div>
  );
}
