import type {
  AdminWorkRequest,
  RequestStatusUpdate,
  RequestStatusUpdateResponse,
} from "@catercrew/shared/schemas/work-requests";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { worksKeys } from "./work-keys";

export function fetchWorkRequests(workId: number, signal?: AbortSignal) {
  return api<AdminWorkRequest[]>(`/admin_panel/work-join-requests/${workId}/`, { area: "admin", signal });
}
export const workRequestsQuery = (workId: number) =>
  queryOptions({
    queryKey: worksKeys.requests(workId),
    queryFn: ({ signal }) => fetchWorkRequests(workId, signal),
    staleTime: 10_000,
  });
export function useWorkRequests(workId: number, enabled = true) {
  return useQuery({ ...workRequestsQuery(workId), enabled });
}

export function useUpdateRequestStatus(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reason,
    }: {
      id: number;
      status: "accepted" | "rejected";
      /** A reject's reason, seen by the worker (docs/decisions/045-rejection-reasons.md). */
      reason?: string | undefined;
    }) =>
      api<RequestStatusUpdateResponse>(`/admin_panel/work-request/${id}/status-update/`, {
        method: "PUT",
        body: {
          status,
          assigned: status === "accepted",
          ...(reason ? { reason } : {}),
        } satisfies RequestStatusUpdate,
        area: "admin",
      }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: worksKeys.requests(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.assigned(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.suggested(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.lists() }),
      ]),
  });
}
