import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { currentLanguage, formatDate, formatMonth, todayInKolkata, weekdayNames } from "@/lib/format";
import { useSaveUnavailableDays, useUnavailableDays } from "../api/unavailable-days";

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** Today in Asia/Kolkata as YYYY-MM-DD (the product's calendar). */
const todayKey = (): string => todayInKolkata();

/** The month's cells: blanks before the 1st (weeks start on Sunday), then each day. */
function monthCells(year: number, month: number): { id: string; day: number | null }[] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [
    ...Array.from({ length: first }, (_, n) => ({ id: `blank-${n}`, day: null })),
    ...Array.from({ length: days }, (_, n) => ({ id: dayKey(year, month, n + 1), day: n + 1 })),
  ];
}

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
  // Month and weekday names from the shared module (docs/decisions/040), not the phone's Intl data.
  const title = formatMonth(dayKey(view.year, view.month, 1));
  const week = weekdayNames(currentLanguage(), "narrow");
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
          aria-label={t`Next month`}
          onClick={() => move(1)}
          icon={<ChevronRight className="h-4 w-4" aria-hidden="true" />}
        />
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-slate-500" aria-hidden="true">
        {week.map((name, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven columns, Sunday first; narrow names repeat
          <span key={n}>{name}</span>
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
              aria-label={formatDate(key, { weekday: "long" })}
              disabled={key < today || save.isPending}
              onClick={() => toggle(key)}
              className={`h-11 min-w-0 rounded-md text-sm font-medium disabled:opacity-40 ${
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
