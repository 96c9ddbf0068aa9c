import { workTypeLabel as labelOfWorkType } from "@/lib/labels";

export function workTypeLabel(type: string): string {
  return labelOfWorkType(type);
}

/** The one work-type and status badges (colours from `@/lib/tokens`). */
export { WorkStatusBadge, WorkTypeBadge } from "@/entities/work/work-badges";
