import type { Strike } from "@catercrew/shared";
import { toClearableMark } from "../../lib/clearable-mark.js";
import type { StrikeWithWork } from "./strikes.repository.js";

export function toStrikeResponse(row: StrikeWithWork): Strike {
  return {
    ...toClearableMark(row),
    marked_by: row.markedBy,
    marked_by_name: row.markedByName,
  };
}
