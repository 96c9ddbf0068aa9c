import { isWorkType, WORK_TYPE_LABELS, workTypeKey } from "@catercrew/shared/enums";
import type { AnalyticsRecord } from "@catercrew/shared/schemas/analytics";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatDate, formatINR } from "@/lib/format";
import { labelOf } from "@/lib/labels";

/** The work type's label in the chosen language (the API spells it "Break_Fast", "Lunch", ...). */
export const typeLabel = (value: string) => {
  const type = workTypeKey(value);
  return isWorkType(type) ? labelOf(WORK_TYPE_LABELS, type) : value;
};

const RESULT_LABELS: Record<string, MessageDescriptor> = {
  Profit: msg`Profit`,
  Loss: msg`Loss`,
};

/**
 * The server's "Profit" / "Loss" in the chosen language; "projected" added while the work is not
 * completed (`is_final` false: the figures so far).
 */
export function resultLabel(
  r: Pick<AnalyticsRecord, "status" | "is_final">,
  t: (d: MessageDescriptor) => string,
): string {
  const d = RESULT_LABELS[r.status];
  const label = d ? t(d) : r.status;
  return r.is_final ? label : t(msg`${label} (projected)`);
}

/** "+₹1,200.00" for a profit, "-₹200.00" for a loss. */
function signed(value: string) {
  return value.startsWith("-") ? `-${formatINR(value.slice(1))}` : `+${formatINR(value)}`;
}

function RecordCard({ r, onOpen }: { r: AnalyticsRecord; onOpen: () => void }) {
  const { t } = useLingui();
  const profit = r.status === "Profit";
  const projected = !r.is_final;
  const venue = r.Auditorium_name;
  return (
    <article
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={r.Auditorium_name}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold text-slate-900">{r.Auditorium_name}</h3>
          <p className="text-sm text-slate-600">
            {formatDate(r.date)} · {typeLabel(r.work_type)}
          </p>
        </div>
        <Badge tone={projected ? "neutral" : profit ? "success" : "danger"}>{resultLabel(r, t)}</Badge>
      </div>
      {/* Revenue - Wages - Expenses = Profit/Loss, all four on the card: two columns at every width,
          since four ran the figures together ("₹14,000.00₹0.00") on cards a third of the screen wide. */}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm tabular-nums [&_dd]:break-words [&_dt]:whitespace-nowrap [&>div]:min-w-0">
        <div>
          <dt className="text-xs text-slate-600">{t`Revenue`}</dt>
          <dd className="font-medium">{formatINR(r.payment_amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t`Wages`}</dt>
          <dd className="font-medium">{formatINR(r.total_wages_paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t`Expenses`}</dt>
          <dd className="font-medium">{formatINR(r.extra_expenses)}</dd>
        </div>
        {projected ? (
          <div>
            <dt className="text-xs text-slate-600">{t`Cost so far`}</dt>
            <dd className="font-medium">{formatINR(r.running_cost)}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-xs text-slate-600">{t`Profit/Loss`}</dt>
            <dd className={cn("font-semibold", profit ? "text-green-800" : "text-red-700")}>
              {signed(r.profit_or_loss)}
            </dd>
          </div>
        )}
      </dl>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={t`Payment summary of ${venue}`}>
        {t`Payment Summary`}
      </Button>
    </article>
  );
}

/** One group of records as cards (grid) or rows (list). */
function RecordGroup({
  records,
  mode,
  onOpen,
}: {
  records: AnalyticsRecord[];
  mode: "grid" | "list";
  onOpen: (id: number) => void;
}) {
  const { t } = useLingui();
  return mode === "grid" ? (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {records.map((r) => (
        <RecordCard key={r.id} r={r} onOpen={() => onOpen(r.id)} />
      ))}
    </div>
  ) : (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label={t`Works`}
    >
      {records.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
          <button
            type="button"
            className="min-h-11 min-w-0 flex-1 break-words text-left font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={() => onOpen(r.id)}
          >
            {r.Auditorium_name}
          </button>
          <span className="text-slate-600">{formatDate(r.date)}</span>
          <span className="text-slate-600">{typeLabel(r.work_type)}</span>
          <span>
            {t`Revenue`} {formatINR(r.payment_amount)}
          </span>
          <span>
            {t`Wages`} {formatINR(r.total_wages_paid)}
          </span>
          <span>
            {t`Expenses`} {formatINR(r.extra_expenses)}
          </span>
          {!r.is_final ? (
            <span className="font-semibold text-slate-700">
              {signed(r.profit_or_loss)} · {resultLabel(r, t)}
            </span>
          ) : (
            <span
              className={
                r.status === "Profit" ? "font-semibold text-green-800" : "font-semibold text-red-700"
              }
            >
              {signed(r.profit_or_loss)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The profit/loss records, completed works first (their figures are final), then, under a heading
 * of their own, the works not completed yet (projected figures); a record opens its payment summary.
 */
export function AnalyticsRecords({
  records,
  mode,
  onOpen,
}: {
  records: AnalyticsRecord[];
  mode: "grid" | "list";
  onOpen: (id: number) => void;
}) {
  const { t } = useLingui();
  const final = records.filter((r) => r.is_final);
  const projected = records.filter((r) => !r.is_final);
  return (
    <div className="flex flex-col gap-6">
      {final.length > 0 && (
        <section aria-labelledby="analytics-completed" className="flex flex-col gap-3">
          <h3 id="analytics-completed" className="text-base font-semibold text-slate-900">
            {t`Completed works`} ({final.length})
          </h3>
          <RecordGroup records={final} mode={mode} onOpen={onOpen} />
        </section>
      )}
      {projected.length > 0 && (
        <section aria-labelledby="analytics-projected" className="flex flex-col gap-3">
          <div>
            <h3 id="analytics-projected" className="text-base font-semibold text-slate-900">
              {t`Not completed yet`} ({projected.length})
            </h3>
            <p className="text-sm text-slate-600">
              {t`Projected: wages and expenses entered so far; final when the work is completed.`}
            </p>
          </div>
          <RecordGroup records={projected} mode={mode} onOpen={onOpen} />
        </section>
      )}
    </div>
  );
}
