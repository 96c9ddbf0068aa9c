import type { PublishedWork } from "@catercrew/shared";
import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { buttonClass } from "@/components/ui/button";
import { RequestButton } from "@/features/worker/common/components/request-button";
import { PriorityBadge, WorkTypeBadge } from "@/features/worker/common/components/work-labels";
import { formatDate, formatTime } from "@/features/worker/common/worker-constants";

export function AvailableWorkCard({ work }: { work: PublishedWork }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <WorkTypeBadge type={work.work_type} />
        <PriorityBadge attendees={work.attendees} />
      </div>
      <div>
        <h3 className="break-words text-base font-semibold text-slate-900">{work.Auditorium_name}</h3>
        {work.Catering_company && <p className="text-sm text-slate-600">{work.Catering_company}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{formatDate(work.date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Reporting time</dt>
          <dd>{formatTime(work.reporting_time)}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Place</dt>
          <dd className="truncate capitalize">
            {work.place}, {work.district}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Boys needed</dt>
          <dd>{work.no_of_boys_needed} needed</dd>
        </div>
      </dl>
      <div className="mt-auto grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <RequestButton work={work} sendLabel="Request Work" fullWidth />
        <Link to={paths.user.workDetails(work.id)} className={buttonClass("outline", "md", "w-full")}>
          View Details
        </Link>
      </div>
    </li>
  );
}
