import { pageWindow } from "@catercrew/shared/rules";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "./cn";

/** Previous / up to 5 page buttons centred on the current page / Next. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label,
  className,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const btn =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav
      aria-label={label ?? t`Pagination`}
      className={cn("flex flex-wrap items-center justify-center gap-1", className)}
    >
      <button
        type="button"
        className={cn(btn, "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        <span className="ml-1">{t`Previous`}</span>
      </button>
      {pageWindow(page, totalPages).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? "page" : undefined}
          aria-label={t`Page ${p}`}
          onClick={() => onPage(p)}
          className={cn(
            btn,
            p === page
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
          )}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={cn(btn, "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
      >
        <span className="mr-1">{t`Next`}</span>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
