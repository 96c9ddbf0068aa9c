import type { Work } from "@catercrew/shared";
import { Briefcase, CalendarClock, CheckCircle2, Clock, MapPin, UserPlus, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { formatDate, formatTime } from "@/lib/format";
import { WorkTypeBadge } from "../common/components/work-badges";
import { errorText } from "../common/error-text";
import { useStats, useUpcoming } from "./api/dashboard";
import { DashboardWorkSheet } from "./components/work-details-sheet";

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
        <p className="text-xl font-semibold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

function UpcomingCard({ work, onView }: { work: Work; onView: () => void }) {
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <WorkTypeBadge type={work.work_type} />
        <span className="text-xs text-slate-500">#{work.id}</span>
      </div>
      <h3 className="font-semibold text-slate-900">{work.Auditorium_name || "Venue Not Specified"}</h3>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        {work.place}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {formatDate(work.date)} · {formatTime(work.reporting_time)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
        {work.no_of_boys_needed} boys needed
      </p>
      <Button variant="outline" size="sm" onClick={onView} className="mt-1">
        View Details
      </Button>
    </Card>
  );
}

export function SubadminDashboardPage() {
  const stats = useStats();
  const upcoming = useUpcoming();
  const [selected, setSelected] = useState<Work | null>(null);
  const value = (n: number | undefined) =>
    stats.isPending ? <Skeleton className="h-6 w-10" /> : stats.isError ? "—" : n;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Dashboard</h1>
      {stats.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(stats.error, "Failed to fetch admin stats")}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          value={value(stats.data?.total_users)}
          icon={<Users className="h-5 w-5" />}
        />
        <StatCard
          label="Works Completed"
          value={value(stats.data?.total_works_completed)}
          icon={<CheckCircle2 className="h-5 w-5" />}
        />
        <StatCard
          label="Pending Works"
          value={value(stats.data?.total_pending_works)}
          icon={<Clock className="h-5 w-5" />}
        />
        <StatCard
          label="Join Requests"
          value={value(stats.data?.total_pending_join_requests)}
          icon={<UserPlus className="h-5 w-5" />}
        />
      </div>

      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Briefcase className="h-5 w-5" aria-hidden="true" /> Upcoming Catering Works
          </h2>
          <Button variant="ghost" size="sm" onClick={() => upcoming.refetch()} loading={upcoming.isFetching}>
            Refresh
          </Button>
        </div>
        {upcoming.isPending ? (
          <SkeletonGrid count={3} />
        ) : upcoming.isError ? (
          <ErrorState
            title="Error loading upcoming works"
            message={errorText(upcoming.error, "Failed to fetch upcoming works")}
            onRetry={() => upcoming.refetch()}
          />
        ) : upcoming.data.length === 0 ? (
          <EmptyState title="No upcoming works scheduled" />
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
