import type { Strike } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { StrikeWithWork } from "./strikes.repository.js";

export function toStrikeResponse(row: StrikeWithWork): Strike {
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
    marked_by: row.markedBy,
    marked_by_name: row.markedByName,
  };
}
