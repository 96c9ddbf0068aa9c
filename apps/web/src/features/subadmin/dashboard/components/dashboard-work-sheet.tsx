import type { StaffWork } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { AssignedUsersSection } from "@/entities/subadmin/components/assigned-users-section";
import { DetailRow } from "@/entities/subadmin/components/detail-row";
import { WorkFactRows } from "@/entities/subadmin/components/work-fact-rows";
import { districtLabel } from "@/lib/labels";

/** The dashboard's View Details sheet: the work and who is assigned. */
export function DashboardWorkSheet({ work, onClose }: { work: StaffWork | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <BottomSheet open={work !== null} onClose={onClose} title={work ? work.Auditorium_name : ""}>
      {work && (
        <div className="flex flex-col gap-4">
          <dl className="divide-y divide-slate-100">
            <DetailRow label={t`Venue`} value={work.Auditorium_name} />
            <DetailRow label={t`Place`} value={work.place} />
            <DetailRow
              label={t`District`}
              value={work.district ? <span>{districtLabel(work.district)}</span> : null}
            />
            <DetailRow
              label={t`Map`}
              value={
                work.location_url ? (
                  <a
                    href={work.location_url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 underline"
                  >
                    {t`Open map`} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                ) : null
              }
            />
            <WorkFactRows work={work} />
            <DetailRow label={t`Instructions`} value={work.instructions} />
            <DetailRow label={t`About work`} value={work.About_work} />
          </dl>
          <AssignedUsersSection workId={work.id} headingId="dash-assigned" />
        </div>
      )}
    </BottomSheet>
  );
}
