import type { ComponentProps, Key, ReactNode } from "react";
import { cn } from "./cn";

/** A scroll-safe table wrapper: the table scrolls inside its card, never the page. */
export function Table({
  className,
  caption,
  children,
  ...rest
}: ComponentProps<"table"> & { caption?: ReactNode }) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...rest}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...rest }: ComponentProps<"thead">) {
  return (
    <thead
      className={cn("bg-slate-50 text-xs uppercase tracking-wide text-slate-600", className)}
      {...rest}
    />
  );
}
export function TBody({ className, ...rest }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-100", className)} {...rest} />;
}
export function Tr({ className, ...rest }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-slate-50/60", className)} {...rest} />;
}
export function Th({ className, scope = "col", ...rest }: ComponentProps<"th">) {
  return <th scope={scope} className={cn("px-4 py-3 font-semibold", className)} {...rest} />;
}
export function Td({ className, ...rest }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle text-slate-800", className)} {...rest} />;
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Column header is clickable for sorting when set. */
  sortable?: boolean;
  className?: string;
  /** Hidden in the phone card view (e.g. an actions column that is shown separately). */
  hideOnCard?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  caption: string;
  /** Rendered as a single full-width row/card when there are no rows (loading, empty, error). */
  placeholder?: ReactNode;
  sort?: { key: string; dir: "asc" | "desc" };
  onSort?: (key: string) => void;
  /** Extra content at the bottom of each phone card (e.g. action buttons). */
  cardActions?: (row: T) => ReactNode;
  /** The width from which the table shows (cards below it); wide tables pick a later one. */
  tableFrom?: "md" | "lg" | "xl";
}

/** Static class names per breakpoint (the CSS build only sees whole class strings). */
const TABLE_FROM = {
  md: { table: "hidden md:block", cards: "md:hidden" },
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
  xl: { table: "hidden xl:block", cards: "xl:hidden" },
} as const;

/**
 * A responsive data table: a real <table> from `md` up, a list of labelled cards on phones
 * (no horizontal scrolling at 360 px).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  placeholder,
  sort,
  onSort,
  cardActions,
  tableFrom = "md",
}: DataTableProps<T>) {
  return (
    <>
      <div className={TABLE_FROM[tableFrom].table}>
        <Table caption={caption}>
          <THead>
            <tr>
              {columns.map((c) => {
                const active = sort?.key === c.key;
                const ariaSort = active ? (sort?.dir === "asc" ? "ascending" : "descending") : undefined;
                return (
                  <Th
                    key={c.key}
                    aria-sort={c.sortable ? (ariaSort ?? "none") : undefined}
                    className={c.className}
                  >
                    {c.sortable && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(c.key)}
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {c.header}
                        <span aria-hidden="true">{active ? (sort?.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </Th>
                );
              })}
            </tr>
          </THead>
          <TBody>
            {rows.length === 0 && placeholder ? (
              <tr>
                <Td colSpan={columns.length} className="py-8 text-center text-slate-600">
                  {placeholder}
                </Td>
              </tr>
            ) : (
              rows.map((row) => (
                <Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Td key={c.key} className={c.className}>
                      {c.cell(row)}
                    </Td>
                  ))}
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      </div>
      <ul className={cn("flex flex-col gap-3", TABLE_FROM[tableFrom].cards)} aria-label={caption}>
        {rows.length === 0 && placeholder ? (
          <li className="rounded-xl border border-slate-200 bg-white p-4 text-center text-sm text-slate-600">
            {placeholder}
          </li>
        ) : (
          rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
                {columns
                  .filter((c) => !c.hideOnCard)
                  .map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="font-medium text-slate-600">{c.header}</dt>
                      <dd className="min-w-0 break-words text-slate-900">{c.cell(row)}</dd>
                    </div>
                  ))}
              </dl>
              {cardActions && <div className="mt-3 flex flex-wrap gap-2">{cardActions(row)}</div>}
            </li>
          ))
        )}
      </ul>
    </>
  );
}
