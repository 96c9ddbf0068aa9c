import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { WorkCard } from "@/entities/work/work-card";
import { RequestButton } from "@/entities/worker/components/request-button";
import { PriorityBadge, WorkTypeBadge } from "@/entities/worker/components/work-labels";
import { WorkPay } from "@/entities/worker/components/work-pay";
import { paths } from "@/lib/paths";

/** The worker's card of a published work: priority, Request Work and View Details. */
const REQUEST_WORK = msg`Request Work`;

export function AvailableWorkCard({ work }: { work: PublishedWork }) {
  const { t } = useLingui();
  return (
    <WorkCard
      work={work}
      badges={
        <>
          <WorkTypeBadge type={work.work_type} occasion={work.occasion} />
          <PriorityBadge attendees={work.attendees} />
        </>
      }
      subtitle={work.Catering_company && <p className="text-sm text-slate-600">{work.Catering_company}</p>}
      actions={
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          <RequestButton work={work} sendLabel={REQUEST_WORK} fullWidth />
          <Link to={paths.user.workDetails(work.id)} className={buttonClass("outline", "md", "w-full")}>
            {t`View Details`}
          </Link>
        </div>
      }
    >
      <WorkPay pay={work.pay} />
    </WorkCard>
  );
}
