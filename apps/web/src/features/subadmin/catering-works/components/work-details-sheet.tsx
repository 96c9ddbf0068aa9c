import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { AssignedUsersSection } from "@/entities/subadmin/components/assigned-users-section";
import { WorkStatusBadge, workTypeLabel } from "@/entities/subadmin/components/crew-work-badges";
import { DetailRow } from "@/entities/subadmin/components/detail-row";
import { formatDate, formatTime } from "@/lib/format";

export function WorkDetailsSheet({ work, onClose }: { work: WorkListItem; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t`Work Details`}
      description={work.Auditorium_name || t`Venue Not Specified`}
    >
      <div className="flex flex-col gap-4">
        <dl className="divide-y divide-slate-100">
          <DetailRow label={t`Venue`} value={work.Auditorium_name} />
          <DetailRow label={t`Address`} value={work.address} />
          <DetailRow label={t`Work type`} value={workTypeLabel(work.work_type)} />
          <DetailRow label={t`Status`} value={<WorkStatusBadge status={work.status} />} />
          <DetailRow label={t`Published`} value={work.is_published ? t`Yes` : t`No`} />
          <DetailRow label={t`Date`} value={formatDate(work.date, { weekday: "short" })} />
          <DetailRow label={t`Reporting time`} value={formatTime(work.reporting_time)} />
          <DetailRow label={t`Boys needed`} value={work.no_of_boys_needed} />
          <DetailRow label={t`Attendees`} value={work.attendees} />
        </dl>
        <AssignedUsersSection workId={work.id} headingId="wd-assigned" showProgress />
        <dl className="divide-y divide-slate-100">
          <DetailRow label={t`Instructions`} value={work.instructions} />
          <DetailRow label={t`About work`} value={work.About_work} />
        </dl>
      </div>
    </BottomSheet>
  );
}
