import type { ComponentProps } from "react";
import { cn } from "./cn";

export const badgeTones = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  brand: "bg-brand-100 text-brand-700 ring-brand-500/40",
  success: "bg-green-50 text-green-800 ring-green-600/30",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/30",
  danger: "bg-red-50 text-red-800 ring-red-600/30",
  info: "bg-blue-50 text-blue-800 ring-blue-600/30",
  purple: "bg-purple-50 text-purple-800 ring-purple-600/30",
} as const;
export type BadgeTone = keyof typeof badgeTones;

/** A small status pill. */
export function Badge({
  tone = "neutral",
  className,
  ...rest
}: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        badgeTones[tone],
        className,
      )}
      {...rest}
    />
  );
}
