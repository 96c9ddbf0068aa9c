import { isCompletedJob } from "@catercrew/shared/rules";
import type { MyWork } from "@catercrew/shared/schemas/worker";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const FILTERS = ["all", "pending", "completed", "accepted", "rejected"] as const;
export type MyWorksFilter = (typeof FILTERS)[number];

export const FILTER_LABELS: Record<MyWorksFilter, MessageDescriptor> = {
  all: msg`All Works`,
  pending: msg({ message: "Pending Works", context: "worker requests awaiting an answer" }),
  completed: msg`Completed Works`,
  accepted: msg`Accepted Requests`,
  rejected: msg`Rejected Requests`,
};

/** What an empty tab says (one whole sentence per tab: word order differs between languages). */
export const EMPTY_LABELS: Record<MyWorksFilter, MessageDescriptor> = {
  all: msg`No works yet`,
  pending: msg`No pending works yet`,
  completed: msg`No completed works yet`,
  accepted: msg`No accepted requests yet`,
  rejected: msg`No rejected requests yet`,
};

export function parseFilter(value: string | null): MyWorksFilter {
  return (FILTERS as readonly string[]).includes(value ?? "") ? (value as MyWorksFilter) : "all";
}

export function matchesFilter(
  entry: Pick<MyWork, "status" | "work_status" | "assigned">,
  filter: MyWorksFilter,
): boolean {
  switch (filter) {
    case "all":
      return true;
    case "completed":
      return isCompletedJob(entry);
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
