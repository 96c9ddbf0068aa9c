import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Briefcase, CheckCircle2, Clock, RotateCw, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { intlLocale } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { needsAttentionQuery } from "./api/get-needs-attention";
import { useAdminStats } from "./api/get-stats";
import { useUpcomingWorks } from "./api/get-upcoming-works";
import { BackupWarning } from "./components/backup-warning";
import { BookingsToConfirm } from "./components/bookings-to-confirm";
import { FailedDeliveries } from "./components/failed-deliveries";
import { MoneyOutCard } from "./components/money-out-card";
import { NeedsAttentionSection } from "./components/needs-attention";
import { OwedCard } from "./components/owed-card";
import { StaffingCard } from "./components/staffing-card";
import { TodayBoardSection } from "./components/today-board";
import { UpcomingWorkCard } from "./components/upcoming-work-card";

function StatCard({
  label,
  value,
  icon,
  tone,
  to,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  tone: string;
  to?: string;
}) {
  const body = (
    <>
      <div className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${tone}`}>{icon}</div>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{value.toLocaleString(intlLocale())}</p>
        )}
      </div>
    </>
  );
  const cls =
    "flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <li>
      {to ? (
        <Link to={to} className={`${cls} hover:border-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}

/** How many upcoming works the dashboard shows as cards; the rest are on the Works screen. */
const UPCOMING_CARDS = 6;

/** The stat cards' icon colours. */
const TONE = {
  blue: "bg-blue-50 text-blue-700",
  green: "bg-green-50 text-green-700",
  amber: "bg-amber-50 text-amber-700",
  purple: "bg-purple-50 text-purple-700",
};

export function AdminDashboardPage() {
  const { t } = useLingui();
  const session = useSession("admin");
  const stats = useAdminStats();
  const queryClient = useQueryClient();
  const upcoming = useUpcomingWorks();
  const s = stats.data;
  const adminName = session?.user.user_name ?? "";
  const cards = [
    { label: t`Total Users`, value: s?.total_users, tone: TONE.blue, Icon: Users, to: paths.admin.users },
    { label: t`Works Completed`, value: s?.total_works_completed, tone: TONE.green, Icon: CheckCircle2 },
    {
      label: t`Pending Works`,
      value: s?.total_pending_works,
      tone: TONE.amber,
      Icon: Clock,
      to: paths.admin.works,
    },
    {
      label: t`Join Requests`,
      value: s?.total_pending_join_requests,
      tone: TONE.purple,
      Icon: UserPlus,
      to: `${paths.admin.dashboard}?all=join-requests#join-requests`,
    },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <section aria-labelledby="welcome">
        <h2 id="welcome" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {session ? t`Welcome back, ${adminName}!` : t`Welcome back!`}
        </h2>
        <p className="text-sm text-slate-600">{t`Here is what is happening with your catering works today.`}</p>
      </section>

      <BookingsToConfirm />

      <NeedsAttentionSection />

      <TodayBoardSection />

      {stats.isError && (
        <Alert tone="error">
          {stats.error.message || t`Failed to fetch admin stats`}{" "}
          <button type="button" className="font-semibold underline" onClick={() => stats.refetch()}>
            {t`Try again`}
          </button>
        </Alert>
      )}
      <ul aria-label={t`Statistics`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ Icon, ...card }) => (
          <StatCard key={card.label} {...card} icon={<Icon className="h-6 w-6" aria-hidden="true" />} />
        ))}
      </ul>

      <OwedCard />

      <FailedDeliveries />

      <MoneyOutCard />

      <section aria-labelledby="upcoming" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="upcoming" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Briefcase className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {t`Upcoming Works`}
          </h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void upcoming.refetch();
              void stats.refetch();
              void queryClient.invalidateQueries({ queryKey: needsAttentionQuery().queryKey });
            }}
            loading={upcoming.isFetching}
            loadingText={t`Refreshing...`}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
          >
            {t`Refresh`}
          </Button>
        </div>
        {upcoming.isPending ? (
          <SkeletonGrid count={3} label={t`Loading upcoming works...`} />
        ) : upcoming.isError ? (
          <ErrorState
            title={t`Failed to fetch upcoming works`}
            message={upcoming.error.message}
            onRetry={() => upcoming.refetch()}
            retrying={upcoming.isFetching}
          />
        ) : upcoming.data.length === 0 ? (
          <EmptyState title={t`No upcoming works`} description={t`Works dated today or later appear here.`} />
        ) : (
          <>
            <ul
              aria-label={t`Upcoming works`}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            >
              {upcoming.data.slice(0, UPCOMING_CARDS).map((w) => (
                <UpcomingWorkCard key={w.id} work={w} />
              ))}
            </ul>
            {upcoming.data.length > UPCOMING_CARDS && (
              <Link to={paths.admin.works} className={buttonClass("outline", "md", "self-start")}>
                {t`See all ${upcoming.data.length} upcoming works`}
              </Link>
            )}
          </>
        )}
      </section>

      <StaffingCard />

      <BackupWarning />

      <p className="text-sm text-slate-600">
        {t`Crew rules, WhatsApp prices and backups are under`}{" "}
        <Link
          to={paths.admin.settings}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t`Settings`}
        </Link>
      </p>
    </div>
  );
}
