import { isUpcomingStatus, WORK_TYPE_LABELS, type WorkListItem, type WorkType } from "@catercrew/shared";
import { CalendarDays, CheckCircle2, Clock, Eye, EyeOff, MapPin, Pencil, Trash2, Users } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatINR, formatTime } from "@/lib/format";

/** Work-type colours: Wedding, Birthday, Corporate and Lunch stand out (spec). */
export const WORK_TYPE_TONE: Partial<Record<string, BadgeTone>> = {
  wedding: "purple",
  birthday: "warning",
  corporate: "info",
  lunch: "success",
  break_fast: "brand",
  dinner: "danger",
};

export const typeLabel = (t: string) => WORK_TYPE_LABELS[t as WorkType] ?? t;

export interface WorkCardActions {
  onView: () => void;
  onEdit: () => void;
  onTogglePublish: () => void;
  onComplete: () => void;
  onDelete: () => void;
  busy: boolean;
}

export function WorkCard({ work, actions }: { work: WorkListItem; actions: WorkCardActions }) {
  const upcoming = isUpcomingStatus(work.status);
  return (
    <article
      aria-labelledby={`work-${work.id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={WORK_TYPE_TONE[work.work_type] ?? "neutral"}>{typeLabel(work.work_type)}</Badge>
        <Badge
          tone={work.status === "completed" ? "success" : work.status === "cancelled" ? "danger" : "neutral"}
        >
          {work.status.replace("_", " ")}
        </Badge>
        {upcoming && (
          <Badge tone={work.is_published ? "success" : "warning"}>
            {work.is_published ? "Published" : "Draft"}
          </Badge>
        )}
        <span className="ml-auto text-xs text-slate-500">#{work.id}</span>
      </div>
      <div className="min-w-0">
        <h3 id={`work-${work.id}-title`} className="truncate text-base font-semibold text-slate-900">
          {work.Auditorium_name}
        </h3>
        <p className="flex items-center gap-1 truncate text-sm text-slate-600 capitalize">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {work.place}, {work.district}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5 text-slate-700">
          <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Date</dt>
          <dd>{formatDate(work.date)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-700">
          <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Reporting time</dt>
          <dd>{formatTime(work.reporting_time)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-700">
          <Users className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Assigned of boys needed</dt>
          <dd>
            {work.assigned_count} assigned / {work.no_of_boys_needed} needed
          </dd>
        </div>
        <div className="text-slate-700">
          <dt className="sr-only">Payment</dt>
          <dd className="font-medium">{formatINR(work.payment_amount)}</dd>
        </div>
      </dl>
      {work.pending_requests > 0 && (
        <p className="text-sm font-medium text-amber-800">{work.pending_requests} pending request(s)</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={actions.onView} icon={<Eye className="h-4 w-4" aria-hidden="true" />}>
          View Details
        </Button>
        {upcoming && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={actions.onEdit}
              aria-label={`Edit ${work.Auditorium_name}`}
              icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={actions.onTogglePublish}
              disabled={actions.busy}
              icon={
                work.is_published ? (
                  <EyeOff className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Eye className="h-4 w-4" aria-hidden="true" />
                )
              }
            >
              {work.is_published ? "Unpublish" : "Publish"}
            </Button>
            <Button
              size="sm"
              variant="success"
              onClick={actions.onComplete}
              disabled={actions.busy}
              icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
            >
              Complete
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={actions.onDelete}
              disabled={actions.busy}
              aria-label={`Delete ${work.Auditorium_name}`}
              icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
            >
              Delete
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
