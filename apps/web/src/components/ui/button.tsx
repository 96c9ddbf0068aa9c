import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export const buttonVariants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-slate-800 text-white hover:bg-slate-900 shadow-sm",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "bg-transparent text-slate-700 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
  success: "bg-green-700 text-white hover:bg-green-800 shadow-sm",
  link: "bg-transparent p-0 text-brand-700 underline-offset-2 hover:underline",
} as const;

/**
 * Heights: every size is at least 44 px on a phone (a thumb's tap target); `sm` shrinks to 36 px
 * only from 640 px wide, where a mouse or a roomier screen is the norm.
 */
export const buttonSizes = {
  sm: "min-h-11 sm:min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-4 text-sm gap-2",
  lg: "min-h-12 px-6 text-base gap-2",
  icon: "h-11 w-11 justify-center",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** Class names of a button, for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cn(
    "inline-flex select-none items-center justify-center rounded-lg font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:cursor-not-allowed disabled:opacity-60",
    buttonVariants[variant],
    variant === "link" ? "" : buttonSizes[size],
    extra,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Text while loading (e.g. "Signing in..."); defaults to the children. */
  loadingText?: ReactNode;
  icon?: ReactNode;
  fullWidth?: boolean;
}

/** A button: variants, sizes, loading state. Defaults to type="button". */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  loadingText,
  icon,
  fullWidth,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, cn(fullWidth && "w-full", className))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" className="h-4 w-4" /> : icon}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
