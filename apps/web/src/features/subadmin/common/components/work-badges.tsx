import { WORK_TYPE_LABELS, type WorkStatus, type WorkType } from "@catercrew/shared";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TYPE_TONES: Partial<Record<WorkType, BadgeTone>> = {
  wedding: "purple",
  break_fast: "warning",
  lunch: "success",
  dinner: "info",
  party: "danger",
};

export function workTypeLabel(type: string): string {
  return WORK_TYPE_LABELS[type as WorkType] ?? type;
}

export function WorkTypeBadge({ type }: { type: string }) {
  return <Badge tone={TYPE_TONES[type as WorkType] ?? "neutral"}>{workTypeLabel(type)}</Badge>;
}

const STATUS_TONES: Record<WorkStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "info",
  in_progress: "brand",
  completed: "success",
  cancelled: "danger",
};

export const STATUS_LABELS: Record<WorkStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function WorkStatusBadge({ status }: { status: string }) {
  const s = status as WorkStatus;
  return <Badge tone={STATUS_TONES[s] ?? "neutral"}>{STATUS_LABELS[s] ?? status}</Badge>;
}
