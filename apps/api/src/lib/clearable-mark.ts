import type { LateCancellation } from "@catercrew/shared";
import { iso } from "./dates.js";

/** A no-show strike or a late cancellation read with its work and the name of who cleared it. */
interface ClearableMarkRow {
  id: number;
  userId: number;
  workId: number;
  workName: string;
  workDate: string;
  createdAt: Parameters<typeof iso>[0];
  clearedAt: Parameters<typeof iso>[0];
  clearedBy: number | null;
  clearedByName: string | null;
  clearReason: string | null;
}

/** The answer fields a strike and a late cancellation share (`clearableMarkShape` of the shared schemas). */
export function toClearableMark(row: ClearableMarkRow): LateCancellation {
  return {
    id: row.id,
    user: row.userId,
    work: row.workId,
    work_name: row.workName,
    work_date: row.workDate,
    created_at: iso(row.createdAt) ?? "",
    cleared_at: iso(row.clearedAt),
    cleared_by: row.clearedBy,
    cleared_by_name: row.clearedByName,
    clear_reason: row.clearReason,
  };
}
