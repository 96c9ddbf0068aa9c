import { WORK_TYPE_LABELS, workTypeKey } from "@catercrew/shared/enums";
import { priorityLabel } from "@catercrew/shared/rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { labelOf } from "@/lib/labels";
import { requestStatusTone, workStatusTone } from "@/lib/tokens";

export function workTypeLabel(value: string): string {
  return labelOf(WORK_TYPE_LABELS, workTypeKey(value));
}

/** The one work-type badge (colours from `@/lib/tokens`). */
export { WorkTypeBadge } from "@/entities/work/work-badges";

type Priority = ReturnType<typeof priorityLabel>;
const PRIORITY: Record<Priority, { label: MessageDescriptor; tone: BadgeTone }> = {
  "High Priority": { label: msg`High Priority`, tone: "danger" },
  "Medium Priority": { label: msg`Medium Priority`, tone: "warning" },
  "Low Priority": { label: msg`Low Priority`, tone: "success" },
};

/** High (> 200 attendees), Medium (> 100) or Low Priority. */
export function PriorityBadge({ attendees }: { attendees: number }) {
  const { t } = useLingui();
  const { label, tone } = PRIORITY[priorityLabel(attendees)];
  return <Badge tone={tone}>{t(label)}</Badge>;
}

/** A work's status (pending here is "not settled yet"). */
const WORK_STATUS: Record<string, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "work status" }),
  confirmed: msg`Confirmed`,
  in_progress: msg`In Progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** A work request's status (pending here is "waiting for an answer"). */
const REQUEST_STATUS: Record<string, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "request status" }),
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
};

/**
 * "Work: Completed", "Request: Pending", or "Assigned by admin: Accepted" (a work the admin
 * assigned has no request of the worker's). A work still pending (the admin has not settled it
 * with the customer) says nothing a worker can act on, so it shows no badge: his own standing is
 * the request's or the assignment's.
 */
export function StatusBadge({ status, kind }: { status: string; kind: "work" | "request" | "assigned" }) {
  const { t } = useLingui();
  if (kind === "work" && status === "pending") return null;
  const descriptor = (kind === "work" ? WORK_STATUS : REQUEST_STATUS)[status];
  const label = descriptor ? t(descriptor) : status;
  const text =
    kind === "assigned"
      ? t`Assigned by admin: Accepted`
      : kind === "work"
        ? t`Work: ${label}`
        : t`Request: ${label}`;
  return (
    <Badge
      tone={
        kind === "assigned" ? "success" : kind === "work" ? workStatusTone(status) : requestStatusTone(status)
      }
    >
      {text}
    </Badge>
  );
}
