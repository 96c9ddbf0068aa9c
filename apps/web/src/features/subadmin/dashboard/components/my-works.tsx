import type { MyWork } from "@catercrew/shared/schemas/worker";
import { useLingui } from "@lingui/react/macro";
import { CalendarClock, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { errorText } from "@/entities/subadmin/error-text";
import { WorkStatusBadge, WorkTypeBadge } from "@/entities/work/work-badges";
import { daysBetween, formatDate, formatTime, todayInKolkata } from "@/lib/format";
import { districtLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { SURFACE, TONE_BAR, workTypeTone } from "@/lib/tokens";
import { useMyWorks } from "../api/captain-works";

/** The captain's assigned works still to do (today's and overdue first, then by date and time). */
export function ownUpcoming(list: readonly MyWork[]): MyWork[] {
  return list
    .filter((w) => w.assigned && w.work_status !== "completed" && w.work_status !== "cancelled")
    .sort(
      (a, b) =>
        a.work_detail.date.localeCompare(b.work_detail.date) ||
        a.work_detail.reporting_time.localeCompare(b.work_detail.reporting_time),
    );
}

function MyWorkCard({ entry, today }: { entry: MyWork; today: string }) {
  const { t } = useLingui();
  const w = entry.work_detail;
  const days = daysBetween(today, w.date);
  const date = formatDate(w.date, { weekday: "short" });
  const time = formatTime(w.reporting_time);
  const when = days < 0 ? t`Overdue: ${date}` : days === 0 ? t`Today` : days === 1 ? t`Tomorrow` : date;
  const venue = w.Auditorium_name || t`Venue Not Specified`;
  return (
    <li
      className={cn(
        SURFACE.card,
        "flex flex-col gap-2 border-t-4",
        TONE_BAR[workTypeTone(w.work_type)],
        days <= 0 && "ring-2 ring-brand-500",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={days <= 0 ? "brand" : "neutral"}>{when}</Badge>
        <WorkTypeBadge type={w.work_type} occasion={w.occasion} />
        <WorkStatusBadge status={entry.work_status} />
      </div>
      <h3 className="break-words text-base font-semibold text-slate-900">{venue}</h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {date} · {t`Report at ${time}`}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        {w.place}, {districtLabel(w.district)}
      </p>
      <Link
        to={paths.subadmin.work(w.id)}
        className={buttonClass("primary", "md", "mt-1")}
        aria-label={t`Open ${venue}: crew, ratings, wages and expenses`}
      >
        {t`Open work`}
      </Link>
    </li>
  );
}

/** "My works": the captain's home starts with the works they lead, today first. */
export function MyWorksSection() {
  const { t } = useLingui();
  const q = useMyWorks();
  const today = todayInKolkata();
  return (
    <section aria-labelledby="my-works-title" className="flex flex-col gap-3">
      <h2 id="my-works-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Star className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" /> {t`My works`}
      </h2>
      {q.isPending ? (
        <SkeletonGrid count={2} />
      ) : q.isError ? (
        <ErrorState
          title={t`Error loading your works`}
          message={errorText(q.error, t`Failed to fetch your works`)}
          onRetry={() => q.refetch()}
        />
      ) : ownUpcoming(q.data).length === 0 ? (
        <EmptyState
          title={t`No works assigned to you`}
          description={t`Works the admin assigns you to appear here, today's first.`}
        />
      ) : (
        <ul aria-label={t`My works`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ownUpcoming(q.data).map((entry) => (
            <MyWorkCard key={`${entry.source}-${entry.work_detail.id}`} entry={entry} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}
