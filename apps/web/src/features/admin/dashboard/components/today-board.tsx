import type { TodayBoard, TodayWork } from "@catercrew/shared/schemas/today-board";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CalendarCheck, CheckCircle2, Circle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { WorkTypeBadge } from "@/entities/work/work-badges";
import { formatDate, formatDateTime, formatINR, formatTime } from "@/lib/format";
import { districtLabel, roleLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { SURFACE } from "@/lib/tokens";
import { useTodayBoard } from "../api/get-today-board";
import { SeeAll, useShortList } from "./see-all";

/** Anchors the dashboard's counts lead to (docs/decisions/043). */
export const TODAY_BOARD_ANCHORS = {
  today: "today",
  unpaid: "unpaid-wages",
  requests: "join-requests",
} as const;

/** A panel with a heading the dashboard's counts can lead to: opened by its `#anchor`, it scrolls into view and takes focus. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash !== `#${id}`) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [hash, id]);
  return (
    <section aria-labelledby={id} className={cn(SURFACE.panel, "scroll-mt-4 p-4")}>
      <h3 id={id} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TodayWorkRow({ work }: { work: TodayWork }) {
  const { t } = useLingui();
  const venue = work.Auditorium_name;
  const came = work.crew.filter((m) => m.checked_in_at !== null).length;
  const total = work.crew.length;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{formatTime(work.reporting_time)}</span>
        <WorkTypeBadge type={work.work_type} occasion={work.occasion} />
        <span className="min-w-0 break-words text-sm text-slate-800">
          {venue} · {work.place}, {districtLabel(work.district)}
        </span>
        <span className="text-sm font-medium text-slate-700">{t`${came} of ${total} checked in`}</span>
        <Link
          to={paths.admin.work(work.id)}
          className={buttonClass("outline", "sm", "ml-auto")}
          aria-label={t`Open work ${venue}`}
        >
          {t`Open work`}
        </Link>
      </div>
      {total === 0 ? (
        <p className="text-sm text-amber-800">{t`Nobody assigned yet`}</p>
      ) : (
        <ul aria-label={t`Crew of ${venue}`} className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {work.crew.map((m) => {
            const name = m.user_name;
            const at = m.checked_in_at ? formatDateTime(m.checked_in_at) : "";
            return (
              <li key={m.user} className="flex min-w-0 items-center gap-2 text-sm">
                {m.checked_in_at ? (
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                ) : (
                  <Circle className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{name}</span>{" "}
                  <span className="text-slate-600">
                    ({m.user_code}, {roleLabel(m.role)})
                  </span>{" "}
                  <span className={m.checked_in_at ? "text-green-800" : "text-slate-600"}>
                    {m.checked_in_at ? t`checked in ${at}` : t`not checked in`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function Body({ data }: { data: TodayBoard }) {
  const { t } = useLingui();
  const unpaid = useShortList(TODAY_BOARD_ANCHORS.unpaid, data.unpaid_works);
  const requests = useShortList(TODAY_BOARD_ANCHORS.requests, data.pending_requests);
  return (
    <>
      <Panel id={TODAY_BOARD_ANCHORS.today} title={t`Today, ${formatDate(data.date)}`}>
        {data.today.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t`No works today.`}</p>
        ) : (
          <ul aria-label={t`Today's works`} className="divide-y divide-slate-100">
            {data.today.map((w) => (
              <TodayWorkRow key={w.id} work={w} />
            ))}
          </ul>
        )}
      </Panel>
      {/* The two waiting lists side by side on a wide screen. */}
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <Panel id={TODAY_BOARD_ANCHORS.unpaid} title={t`Works with unpaid wages (${unpaid.total})`}>
          {data.unpaid_works.length === 0 ? (
            <p className="mt-2 text-sm text-green-800">{t`Every saved wage is paid.`}</p>
          ) : (
            <ul aria-label={t`Works with unpaid wages`} className="divide-y divide-slate-100">
              {unpaid.shown.map((w) => {
                const venue = w.Auditorium_name;
                const amount = formatINR(w.unpaid_amount);
                return (
                  <li key={w.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                    <span className="min-w-0 flex-1 break-words text-slate-800">
                      <span className="font-medium text-slate-900">{venue}</span> · {formatDate(w.date)}
                    </span>
                    <span className="font-medium text-red-800">
                      {plural(w.unpaid_count, {
                        one: `# wage unpaid, ${amount}`,
                        other: `# wages unpaid, ${amount}`,
                      })}
                    </span>
                    <Link
                      to={paths.admin.work(w.id)}
                      className={buttonClass("outline", "sm")}
                      aria-label={t`Pay wages of ${venue}`}
                    >
                      {t`Pay wages`}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <SeeAll anchor={TODAY_BOARD_ANCHORS.unpaid} what={t`Works with unpaid wages`} {...unpaid} />
        </Panel>
        <Panel id={TODAY_BOARD_ANCHORS.requests} title={t`Requests to join works (${requests.total})`}>
          {data.pending_requests.length === 0 ? (
            <p className="mt-2 text-sm text-green-800">{t`No requests waiting.`}</p>
          ) : (
            <ul aria-label={t`Requests to join works`} className="divide-y divide-slate-100">
              {requests.shown.map((r) => {
                const name = r.user_name;
                const venue = r.Auditorium_name;
                return (
                  <li key={r.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                    <span className="min-w-0 flex-1 break-words text-slate-800">
                      <span className="font-medium text-slate-900">{name}</span>{" "}
                      <span className="text-slate-600">
                        ({r.user_code}, {roleLabel(r.role)})
                      </span>{" "}
                      {t`for ${venue}`} · {formatDate(r.date)}
                    </span>
                    <Link
                      to={paths.admin.work(r.work_id)}
                      className={buttonClass("outline", "sm")}
                      aria-label={t`Answer ${name} for ${venue}`}
                    >
                      {t`Answer`}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <SeeAll anchor={TODAY_BOARD_ANCHORS.requests} what={t`Requests to join works`} {...requests} />
        </Panel>
      </div>
    </>
  );
}

/** Today's works with their crews and check-ins, and the lists behind the counts above. */
export function TodayBoardSection() {
  const { t } = useLingui();
  const q = useTodayBoard();
  return (
    <section aria-label={t`Today and waiting`} className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarCheck className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t`Today and waiting`}
      </h2>
      {q.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : q.isError ? (
        <ErrorState
          title={t`Failed to load today's works`}
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
