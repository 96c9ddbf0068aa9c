import type { Work } from "@catercrew/shared/schemas/works";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { WorkTypeBadge } from "@/entities/work/work-badges";
import { WorkCard } from "@/entities/work/work-card";
import { formatDate, formatINR } from "@/lib/format";
import { paths } from "@/lib/paths";
import { TONE_BAR, workTypeTone } from "@/lib/tokens";

/** The admin dashboard's card of an upcoming work: type colour, money and View Details. */
export function UpcomingWorkCard({ work }: { work: Work }) {
  const { t } = useLingui();
  const { no_of_boys_needed: boys, attendees } = work;
  const venue = work.Auditorium_name;
  const date = formatDate(work.date, { weekday: "short" });
  return (
    <WorkCard
      work={work}
      className={`border-t-4 ${TONE_BAR[workTypeTone(work.work_type)]}`}
      badges={<WorkTypeBadge type={work.work_type} occasion={work.occasion} />}
      crew={`${plural(boys, { one: "# boy needed", other: "# boys needed" })} · ${plural(attendees, {
        one: "# attendee",
        other: "# attendees",
      })}`}
      actions={
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="text-sm font-semibold text-slate-900">{formatINR(work.payment_amount)}</span>
          <Link
            to={paths.admin.work(work.id)}
            className={buttonClass("outline", "sm")}
            aria-label={t`View details of ${venue} on ${date}`}
          >
            {t`View Details`}
          </Link>
        </div>
      }
    />
  );
}
