// The shared date module alone (no schemas), so the home screen's chunk stays small.
import { formatDate, formatTime, kolkataToday } from "@catercrew/shared/format/dates";
import type { NextJob } from "@catercrew/shared/schemas/notifications";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonGrid } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { WorkLogisticsList } from "@/entities/work/work-logistics";
import { workKindLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { useNextJobs } from "../api/next-jobs";

const lang = (locale: string) => (locale === "ml" ? "ml" : "en");

/** Whether the date is today or tomorrow in Kolkata, else null. */
export function nearDay(date: string, now = new Date()): "today" | "tomorrow" | null {
  if (date === kolkataToday(now)) return "today";
  if (date === kolkataToday(new Date(now.getTime() + 24 * 3600 * 1000))) return "tomorrow";
  return null;
}

export function mapLink(job: NextJob): string {
  return (
    job.location_url ||
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      [job.Auditorium_name, job.address, job.place].filter(Boolean).join(", "),
    )}`
  );
}

function JobCard({ job }: { job: NextJob }) {
  const { t, i18n } = useLingui();
  const near = nearDay(job.date);
  const day =
    near === "today"
      ? t`Today`
      : near === "tomorrow"
        ? t`Tomorrow`
        : formatDate(job.date, lang(i18n.locale), { weekday: "short", year: false });
  const time = formatTime(job.reporting_time, lang(i18n.locale));
  const captain = job.captain_name ?? "";
  return (
    <li className="rounded-xl border border-brand-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-brand-700">{day}</span>
        {near ? (
          <span className="text-sm text-slate-600">
            {formatDate(job.date, lang(i18n.locale), { weekday: "short" })}
          </span>
        ) : null}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-slate-900">
        <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
        {t`Reporting time`} <strong>{time}</strong>
      </p>
      <Link
        to={paths.user.workDetails(job.work_id)}
        className="flex min-h-11 items-center font-semibold text-slate-900 underline-offset-2 hover:underline"
      >
        {job.Auditorium_name} · {workKindLabel(job.work_type, job.occasion)}
      </Link>
      <a
        href={mapLink(job)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm text-brand-700 underline-offset-2 hover:underline"
      >
        <MapPin className="h-4 w-4" aria-hidden="true" />
        {job.place}, {job.address} {t`(map)`}
      </a>
      <WorkLogisticsList logistics={job.logistics} className="mt-2 border-t border-slate-100 pt-2" />
      {job.captain_mobile && (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          {t`Captain ${captain}:`} <PhoneLinks mobile={job.captain_mobile} name={job.captain_name} />
        </p>
      )}
    </li>
  );
}

/** "My next jobs": the worker's confirmed upcoming works, date first. */
export function NextJobs() {
  const { t } = useLingui();
  const jobs = useNextJobs();
  return (
    <section aria-labelledby="next-jobs" className="flex flex-col gap-3">
      <h2 id="next-jobs" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t`My next jobs`}
      </h2>
      {jobs.isPending ? (
        <SkeletonGrid count={1} label={t`Loading your next jobs...`} />
      ) : jobs.isError ? (
        <ErrorState
          title={t`Could not load your next jobs`}
          message={jobs.error.message}
          onRetry={() => jobs.refetch()}
        />
      ) : jobs.data.results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
          {t`No confirmed jobs yet. Apply for an available work below.`}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {jobs.data.results.map((j) => (
            <JobCard key={j.work_id} job={j} />
          ))}
        </ul>
      )}
    </section>
  );
}
