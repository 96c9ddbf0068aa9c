import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { AssignedUsersSection } from "@/entities/subadmin/components/assigned-users-section";
import { DetailRow } from "@/entities/subadmin/components/detail-row";
import { WorkFactRows } from "@/entities/subadmin/components/work-fact-rows";

export function WorkDetailsSheet({ work, onClose }: { work: StaffWorkListItem; onClose: () => void }) {
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
          <WorkFactRows work={work} />
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
