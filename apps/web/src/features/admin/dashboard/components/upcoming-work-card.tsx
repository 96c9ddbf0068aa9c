import { WORK_TYPE_LABELS, type Work, type WorkType } from "@catercrew/shared";
import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatDate, formatINR, formatTime } from "@/lib/format";

/** Wedding, Birthday, Corporate and Lunch have their own colours (spec). */
const TYPE_STYLE: Partial<Record<WorkType, { tone: BadgeTone; bar: string }>> = {
  wedding: { tone: "purple", bar: "border-t-purple-500" },
  birthday: { tone: "warning", bar: "border-t-amber-500" },
  corporate: { tone: "info", bar: "border-t-blue-500" },
  lunch: { tone: "success", bar: "border-t-green-500" },
};

export function UpcomingWorkCard({ work }: { work: Work }) {
  const type = work.work_type as WorkType;
  const style = TYPE_STYLE[type] ?? { tone: "neutral" as const, bar: "border-t-slate-400" };
  return (
    <li
      className={`flex flex-col gap-3 rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-sm ${style.bar}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{work.Auditorium_name}</h3>
        <Badge tone={style.tone}>{WORK_TYPE_LABELS[type] ?? work.work_type}</Badge>
      </div>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{formatDate(work.date)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Reporting time</dt>
          <dd>{formatTime(work.reporting_time)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Place</dt>
          <dd className="min-w-0 break-words capitalize">
            {work.place}, {work.district}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Boys needed</dt>
          <dd>
            {work.no_of_boys_needed} boys needed · {work.attendees} attendees
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="text-sm font-semibold text-slate-900">{formatINR(work.payment_amount)}</span>
        <Link
          to={paths.admin.work(work.id)}
          className={buttonClass("outline", "sm")}
          aria-label={`View details of ${work.Auditorium_name} on ${formatDate(work.date)}`}
        >
          View Details
        </Link>
      </div>
    </li>
  );
}
