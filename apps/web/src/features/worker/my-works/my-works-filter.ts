import type { MyWork } from "@catercrew/shared";

export const FILTERS = ["all", "pending", "completed", "accepted", "rejected"] as const;
export type MyWorksFilter = (typeof FILTERS)[number];

export const FILTER_LABELS: Record<MyWorksFilter, string> = {
  all: "All Works",
  pending: "Pending Works",
  completed: "Completed Works",
  accepted: "Accepted Requests",
  rejected: "Rejected Requests",
};

export function parseFilter(value: string | null): MyWorksFilter {
  return (FILTERS as readonly string[]).includes(value ?? "") ? (value as MyWorksFilter) : "all";
}

export function matchesFilter(entry: MyWork, filter: MyWorksFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "completed":
      return entry.work_status === "completed";
    default:
      return entry.status === filter;
  }
}

/** Place, worker user_name, Auditorium_name or Catering_company, case-insensitive. */
export function matchesSearch(entry: MyWork, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [
    entry.work_detail.place,
    entry.boy.user_name,
    entry.work_detail.Auditorium_name,
    entry.work_detail.Catering_company,
  ]
    .filter((v): v is string => Boolean(v))
    .some((v) => v.toLowerCase().includes(q));
}
