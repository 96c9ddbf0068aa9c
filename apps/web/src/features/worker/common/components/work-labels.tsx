import type { WorkType } from "@catercrew/shared";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { priorityLabel, WORK_TYPE_LABELS } from "../worker-constants";

export function workTypeLabel(value: string): string {
  return WORK_TYPE_LABELS[value as WorkType] ?? value;
}

const TYPE_TONES: Partial<Record<string, BadgeTone>> = {
  wedding: "purple",
  birthday: "info",
  corporate: "neutral",
  lunch: "success",
  break_fast: "warning",
  dinner: "brand",
  party: "info",
};

export function WorkTypeBadge({ type }: { type: string }) {
  return <Badge tone={TYPE_TONES[type] ?? "neutral"}>{workTypeLabel(type)}</Badge>;
}

/** High (> 200 attendees), Medium (> 100) or Low Priority. */
export function PriorityBadge({ attendees }: { attendees: number }) {
  const label = priorityLabel(attendees);
  const tone: BadgeTone = label.startsWith("High")
    ? "danger"
    : label.startsWith("Medium")
      ? "warning"
      : "success";
  return <Badge tone={tone}>{label}</Badge>;
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  completed: "info",
  cancelled: "danger",
  confirmed: "success",
  in_progress: "brand",
};

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
  confirmed: "Confirmed",
  in_progress: "In Progress",
};

export function StatusBadge({ status, prefix }: { status: string; prefix?: string }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? "neutral"}>
      {prefix ? `${prefix}: ` : ""}
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
