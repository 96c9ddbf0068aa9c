import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "./cn";

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown as a small count pill after the label. */
  count?: number;
}

export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** A page-unique id; <TabPanel tabsId={id} value={value}> links to it. */
  id: string;
  className?: string;
}

/**
 * A tab list (WAI-ARIA tabs: arrow keys, Home/End, roving tabindex). It scrolls sideways
 * inside itself on narrow screens. Render the selected panel with <TabPanel tabsId value>.
 */
export function Tabs<V extends string>({ items, value, onChange, label, id, className }: TabsProps<V>) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (e.key === "ArrowRight") next = (index + 1) % items.length;
    else if (e.key === "ArrowLeft") next = (index - 1 + items.length) % items.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.value);
    refs.current.get(item.value)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn("flex max-w-full gap-1 overflow-x-auto border-b border-slate-200", className)}
    >
      {items.map((item, i) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => onKey(e, i)}
            className={cn(
              "-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm font-medium",
              "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600",
              selected
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {item.label}
            {item.count !== undefined && (
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs",
                  selected ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-700",
                )}
              >
                {item.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of a Tabs list (id and aria-labelledby tie it to the selected tab). */
export function TabPanel({
  tabsId,
  value,
  children,
  className,
}: {
  tabsId: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={`${tabsId}-panel`}
      aria-labelledby={`${tabsId}-tab-${value}`}
      className={cn("pt-4 focus-visible:outline-none", className)}
    >
      {children}
    </div>
  );
}
