import type { ReactNode } from "react";

/** A square icon button with an accessible name (table row actions, copy). */
export function IconButton({
  label,
  onClick,
  children,
  tone = "text-slate-700 hover:bg-slate-100",
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${tone}`}
    >
      {children}
    </button>
  );
}
