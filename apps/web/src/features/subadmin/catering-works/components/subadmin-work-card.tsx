import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, ClipboardCheck, ExternalLink, IndianRupee, Receipt, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WorkStatusBadge, WorkTypeBadge } from "@/entities/subadmin/components/crew-work-badges";
import { WorkStaffing } from "@/entities/work/work-badges";
import { WorkCard as SharedWorkCard } from "@/entities/work/work-card";
import { todayInKolkata } from "@/lib/format";

export type WorkAction = "details" | "boys" | "totals" | "expenses" | "complete";

/** Buttons that name what they do (docs/decisions/043): a full row at 360 px, two lines allowed. */
const ACTION = "py-1.5 text-center leading-tight";

/** The sub-admin's card of a work: status, map link, customer, and the crew, cost and expense sheets. */
export function WorkCard({ work, onAction }: { work: StaffWorkListItem; onAction: (a: WorkAction) => void }) {
  const { t } = useLingui();
  const venue = work.Auditorium_name || String(work.id);
  const customer = work.customer_name;
  const past = work.status === "completed" || work.status === "cancelled";
  return (
    <SharedWorkCard
      work={work}
      as="article"
      label={t`Work ${venue}`}
      compact
      badges={
        <>
          <WorkTypeBadge type={work.work_type} occasion={work.occasion} />
          <WorkStatusBadge status={work.status} />
          <span className="ml-auto text-xs text-slate-500">#{work.id}</span>
        </>
      }
      title={
        <button
          type="button"
          onClick={() => onAction("details")}
          className="min-h-11 text-left text-base font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {work.Auditorium_name || t`Venue Not Specified`}
        </button>
      }
      crew={null}
      actions={
        <div className="flex flex-col gap-2">
          <WorkStaffing work={work} />
          {/* Check-in, rating and wages are done on the crew sheet; each is named on the card. */}
          <div className="grid grid-cols-2 gap-2">
            {!past && (
              <Button
                variant="outline"
                className={ACTION}
                onClick={() => onAction("boys")}
                icon={<ClipboardCheck className="h-4 w-4 shrink-0" aria-hidden="true" />}
              >
                {t`Check in the crew`}
              </Button>
            )}
            <Button
              variant="outline"
              className={ACTION}
              onClick={() => onAction("boys")}
              icon={<Star className="h-4 w-4 shrink-0" aria-hidden="true" />}
            >
              {t`Rate and pay wages`}
            </Button>
            <Button
              variant="outline"
              className={ACTION}
              onClick={() => onAction("expenses")}
              icon={<Receipt className="h-4 w-4 shrink-0" aria-hidden="true" />}
            >
              {t`Expenses`}
            </Button>
            <Button
              variant="outline"
              className={ACTION}
              onClick={() => onAction("totals")}
              icon={<IndianRupee className="h-4 w-4 shrink-0" aria-hidden="true" />}
            >
              {t`Total Cost`}
            </Button>
          </div>
          {/* Irreversible: red, quiet, only once the work's day has come; the sheet lists what it does. */}
          {!past && work.date <= todayInKolkata() && (
            <Button
              variant="outline"
              size="md"
              className="border-red-300 text-red-700 hover:bg-red-50"
              onClick={() => onAction("complete")}
              icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
            >
              {t`Mark as Completed`}
            </Button>
          )}
        </div>
      }
    >
      {work.location_url && (
        <a
          href={work.location_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 w-fit items-center gap-1 text-sm text-brand-700 underline"
        >
          {t`View on map`} <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      )}
      {work.customer_name && <p className="break-words text-sm text-slate-600">{t`Customer: ${customer}`}</p>}
    </SharedWorkCard>
  );
}
