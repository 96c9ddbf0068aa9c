import type { Work } from "@catercrew/shared/schemas/works";
import { useLingui } from "@lingui/react/macro";
import { formatDate, formatTime } from "@/lib/format";
import { workKindLabel } from "@/lib/labels";
import { WorkStatusBadge } from "./crew-work-badges";
import { DetailRow } from "./detail-row";

type WorkFacts = Pick<
  Work,
  | "address"
  | "work_type"
  | "occasion"
  | "status"
  | "is_published"
  | "date"
  | "reporting_time"
  | "no_of_boys_needed"
  | "attendees"
>;

/** A work's details sheet rows from the address to the attendees (inside its `<dl>`). */
export function WorkFactRows({ work }: { work: WorkFacts }) {
  const { t } = useLingui();
  return (
    <>
      <DetailRow label={t`Address`} value={work.address} />
      <DetailRow label={t`Work type`} value={workKindLabel(work.work_type, work.occasion)} />
      <DetailRow label={t`Status`} value={<WorkStatusBadge status={work.status} />} />
      <DetailRow label={t`Published`} value={work.is_published ? t`Yes` : t`No`} />
      <DetailRow label={t`Date`} value={formatDate(work.date, { weekday: "short" })} />
      <DetailRow label={t`Reporting time`} value={formatTime(work.reporting_time)} />
      <DetailRow label={t`Boys needed`} value={work.no_of_boys_needed} />
      <DetailRow label={t`Attendees`} value={work.attendees} />
    </>
  );
}
