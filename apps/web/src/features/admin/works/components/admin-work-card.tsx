import { isUpcomingStatus } from "@catercrew/shared/enums";
import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, CheckCircle2, Clock, Eye, EyeOff, MapPin, Pencil, Send, Trash2 } from "lucide-react";
import { ActionMenu, type ActionMenuItem } from "@/components/ui/action-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { WorkStaffing, WorkStatusBadge, WorkTypeBadge } from "@/entities/work/work-badges";
import { formatDate, formatINR, formatTime, todayInKolkata } from "@/lib/format";
import { districtLabel, workTypeLabel } from "@/lib/labels";
import { SURFACE, TONE_BAR, workTypeTone } from "@/lib/tokens";

export const typeLabel = (type: string) => workTypeLabel(type);

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
  const venue = work.Auditorium_name;
  const { pending_requests: pendingRequests } = work;
  const draft = upcoming && !work.is_published;
  // Complete only once the work's day has come and it was published (a draft never had a crew
  // offered it); the server refuses a future work anyway.
  const completable = upcoming && work.is_published && work.date <= todayInKolkata();
  const menu: ActionMenuItem[] = upcoming
    ? [
        {
          key: "edit",
          label: t`Edit`,
          icon: <Pencil className="h-4 w-4" aria-hidden="true" />,
          onSelect: actions.onEdit,
        },
        // A draft's Publish is the card's own button; the menu only takes a work back.
        ...(work.is_published
          ? [
              {
                key: "unpublish",
                label: t`Unpublish`,
                icon: <EyeOff className="h-4 w-4" aria-hidden="true" />,
                onSelect: actions.onTogglePublish,
                disabled: actions.busy,
              },
            ]
          : []),
        ...(completable
          ? [
              {
                key: "complete",
                label: t`Complete`,
                icon: <CheckCircle2 className="h-4 w-4" aria-hidden="true" />,
                onSelect: actions.onComplete,
                disabled: actions.busy,
              },
            ]
          : []),
        {
          key: "delete",
          label: t`Delete`,
          icon: <Trash2 className="h-4 w-4" aria-hidden="true" />,
          onSelect: actions.onDelete,
          disabled: actions.busy,
          danger: true,
        },
      ]
    : [];
  return (
    <article
      aria-labelledby={`work-${work.id}-title`}
      className={cn(
        SURFACE.card,
        "flex min-w-0 flex-col gap-3 border-t-4",
        TONE_BAR[workTypeTone(work.work_type)],
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <WorkTypeBadge type={work.work_type} occasion={work.occasion} />
        <WorkStatusBadge status={work.status} />
        {upcoming && (
          <Badge tone={work.is_published ? "success" : "warning"}>
            {work.is_published ? t`Published` : t`Draft`}
          </Badge>
        )}
        <span className="ml-auto text-xs text-slate-600">#{work.id}</span>
      </div>
      <div className="min-w-0">
        <h3 id={`work-${work.id}-title`} className="truncate text-base font-semibold text-slate-900">
          {work.Auditorium_name}
        </h3>
        <p className="flex items-center gap-1 truncate text-sm text-slate-600">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {work.place}, {districtLabel(work.district)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5 text-slate-700">
          <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t`Date`}</dt>
          <dd>{formatDate(work.date, { weekday: "short" })}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-700">
          <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t`Reporting time`}</dt>
          <dd>{formatTime(work.reporting_time)}</dd>
        </div>
        <div className="col-span-2 text-slate-700">
          <dt className="sr-only">{t`Crew by role`}</dt>
          <dd>
            <WorkStaffing work={work} />
          </dd>
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
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={draft ? "outline" : "primary"}
          onClick={actions.onView}
          icon={<Eye className="h-4 w-4" aria-hidden="true" />}
        >
          {t`View Details`}
        </Button>
        {draft && (
          <Button
            size="sm"
            onClick={actions.onTogglePublish}
            disabled={actions.busy}
            aria-label={t`Publish ${venue}`}
            icon={<Send className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Publish`}
          </Button>
        )}
        <span className="ml-auto">
          <ActionMenu label={t`More actions for ${venue}`} items={menu} />
        </span>
      </div>
    </article>
  );
}
