import type { WorkListItem } from "@catercrew/shared";
import { CalendarClock, CheckCircle2, ExternalLink, IndianRupee, MapPin, Receipt, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate, formatTime } from "@/lib/format";
import { WorkStatusBadge, WorkTypeBadge } from "../../common/components/work-badges";

export type WorkAction = "details" | "boys" | "totals" | "expenses" | "complete";

export function WorkCard({ work, onAction }: { work: WorkListItem; onAction: (a: WorkAction) => void }) {
  const past = work.status === "completed" || work.status === "cancelled";
  return (
    <Card className="flex flex-col gap-2 p-3 sm:p-4" aria-label={`Work ${work.Auditorium_name || work.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <WorkTypeBadge type={work.work_type} />
        <WorkStatusBadge status={work.status} />
        <span className="ml-auto text-xs text-slate-500">#{work.id}</span>
      </div>
      <button
        type="button"
        onClick={() => onAction("details")}
        className="text-left text-base font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {work.Auditorium_name || "Venue Not Specified"}
      </button>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words capitalize">
          {work.place}, {work.district}
        </span>
      </p>
      {work.location_url && (
        <a
          href={work.location_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 underline"
        >
          View on map <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      )}
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {formatDate(work.date)} · {formatTime(work.reporting_time)}
      </p>
      {work.customer_name && <p className="text-sm text-slate-600">Customer: {work.customer_name}</p>}
      <div className="mt-1 grid grid-cols-3 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction("boys")}
          icon={<Users className="h-4 w-4" aria-hidden="true" />}
        >
          <span className="flex flex-col leading-tight">
            <span>Boys Needed</span>
            <span className="text-xs text-slate-500">
              {work.assigned_count}/{work.no_of_boys_needed}
            </span>
          </span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction("totals")}
          icon={<IndianRupee className="h-4 w-4" aria-hidden="true" />}
        >
          Total Cost
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction("expenses")}
          icon={<Receipt className="h-4 w-4" aria-hidden="true" />}
        >
          Expenses
        </Button>
      </div>
      {!past && (
        <Button
          variant="success"
          size="sm"
          onClick={() => onAction("complete")}
          icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
        >
          Mark as Completed
        </Button>
      )}
    </Card>
  );
}
