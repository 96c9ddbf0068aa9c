import type { StaffWorkListItem } from "@catercrew/shared/schemas/works";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";

export type WorksTab = "upcoming" | "past";

export function fetchWorks(type: WorksTab, signal?: AbortSignal) {
  return api<StaffWorkListItem[]>(`/admin_panel/catering-works/?type=${type}`, { area: "subadmin", signal });
}

export const worksQuery = (type: WorksTab) =>
  queryOptions({
    queryKey: subadminKeys.worksOfType(type),
    queryFn: ({ signal }) => fetchWorks(type, signal),
    staleTime: 30_000,
  });

export function useWorks(type: WorksTab) {
  return useQuery(worksQuery(type));
}

export function completeWork(workId: number) {
  return api<{ status: true; message: string }>(`/sub_admin/catering-work/${workId}/update/`, {
    method: "PATCH",
    body: { status: "completed" },
    area: "subadmin",
  });
}

/** Marks a work completed; both lists (and the dashboard) reload. */
export function useCompleteWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeWork,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: subadminKeys.works() }),
        client.invalidateQueries({ queryKey: subadminKeys.upcoming() }),
        client.invalidateQueries({ queryKey: subadminKeys.stats() }),
      ]),
  });
}
