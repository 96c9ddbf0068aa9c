import type { WorkListItem } from "@catercrew/shared";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { formatDate, formatTime } from "@/lib/format";
import { AssignedUsersSection } from "../../common/components/assigned-users-section";
import { DetailRow } from "../../common/components/detail-row";
import { WorkStatusBadge, workTypeLabel } from "../../common/components/work-badges";

export function WorkDetailsSheet({ work, onClose }: { work: WorkListItem; onClose: () => void }) {
  return (
    <BottomSheet
      open
      onClose={onClose}
      title="Work Details"
      description={work.Auditorium_name || "Venue Not Specified"}
    >
      <div className="flex flex-col gap-4">
        <dl className="divide-y divide-slate-100">
          <DetailRow label="Venue" value={work.Auditorium_name} />
          <DetailRow label="Address" value={work.address} />
          <DetailRow label="Work type" value={workTypeLabel(work.work_type)} />
          <DetailRow label="Status" value={<WorkStatusBadge status={work.status} />} />
          <DetailRow label="Published" value={work.is_published ? "Yes" : "No"} />
          <DetailRow label="Date" value={formatDate(work.date)} />
          <DetailRow label="Reporting time" value={formatTime(work.reporting_time)} />
          <DetailRow label="Boys needed" value={work.no_of_boys_needed} />
          <DetailRow label="Attendees" value={work.attendees} />
        </dl>
        <AssignedUsersSection workId={work.id} headingId="wd-assigned" showProgress />
        <dl className="divide-y divide-slate-100">
          <DetailRow label="Instructions" value={work.instructions} />
          <DetailRow label="About Work" value={work.About_work} />
        </dl>
      </div>
    </BottomSheet>
  );
}
