import { AppError } from "../../errors/app-error.js";
import type { MyWorksKey } from "./my-works.repository.js";
import type { StandingRow } from "./work-requests.serializer.js";

/** My Works' keyset cursor: the last entry's work date and work id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2})_([1-9]\d{0,9})$/;

/** `YYYY-MM-DD_<work id>` (a real date, an id that fits an int), else 400 MY_WORKS_CURSOR_INVALID. */
export function parseMyWorksCursor(value: string): MyWorksKey {
  const [, date = "", id = ""] = CURSOR.exec(value) ?? [];
  const day = new Date(`${date}T00:00:00Z`);
  const workId = Number(id);
  const realDate = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
  if (!realDate || date < "0001-01-01" || workId > 2_147_483_647) {
    throw new AppError("MY_WORKS_CURSOR_INVALID", { field: "before" });
  }
  return { date, workId };
}

export function cursorOf(row: StandingRow): string {
  return `${row.work.date}_${row.work.id}`;
}
