import type { AssignedUsersResponse } from "@catercrew/shared/schemas/assignments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subadminKeys } from "./subadmin-keys";

export function fetchAssignedUsers(workId: number, signal?: AbortSignal) {
  return api<AssignedUsersResponse>(`/admin_panel/assigned-users/${workId}/`, { area: "subadmin", signal });
}

export const assignedUsersQuery = (workId: number) =>
  queryOptions({
    queryKey: subadminKeys.assigned(workId),
    queryFn: ({ signal }) => fetchAssignedUsers(workId, signal),
    staleTime: 0,
  });

export function useAssignedUsers(workId: number | null) {
  return useQuery({ ...assignedUsersQuery(workId ?? 0), enabled: workId !== null });
}
