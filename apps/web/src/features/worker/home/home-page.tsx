import { Plural, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, ListChecks, type LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton, SkeletonGrid } from "@/components/ui/skeleton";
import { loadHomeSummary } from "@/entities/worker/api/home-summary";
import { usePublishedWorks } from "@/entities/worker/api/published-works";
import { RequestBlockBanner } from "@/entities/worker/components/request-block-banner";
import { Stars } from "@/entities/worker/components/stars";
import { paths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { useAverageRating, useUserCounts } from "./api/user-stats";
import { AvailableWorkCard } from "./components/available-work-card";
import { NextJobs } from "./components/next-jobs";
import { DistrictFilter, nearFirst, useDistrictFilter } from "./components/works-near-me";

function dayPart(hour = new Date().getHours()): "morning" | "afternoon" | "evening" {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  return "evening";
}

function StatCard({
  to,
  label,
  value,
  icon: Icon,
  tone,
}: {
  to: string;
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:gap-3 sm:p-4"
    >
      <span className={`rounded-lg p-2 ${tone}`} aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
        <span className="block text-xs leading-tight text-slate-600 sm:text-sm">{label}</span>
      </span>
    </Link>
  );
}

/** The worker's average rating and how many ratings it is from. */
function AverageRatingCard({ rating }: { rating: ReturnType<typeof useAverageRating> }) {
  const { t } = useLingui();
  const ratingsCount = rating.data?.total_ratings ?? 0;
  return (
    <div className="col-span-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 lg:col-span-1">
      <p className="text-sm text-slate-600">{t`Average Rating`}</p>
      {rating.data ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold text-slate-900">{rating.data.average_rating.toFixed(1)}</span>
            <Stars value={rating.data.average_rating} />
          </p>
          <p className="text-xs text-slate-600">
            {rating.data.total_ratings === 0 ? (
              t`No ratings yet`
            ) : (
              <Plural value={ratingsCount} one="From # rating" other="From # ratings" />
            )}
          </p>
        </>
      ) : rating.isError ? (
        <p className="text-sm text-red-700">{rating.error.message}</p>
      ) : (
        // The rating line and the count line below it, at their heights.
        <>
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-1 h-3 w-24" />
        </>
      )}
    </div>
  );
}

/** Cards rendered at first; the rest on "Show more" (cheap phones, long lists). */
const PAGE = 12;

/** /user/home: greeting, counts, average rating and the works open to the worker. */
export function WorkerHomePage() {
  const { t } = useLingui();
  const session = useSession("user");
  const client = useQueryClient();
  // Started while this screen is drawn, before its parts' queries start: they then take their
  // answers from this one read instead of six (docs/decisions/044-peak-hour.md).
  useState(() => loadHomeSummary(client).catch(() => undefined));
  const counts = useUserCounts();
  const rating = useAverageRating();
  const works = usePublishedWorks();
  const [district, setDistrict] = useDistrictFilter();
  // The worker's own district comes from the profile kept with the session (renewed at sign-in, at a
  // profile save and at every read of "me"): no read of "me" beside the summary, one trip less on a slow network.
  const own = session?.user.district || null;
  const listed = works.data ? nearFirst(works.data, own, district) : undefined;
  const [shown, setShown] = useState(PAGE);
  const name = counts.data?.user_name ?? session?.user.user_name ?? "";
  const part = dayPart();
  const hello =
    part === "morning"
      ? t`Good morning, ${name}!`
      : part === "afternoon"
        ? t`Good afternoon, ${name}!`
        : t`Good evening, ${name}!`;
  const hidden = (listed?.length ?? 0) - shown;
  // A failed load shows a dash (the error box below says why), not a grey placeholder forever.
  const count = (v: number | undefined) =>
    v !== undefined ? (
      v
    ) : counts.isError ? (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`Not available`}</span>
      </span>
    ) : (
      // As tall as the number it stands for (text-2xl), so nothing moves when the numbers arrive.
      <Skeleton className="h-8 w-8" />
    );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="greeting">
        <h1 id="greeting" className="break-words text-xl font-bold text-slate-900 sm:text-2xl">
          {hello}
        </h1>
        <p className="text-sm text-slate-600">{t`Find work near you and track your requests.`}</p>
      </section>

      <RequestBlockBanner />

      <NextJobs />

      <section aria-label={t`Your numbers`} className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4">
        <StatCard
          to={paths.user.myWorksFilter("accepted")}
          label={t`Accepted Requests`}
          value={count(counts.data?.accepted_requests)}
          icon={CheckCircle2}
          tone="bg-green-50 text-green-700"
        />
        <StatCard
          to={paths.user.myWorksFilter("pending")}
          label={t`Pending Requests`}
          value={count(counts.data?.pending_requests)}
          icon={Clock}
          tone="bg-amber-50 text-amber-700"
        />
        <StatCard
          to={paths.user.myWorks}
          label={t`Completed Jobs`}
          value={count(counts.data?.completed_jobs)}
          icon={ListChecks}
          tone="bg-blue-50 text-blue-700"
        />
        <AverageRatingCard rating={rating} />
      </section>
      {counts.isError && (
        <ErrorState
          title={t`Could not load your numbers`}
          message={counts.error.message}
          onRetry={() => counts.refetch()}
        />
      )}

      <section aria-labelledby="available" className="flex flex-col gap-3">
        <h2 id="available" className="text-lg font-semibold text-slate-900">
          {t`Available Works`}
          {listed && <span className="ml-2 text-sm font-normal text-slate-600">({listed.length})</span>}
        </h2>
        {works.data && works.data.length > 0 && (
          <DistrictFilter
            value={district}
            onChange={(d) => {
              setDistrict(d);
              setShown(PAGE);
            }}
          />
        )}
        {works.isPending ? (
          <SkeletonGrid count={3} label={t`Loading available works...`} />
        ) : works.isError ? (
          <ErrorState
            title={t`Failed to load works`}
            message={works.error.message}
            onRetry={() => works.refetch()}
            retrying={works.isFetching}
          />
        ) : works.data.length === 0 ? (
          <EmptyState
            title={t`No works available right now`}
            description={t`New works appear here when they are published.`}
          />
        ) : !listed || listed.length === 0 ? (
          <EmptyState
            title={t`No works in this district right now`}
            description={t`Choose another district, or all districts.`}
          />
        ) : (
          <>
            <ul aria-label={t`Available Works`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {listed.slice(0, shown).map((w) => (
                <AvailableWorkCard key={w.id} work={w} />
              ))}
            </ul>
            {listed.length > shown && (
              <Button variant="outline" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
                {t`Show more works (${hidden} more)`}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
