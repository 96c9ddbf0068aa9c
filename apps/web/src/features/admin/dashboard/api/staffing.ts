import type { Staffing } from "@catercrew/shared/schemas/crews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /crews/staffing/: each upcoming work's crew per role, at-risk works flagged. */
export const staffingQuery = () =>
  queryOptions({
    queryKey: ["admin", "staffing"] as const,
    queryFn: ({ signal }) => api<Staffing>("/crews/staffing/", { area: "admin", signal }),
    staleTime: 30_000,
  });
export const useStaffing = () => useQuery(staffingQuery());
