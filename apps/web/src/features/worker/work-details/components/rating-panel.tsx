import type { WorkerRating } from "@catercrew/shared";
import { Check, Minus, X } from "lucide-react";
import { Stars } from "@/features/worker/common/components/stars";
import { formatTime, RATING_MARKS } from "@/features/worker/common/worker-constants";

const MARK_LABELS: Record<(typeof RATING_MARKS)[number], string> = {
  pant: "Pant",
  shoe: "Shoe",
  timing: "Timing",
  neatness: "Neatness",
  performance: "Performance",
};

/** The rating breakdown: the five marks, attendance, arrival time and the comment. */
export function RatingPanel({ rating }: { rating: WorkerRating | null }) {
  if (!rating) {
    return <p className="text-sm text-slate-600">You have not been rated for this work yet.</p>;
  }
  const good = RATING_MARKS.filter((m) => rating[m] === true).length;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={good} />
        <span className="text-sm text-slate-700">{good} of 5 marks good</span>
      </p>
      <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {RATING_MARKS.map((m) => {
          const v = rating[m];
          return (
            <li
              key={m}
              className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm"
            >
              <span>{MARK_LABELS[m]}</span>
              {v === true ? (
                <span className="inline-flex items-center gap-1 text-green-700">
                  <Check className="h-4 w-4" aria-hidden="true" /> Good
                </span>
              ) : v === false ? (
                <span className="inline-flex items-center gap-1 text-red-700">
                  <X className="h-4 w-4" aria-hidden="true" /> Poor
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-slate-500">
                  <Minus className="h-4 w-4" aria-hidden="true" /> Not rated
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Attendance</dt>
          <dd className="font-medium">{rating.attendence === 1 ? "Present" : "Absent"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Arrival time</dt>
          <dd className="font-medium">{rating.arrival_time ? formatTime(rating.arrival_time) : "N/A"}</dd>
        </div>
      </dl>
      {rating.comment && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm break-words">
          <span className="font-medium">Comment: </span>
          {rating.comment}
        </p>
      )}
    </div>
  );
}
