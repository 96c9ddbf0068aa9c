import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { intlLocale } from "@/lib/i18n";
import { useSaveUnavailableDays, useUnavailableDays } from "../api/unavailable-days";

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** Today in Asia/Kolkata as YYYY-MM-DD (the product's calendar). */
function todayKey(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

/** The month's cells: blanks before the 1st (weeks start on Sunday), then each day. */
function monthCells(year: number, month: number): { id: string; day: number | null }[] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [
    ...Array.from({ length: first }, (_, n) => ({ id: `blank-${n}`, day: null })),
    ...Array.from({ length: days }, (_, n) => ({ id: dayKey(year, month, n + 1), day: n + 1 })),
  ];
}

/** Sunday to Saturday (1 Nov 2026 is a Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Days I can't work": a month calendar, one tap a day, saved at once; past days cannot be marked. */
export function UnavailableDays() {
  const { t } = useLingui();
  const q = useUnavailableDays();
  const save = useSaveUnavailableDays();
  const today = todayKey();
  const [view, setView] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)) - 1,
  }));
  const [error, setError] = useState<string | null>(null);
  const locale = intlLocale();
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(view.year, view.month, 1)),
  );
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const move = (by: number) =>
    setView(({ year, month }) => {
      const d = new Date(Date.UTC(year, month + by, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
    });
  const atFirstMonth = dayKey(view.year, view.month, 1) <= `${today.slice(0, 8)}01`;

  if (q.isPending) return <SkeletonText lines={4} />;
  if (q.isError) return <ErrorState message={q.error.message} onRetry={() => q.refetch()} />;
  const marked = new Set(q.data);
  const toggle = async (key: string) => {
    setError(null);
    const next = marked.has(key) ? q.data.filter((d) => d !== key) : [...q.data, key];
    try {
      await save.mutateAsync(next);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t`Could not save. Please try again.`);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{t`Tap the days you cannot work. You will not be offered works on those days.`}</p>
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Previous month`}
          disabled={atFirstMonth}
          onClick={() => move(-1)}
          icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}
        />
        <h3 className="text-sm font-semibold text-slate-900" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Next month`}
          onClick={() => move(1)}
          icon={<ChevronRight className="h-4 w-4" aria-hidden="true" />}
        />
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-slate-500" aria-hidden="true">
        {WEEK.map((d) => (
          <span key={d}>{weekday.format(new Date(Date.UTC(2026, 10, d)))}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {monthCells(view.year, view.month).map(({ id, day: d }) => {
          if (d === null) return <span key={id} />;
          const key = id;
          const on = marked.has(key);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={on}
              aria-label={long.format(new Date(`${key}T00:00:00Z`))}
              disabled={key < today || save.isPending}
              onClick={() => toggle(key)}
              className={`h-10 min-w-0 rounded-md text-sm font-medium disabled:opacity-40 ${
                on ? "bg-red-600 text-white" : "bg-slate-100 text-slate-900 hover:bg-slate-200"
              }`}
            >
              {d}
            </button>
          );
        })}
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </div>
  );
}
