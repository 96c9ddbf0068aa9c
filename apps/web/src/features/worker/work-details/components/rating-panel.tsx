import type { WorkerRating } from "@catercrew/shared/schemas/worker";
import { RATING_MARKS } from "@catercrew/shared/wage";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check, Minus, X } from "lucide-react";
import { Stars } from "@/entities/worker/components/stars";
import { formatTime } from "@/lib/format";

const MARK_LABELS: Record<(typeof RATING_MARKS)[number], MessageDescriptor> = {
  pant: msg`Pant`,
  shoe: msg`Shoe`,
  timing: msg`Timing`,
  neatness: msg`Neatness`,
  performance: msg`Performance`,
};

/** The rating breakdown: the five marks, attendance, arrival time and the comment. */
export function RatingPanel({ rating }: { rating: WorkerRating | null }) {
  const { t } = useLingui();
  if (!rating) {
    return <p className="text-sm text-slate-600">{t`You have not been rated for this work yet.`}</p>;
  }
  const good = RATING_MARKS.filter((m) => rating[m] === true).length;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={good} />
        <span className="text-sm text-slate-700">{t`${good} of 5 marks good`}</span>
      </p>
      <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {RATING_MARKS.map((m) => {
          const v = rating[m];
          return (
            <li
              key={m}
              className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="break-words">{t(MARK_LABELS[m])}</span>
              {v === true ? (
                <span className="inline-flex items-center gap-1 text-green-700">
                  <Check className="h-4 w-4" aria-hidden="true" /> {t`Good`}
                </span>
              ) : v === false ? (
                <span className="inline-flex items-center gap-1 text-red-700">
                  <X className="h-4 w-4" aria-hidden="true" /> {t`Poor`}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-slate-500">
                  <Minus className="h-4 w-4" aria-hidden="true" /> {t`Not rated`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t`Attendance`}</dt>
          <dd className="font-medium">{rating.attendence === 1 ? t`Present` : t`Absent`}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t`Arrival time`}</dt>
          <dd className="font-medium">{rating.arrival_time ? formatTime(rating.arrival_time) : t`N/A`}</dd>
        </div>
      </dl>
      {rating.comment && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm break-words">
          <span className="font-medium">{t`Comment:`} </span>
          {rating.comment}
        </p>
      )}
    </div>
  );
}
