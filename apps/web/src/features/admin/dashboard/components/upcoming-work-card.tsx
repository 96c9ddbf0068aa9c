import { WORK_TYPE_LABELS, WORK_TYPES, type WorkType } from "@catercrew/shared/enums";
import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { WorkCard } from "@/entities/work/work-card";
import { formatDate, formatINR } from "@/lib/format";
import { labelOf } from "@/lib/labels";
import { paths } from "@/lib/paths";

/** Wedding, Birthday, Corporate and Lunch have their own colours (spec). */
const TYPE_STYLE: Partial<Record<WorkType, { tone: BadgeTone; bar: string }>> = {
  wedding: { tone: "purple", bar: "border-t-purple-500" },
  birthday: { tone: "warning", bar: "border-t-amber-500" },
  corporate: { tone: "info", bar: "border-t-blue-500" },
  lunch: { tone: "success", bar: "border-t-green-500" },
};
const PLAIN = { tone: "neutral", bar: "border-t-slate-400" } as const;

/** The admin dashboard's card of an upcoming work: type colour, money and View Details. */
export function UpcomingWorkCard({ work }: { work: Work }) {
  const { t } = useLingui();
  const type = WORK_TYPES.find((w) => w === work.work_type);
  const { no_of_boys_needed: boys, attendees } = work;
  const venue = work.Auditorium_name;
  const date = formatDate(work.date);
  const style = (type && TYPE_STYLE[type]) ?? PLAIN;
  return (
    <WorkCard
      work={work}
      className={`border-t-4 ${style.bar}`}
      badges={<Badge tone={style.tone}>{type ? labelOf(WORK_TYPE_LABELS, type) : work.work_type}</Badge>}
      crew={t`${boys} boys needed · ${attendees} attendees`}
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
