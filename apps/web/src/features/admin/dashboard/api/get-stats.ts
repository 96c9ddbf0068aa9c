import type { AdminStats } from "@catercrew/shared/schemas/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getAdminStats = () => api<AdminStats>("/admin_panel/admin/stats/", { area: "admin" });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: getAdminStats, staleTime: 30_000 });

export const useAdminStats = () => useQuery(adminStatsQuery());
