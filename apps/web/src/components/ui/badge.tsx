import type { ComponentProps } from "react";
import { TONE_CLASSES, type Tone } from "@/lib/tokens";
import { cn } from "./cn";

/** The tones live with the other design tokens (`@/lib/tokens`). */
export const badgeTones = TONE_CLASSES;
export type BadgeTone = Tone;

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
