import { WORK_TYPE_LABELS, type WorkStatus, type WorkType } from "@catercrew/shared/enums";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { isKeyOf, labelOf } from "@/lib/labels";

const TYPE_TONES: Partial<Record<WorkType, BadgeTone>> = {
  wedding: "purple",
  break_fast: "warning",
  lunch: "success",
  dinner: "info",
  party: "danger",
};

export function workTypeLabel(type: string): string {
  return labelOf(WORK_TYPE_LABELS, type);
}

export function WorkTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone={(isKeyOf(WORK_TYPE_LABELS, type) && TYPE_TONES[type]) || "neutral"}>
      {workTypeLabel(type)}
    </Badge>
  );
}

const STATUS_TONES: Record<WorkStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "info",
  in_progress: "brand",
  completed: "success",
  cancelled: "danger",
};

/** A work's status as words; translate at render (`t(STATUS_LABELS[s])`) so it follows a switch. */
export const STATUS_LABELS: Record<WorkStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "work status" }),
  confirmed: msg`Confirmed`,
  in_progress: msg`In Progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export function WorkStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const tone = isKeyOf(STATUS_TONES, status) ? STATUS_TONES[status] : "neutral";
  return <Badge tone={tone}>{isKeyOf(STATUS_LABELS, status) ? t(STATUS_LABELS[status]) : status}</Badge>;
}
