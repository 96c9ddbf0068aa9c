import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
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

/** Which sides of a scrolling tab list hide tabs (a cue is shown on each). */
function useHiddenSides(list: HTMLDivElement | null, value: string) {
  const [sides, setSides] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    if (!list) return;
    const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
    setSides({ left: list.scrollLeft > 1, right: rest > 1 });
  }, [list]);
  useEffect(() => {
    if (!list) return;
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const seen = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    seen?.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      seen?.disconnect();
    };
  }, [list, measure]);
  // The chosen tab is scrolled into sight (a link may open a tab past the edge).
  useEffect(() => {
    const tab = Array.from(list?.children ?? []).find((el) => el.id.endsWith(`-tab-${value}`));
    tab?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    measure();
  }, [list, value, measure]);
  return sides;
}

const cue =
  "pointer-events-none absolute inset-y-0 flex w-8 items-center text-slate-500 from-white via-white/90 to-transparent";

/**
 * A tab list (WAI-ARIA tabs: arrow keys, Home/End, roving tabindex). On a narrow screen it scrolls
 * sideways inside itself, with a fading arrow on each side that hides tabs, so a cut-off label
 * ("Comp…") reads as "more this way". Render the selected panel with <TabPanel tabsId value>.
 */
export function Tabs<V extends string>({ items, value, onChange, label, id, className }: TabsProps<V>) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const hidden = useHiddenSides(list, value);
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
    <div className={cn("relative max-w-full", className)}>
      <div
        ref={setList}
        role="tablist"
        aria-label={label}
        className="flex max-w-full gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]"
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
      {hidden.left && (
        <span data-scroll-cue="left" aria-hidden="true" className={cn(cue, "left-0 bg-gradient-to-r")}>
          <ChevronLeft className="h-4 w-4" />
        </span>
      )}
      {hidden.right && (
        <span
          data-scroll-cue="right"
          aria-hidden="true"
          className={cn(cue, "right-0 justify-end bg-gradient-to-l")}
        >
          <ChevronRight className="h-4 w-4" />
        </span>
      )}
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
