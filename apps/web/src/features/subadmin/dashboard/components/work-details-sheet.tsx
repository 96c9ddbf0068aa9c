import type { Work } from "@catercrew/shared";
import { ExternalLink } from "lucide-react";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { formatDate, formatTime } from "@/lib/format";
import { AssignedUsersSection } from "../../common/components/assigned-users-section";
import { DetailRow } from "../../common/components/detail-row";
import { WorkStatusBadge, workTypeLabel } from "../../common/components/work-badges";

/** The dashboard's View Details sheet: the work and who is assigned. */
export function DashboardWorkSheet({ work, onClose }: { work: Work | null; onClose: () => void }) {
  return (
    <BottomSheet open={work !== null} onClose={onClose} title={work ? work.Auditorium_name : ""}>
      {work && (
        <div className="flex flex-col gap-4">
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Venue" value={work.Auditorium_name} />
            <DetailRow label="Place" value={work.place} />
            <DetailRow
              label="District"
              value={work.district ? <span className="capitalize">{work.district}</span> : null}
            />
            <DetailRow
              label="Map"
              value={
                work.location_url ? (
                  <a
                    href={work.location_url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 underline"
                  >
                    Open map <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                ) : null
              }
            />
            <DetailRow label="Address" value={work.address} />
            <DetailRow label="Work type" value={workTypeLabel(work.work_type)} />
            <DetailRow label="Status" value={<WorkStatusBadge status={work.status} />} />
            <DetailRow label="Published" value={work.is_published ? "Yes" : "No"} />
            <DetailRow label="Date" value={formatDate(work.date)} />
            <DetailRow label="Reporting time" value={formatTime(work.reporting_time)} />
            <DetailRow label="Boys needed" value={work.no_of_boys_needed} />
            <DetailRow label="Attendees" value={work.attendees} />
            <DetailRow label="Instructions" value={work.instructions} />
            <DetailRow label="About work" value={work.About_work} />
          </dl>
          <AssignedUsersSection workId={work.id} headingId="dash-assigned" />
        </div>
      )}
    </BottomSheet>
  );
}
