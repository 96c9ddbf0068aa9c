import { isUpcomingStatus, WORK_TYPE_LABELS } from "@catercrew/shared/enums";
import type { WorkListItem } from "@catercrew/shared/schemas/works";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, CheckCircle2, Clock, Eye, EyeOff, MapPin, Pencil, Trash2, Users } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatINR, formatTime } from "@/lib/format";
import { districtLabel, labelOf } from "@/lib/labels";

/** Work-type colours: Wedding, Birthday, Corporate and Lunch stand out (spec). */
export const WORK_TYPE_TONE: Partial<Record<string, BadgeTone>> = {
  wedding: "purple",
  birthday: "warning",
  corporate: "info",
  lunch: "success",
  break_fast: "brand",
  dinner: "danger",
};

export const typeLabel = (type: string) => labelOf(WORK_TYPE_LABELS, type);

/** A work's status as the admin's cards show it. */
export const WORK_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
  in_progress: msg`in progress`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};

export interface WorkCardActions {
  onView: () => void;
  onEdit: () => void;
  onTogglePublish: () => void;
  onComplete: () => void;
  onDelete: () => void;
  busy: boolean;
}

export function WorkCard({ work, actions }: { work: WorkListItem; actions: WorkCardActions }) {
  const { t } = useLingui();
  const upcoming = isUpcomingStatus(work.status);
  const status = WORK_STATUS_LABELS[work.status];
  const venue = work.Auditorium_name;
  const { assigned_count: assigned, no_of_boys_needed: needed, pending_requests: pendingRequests } = work;
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
          {status ? t(status) : work.status}
        </Badge>
        {upcoming && (
          <Badge tone={work.is_published ? "success" : "warning"}>
            {work.is_published ? t`Published` : t`Draft`}
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
          {work.place}, {districtLabel(work.district)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5 text-slate-700">
          <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t`Date`}</dt>
          <dd>{formatDate(work.date)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-700">
          <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t`Reporting time`}</dt>
          <dd>{formatTime(work.reporting_time)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-700">
          <Users className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t`Assigned of boys needed`}</dt>
          <dd>{t`${assigned} assigned / ${needed} needed`}</dd>
        </div>
        <div className="text-slate-700">
          <dt className="sr-only">{t`Payment`}</dt>
          <dd className="font-medium">{formatINR(work.payment_amount)}</dd>
        </div>
      </dl>
      {work.pending_requests > 0 && (
        <p className="text-sm font-medium text-amber-800">
          {plural(pendingRequests, { one: "# pending request", other: "# pending requests" })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={actions.onView} icon={<Eye className="h-4 w-4" aria-hidden="true" />}>
          {t`View Details`}
        </Button>
        {upcoming && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={actions.onEdit}
              aria-label={t`Edit ${venue}`}
              icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Edit`}
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
              {work.is_published ? t`Unpublish` : t`Publish`}
            </Button>
            <Button
              size="sm"
              variant="success"
              onClick={actions.onComplete}
              disabled={actions.busy}
              icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Complete`}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={actions.onDelete}
              disabled={actions.busy}
              aria-label={t`Delete ${venue}`}
              icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Delete`}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
