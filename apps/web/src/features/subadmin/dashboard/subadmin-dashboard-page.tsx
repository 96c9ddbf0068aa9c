import type { StaffWork } from "@catercrew/shared/schemas/works";
import { Plural, useLingui } from "@lingui/react/macro";
import { Briefcase, CalendarClock, CheckCircle2, Clock, MapPin, UserPlus, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { WorkTypeBadge } from "@/entities/subadmin/components/crew-work-badges";
import { errorText } from "@/entities/subadmin/error-text";
import { formatDate, formatTime } from "@/lib/format";
import { useStats, useUpcoming } from "./api/dashboard";
import { DashboardWorkSheet } from "./components/dashboard-work-sheet";
import { MyWorksSection } from "./components/my-works";

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    // On phones the icon sits above the label, so long (Malayalam) labels get the card's width.
    <Card className="flex flex-col items-start gap-2 p-3 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3 sm:p-4">
      <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
        {icon}
      </div>
      <div className="min-w-0 max-w-full">
        <p className="break-words text-xs text-slate-600 sm:text-sm">{label}</p>
        <p className="text-xl font-semibold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

function UpcomingCard({ work, onView }: { work: StaffWork; onView: () => void }) {
  const { t } = useLingui();
  const needed = work.no_of_boys_needed;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <WorkTypeBadge type={work.work_type} occasion={work.occasion} />
        <span className="text-xs text-slate-500">#{work.id}</span>
      </div>
      <h3 className="break-words font-semibold text-slate-900">
        {work.Auditorium_name || t`Venue Not Specified`}
      </h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        {work.place}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {formatDate(work.date, { weekday: "short" })} · {formatTime(work.reporting_time)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
        <Plural value={needed} one="# boy needed" other="# boys needed" />
      </p>
      <Button variant="outline" size="sm" onClick={onView} className="mt-1">
        {t`View Details`}
      </Button>
    </Card>
  );
}

export function SubadminDashboardPage() {
  const { t } = useLingui();
  const stats = useStats();
  const upcoming = useUpcoming();
  const [selected, setSelected] = useState<StaffWork | null>(null);
  const value = (n: number | undefined) =>
    stats.isPending ? <Skeleton className="h-6 w-10" /> : stats.isError ? "—" : n;
  const cards = [
    { label: t`Total Users`, n: stats.data?.total_users, Icon: Users },
    { label: t`Works Completed`, n: stats.data?.total_works_completed, Icon: CheckCircle2 },
    { label: t`Pending Works`, n: stats.data?.total_pending_works, Icon: Clock },
    { label: t`Join Requests`, n: stats.data?.total_pending_join_requests, Icon: UserPlus },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Dashboard`}</h1>
      <MyWorksSection />
      {stats.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(stats.error, t`Failed to fetch admin stats`)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, n, Icon }) => (
          <StatCard key={label} label={label} value={value(n)} icon={<Icon className="h-5 w-5" />} />
        ))}
      </div>

      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Briefcase className="h-5 w-5 shrink-0" aria-hidden="true" /> {t`Upcoming Catering Works`}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => upcoming.refetch()} loading={upcoming.isFetching}>
            {t`Refresh`}
          </Button>
        </div>
        {upcoming.isPending ? (
          <SkeletonGrid count={3} />
        ) : upcoming.isError ? (
          <ErrorState
            title={t`Error loading upcoming works`}
            message={errorText(upcoming.error, t`Failed to fetch upcoming works`)}
            onRetry={() => upcoming.refetch()}
          />
        ) : upcoming.data.length === 0 ? (
          <EmptyState title={t`No upcoming works scheduled`} />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.data.map((w) => (
              <UpcomingCard key={w.id} work={w} onView={() => setSelected(w)} />
            ))}
          </div>
        )}
      </section>
      <DashboardWorkSheet work={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
