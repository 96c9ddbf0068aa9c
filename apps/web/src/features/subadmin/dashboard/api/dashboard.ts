import type { AdminStats } from "@catercrew/shared/schemas/stats";
import type { StaffWork } from "@catercrew/shared/schemas/works";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";

export function fetchStats(signal?: AbortSignal) {
  return api<AdminStats>("/admin_panel/admin/stats/", { area: "subadmin", signal });
}

export const statsQuery = () =>
  queryOptions({
    queryKey: subadminKeys.stats(),
    queryFn: ({ signal }) => fetchStats(signal),
    staleTime: 30_000,
  });

export function useStats() {
  return useQuery(statsQuery());
}

export function fetchUpcoming(signal?: AbortSignal) {
  return api<StaffWork[]>("/admin_panel/catering/upcoming/", { area: "subadmin", signal });
}

export const upcomingQuery = () =>
  queryOptions({
    queryKey: subadminKeys.upcoming(),
    queryFn: ({ signal }) => fetchUpcoming(signal),
    staleTime: 30_000,
  });

export function useUpcoming() {
  return useQuery(upcomingQuery());
}
