import type { NeedsAttention, OpenCaptainRow, StaffingGap } from "@catercrew/shared/schemas/stats";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, IndianRupee, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { WorkTypeBadge } from "@/entities/work/work-badges";
import { daysBetween, formatDate, formatINR, formatTime } from "@/lib/format";
import { districtLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { SURFACE } from "@/lib/tokens";
import { useNeedsAttention } from "../api/get-needs-attention";
import { SeeAll, useShortList } from "./see-all";

function Tile({
  to,
  icon,
  label,
  detail,
  urgent,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  detail?: string;
  urgent: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          SURFACE.card,
          "flex min-h-11 items-center gap-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600",
          urgent && "border-amber-300 bg-amber-50",
        )}
      >
        <span className={cn("shrink-0", urgent ? "text-amber-800" : "text-slate-500")}>{icon}</span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{label}</span>
          {detail && <span className="block text-sm text-slate-700">{detail}</span>}
        </span>
      </Link>
    </li>
  );
}

/** "Today" / "Tomorrow" / the date. */
function useDayLabel(from: string) {
  const { t } = useLingui();
  return (date: string) => {
    const days = daysBetween(from, date);
    if (days === 0) return t`Today`;
    if (days === 1) return t`Tomorrow`;
    return formatDate(date);
  };
}

function GapRow({ gap, day }: { gap: StaffingGap; day: string }) {
  const { t } = useLingui();
  const venue = gap.Auditorium_name;
  const { boys_short: short, boys_assigned: boys, boys_needed: needed, pending_requests: waiting } = gap;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{day}</span>
          <span className="text-sm text-slate-600">{formatTime(gap.reporting_time)}</span>
          <WorkTypeBadge type={gap.work_type} occasion={gap.occasion} />
          {!gap.is_published && <Badge tone="warning">{t`Draft`}</Badge>}
        </p>
        <p className="break-words text-sm text-slate-800">
          {venue} · {gap.place}, {districtLabel(gap.district)}
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          {short > 0 && (
            <Badge tone="danger">
              {plural(short, { one: "# boy short", other: "# boys short" })} ({t`${boys} of ${needed}`})
            </Badge>
          )}
          {gap.captains_assigned === 0 && <Badge tone="danger">{t`No captain`}</Badge>}
          {gap.supervisors_assigned === 0 && <Badge tone="neutral">{t`No supervisor`}</Badge>}
          {waiting > 0 && (
            <Badge tone="info">
              {plural(waiting, { one: "# request waiting", other: "# requests waiting" })}
            </Badge>
          )}
        </p>
      </div>
      <Link
        to={paths.admin.work(gap.id)}
        className={buttonClass("outline", "md", "self-start sm:self-center")}
        aria-label={t`Staff ${venue} on ${day}`}
      >
        {t`Staff this work`}
      </Link>
    </li>
  );
}

/**
 * Captains who completed their own work without their own rating and wage: an admin enters them
 * on the work's page in the admin area (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
function OpenCaptainRows({ rows }: { rows: OpenCaptainRow[] }) {
  const { t } = useLingui();
  const list = useShortList("captains-to-pay", rows);
  if (rows.length === 0) return null;
  const title = t`Captains' own rating and wage to enter`;
  return (
    <div className={cn(SURFACE.panel, "p-4")}>
      <h3 id="captains-to-pay" className="scroll-mt-4 text-base font-semibold text-slate-900">
        {title} ({rows.length})
      </h3>
      <ul aria-label={title} className="divide-y divide-slate-100">
        {list.shown.map((r) => {
          const name = r.user_name;
          const venue = r.Auditorium_name;
          return (
            <li key={`${r.work_id}-${r.user}`} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1 break-words text-slate-800">
                {t`${name} at ${venue}`} · {formatDate(r.date)}
              </span>
              {r.needs_rating && <Badge tone="warning">{t`Rating missing`}</Badge>}
              {r.needs_wage && <Badge tone="warning">{t`Wage missing`}</Badge>}
              <Link to={paths.admin.work(r.work_id)} className={buttonClass("outline", "sm")}>
                {t`Rate and pay ${name}`}
              </Link>
            </li>
          );
        })}
      </ul>
      <SeeAll anchor="captains-to-pay" what={title} {...list} />
    </div>
  );
}

function Body({ data }: { data: NeedsAttention }) {
  const { t } = useLingui();
  const dayLabel = useDayLabel(data.from);
  const { pending_applications: applications, pending_requests: requests, unpaid_wages: unpaid } = data;
  const unpaidAmount = formatINR(unpaid.amount);
  const from = formatDate(data.from);
  const to = formatDate(data.to);
  const gaps = useShortList("short-of-people", data.staffing_gaps);
  return (
    <>
      <ul aria-label={t`Waiting for you`} className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Tile
          to={`${paths.admin.userRequest}?status=pending`}
          urgent={applications > 0}
          icon={<UserPlus className="h-6 w-6" aria-hidden="true" />}
          label={plural(applications, { one: "# application to review", other: "# applications to review" })}
        />
        <Tile
          to={`${paths.admin.dashboard}?all=join-requests#join-requests`}
          urgent={requests > 0}
          icon={<Users className="h-6 w-6" aria-hidden="true" />}
          label={plural(requests, { one: "# request to join a work", other: "# requests to join works" })}
        />
        <Tile
          to={`${paths.admin.dashboard}?all=unpaid-wages#unpaid-wages`}
          urgent={unpaid.count > 0}
          icon={<IndianRupee className="h-6 w-6" aria-hidden="true" />}
          label={plural(unpaid.count, { one: "# wage unpaid", other: "# wages unpaid" })}
          detail={
            unpaid.count > 0
              ? plural(unpaid.works, {
                  one: `${unpaidAmount} for # work`,
                  other: `${unpaidAmount} for # works`,
                })
              : undefined
          }
        />
      </ul>
      <div className={cn(SURFACE.panel, "p-4")}>
        <h3
          id="short-of-people"
          className="flex scroll-mt-4 items-center gap-2 text-base font-semibold text-slate-900"
        >
          <AlertTriangle className="h-5 w-5 text-amber-700" aria-hidden="true" />
          {t`Short of people this week`}
        </h3>
        <p className="text-sm text-slate-600">
          {t`${from} to ${to}`} ·{" "}
          {plural(data.works_in_window, { one: "# work this week", other: "# works this week" })}
        </p>
        {data.staffing_gaps.length === 0 ? (
          <p className="mt-3 text-sm font-medium text-green-800">{t`Every work this week has its boys and a captain.`}</p>
        ) : (
          <ul aria-label={t`Works short of people`} className="divide-y divide-slate-100">
            {gaps.shown.map((gap) => (
              <GapRow key={gap.id} gap={gap} day={dayLabel(gap.date)} />
            ))}
          </ul>
        )}
        <SeeAll anchor="short-of-people" what={t`Works short of people`} {...gaps} />
      </div>
      <OpenCaptainRows rows={data.open_captain_rows} />
    </>
  );
}

/** The admin's "what needs me now": staffing gaps this week, applications, requests, unpaid wages. */
export function NeedsAttentionSection() {
  const { t } = useLingui();
  const q = useNeedsAttention();
  return (
    <section aria-labelledby="needs-attention" className="flex flex-col gap-3">
      <h2 id="needs-attention" className="text-lg font-semibold text-slate-900">
        {t`Needs your attention`}
      </h2>
      {q.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : q.isError ? (
        <ErrorState
          title={t`Failed to load what needs attention`}
          message={q.error.message}
          onRetry={() => q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Body data={q.data} />
      )}
    </section>
  );
}
