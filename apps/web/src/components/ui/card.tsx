import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A white rounded panel. */
export function Card({ className, ...rest }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}
      {...rest}
    />
  );
}
