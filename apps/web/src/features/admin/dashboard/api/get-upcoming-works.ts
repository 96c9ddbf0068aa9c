import type { Work } from "@catercrew/shared/schemas/works";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const getUpcomingWorks = () => api<Work[]>("/admin_panel/catering/upcoming/", { area: "admin" });

export const upcomingWorksQuery = () =>
  queryOptions({ queryKey: ["admin", "upcoming-works"], queryFn: getUpcomingWorks, staleTime: 30_000 });

export const useUpcomingWorks = () => useQuery(upcomingWorksQuery());
