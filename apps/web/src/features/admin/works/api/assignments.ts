import type { WorkerRole } from "@catercrew/shared/enums";
import type {
  AssignedUsersResponse,
  AssignResponse,
  AssignUsersInput,
  SameDayBooking,
} from "@catercrew/shared/schemas/assignments";
import type { CandidateFact } from "@catercrew/shared/schemas/candidate-facts";
import type { User } from "@catercrew/shared/schemas/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { worksKeys } from "./work-keys";

export function fetchAssignedUsers(workId: number, signal?: AbortSignal) {
  return api<AssignedUsersResponse>(`/admin_panel/assigned-users/${workId}/`, { area: "admin", signal });
}
export const assignedUsersQuery = (workId: number) =>
  queryOptions({
    queryKey: worksKeys.assigned(workId),
    queryFn: ({ signal }) => fetchAssignedUsers(workId, signal),
    staleTime: 10_000,
  });
export function useAssignedUsers(workId: number, enabled = true) {
  return useQuery({ ...assignedUsersQuery(workId), enabled });
}

/** Every user (for the assign modal, grouped there by role). */
export function fetchAllUsers(signal?: AbortSignal) {
  return api<User[]>("/admin_panel/admin/users/", { area: "admin", signal });
}
export const allUsersQuery = () =>
  queryOptions({
    queryKey: worksKeys.users(),
    queryFn: ({ signal }) => fetchAllUsers(signal),
    staleTime: 60_000,
  });
export function useAllUsers(enabled: boolean) {
  return useQuery({ ...allUsersQuery(), enabled });
}

/** Who is on another work the same day as this one (the picker warns before saving). */
export function fetchSameDayBookings(workId: number, signal?: AbortSignal) {
  return api<SameDayBooking[]>(`/admin_panel/works/${workId}/same-day-bookings/`, { area: "admin", signal });
}
export function useSameDayBookings(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...worksKeys.assigned(workId), "same-day"] as const,
    queryFn: ({ signal }) => fetchSameDayBookings(workId, signal),
    enabled,
    staleTime: 30_000,
  });
}

/** Each person's rating and request for this work, shown beside their name. */
export function fetchCandidateFacts(workId: number, signal?: AbortSignal) {
  return api<CandidateFact[]>(`/admin_panel/works/${workId}/candidate-facts/`, { area: "admin", signal });
}
export function useCandidateFacts(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...worksKeys.assigned(workId), "candidate-facts"] as const,
    queryFn: ({ signal }) => fetchCandidateFacts(workId, signal),
    enabled,
    staleTime: 30_000,
  });
}

function useInvalidateAssignments(workId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: worksKeys.assigned(workId) }),
      qc.invalidateQueries({ queryKey: worksKeys.requests(workId) }),
      qc.invalidateQueries({ queryKey: worksKeys.suggested(workId) }),
      qc.invalidateQueries({ queryKey: worksKeys.lists() }),
    ]);
}

export function useAssignUsers(workId: number) {
  const invalidate = useInvalidateAssignments(workId);
  return useMutation({
    mutationFn: (body: { role_type: WorkerRole; user_ids: number[] }) =>
      api<AssignResponse>("/admin_panel/assign/head-boy-captain/", {
        method: "POST",
        body: { work_id: workId, ...body } satisfies AssignUsersInput,
        area: "admin",
      }),
    onSettled: invalidate,
  });
}

export function useExtraWork(workId: number) {
  const invalidate = useInvalidateAssignments(workId);
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: number; is_setting?: boolean; is_loading?: boolean }) =>
      api<{ status: true; message: string }>(`/admin_panel/assign-extra-work/${workId}/${userId}/`, {
        method: "PUT",
        body,
        area: "admin",
      }),
    onSettled: invalidate,
  });
}

export function useRemoveAssignedUser(workId: number) {
  const invalidate = useInvalidateAssignments(workId);
  return useMutation({
    mutationFn: (userId: number) =>
      api<{ status: true; message: string }>(`/admin_panel/join-requests/delete/${userId}/${workId}/`, {
        method: "DELETE",
        area: "admin",
      }),
    onSettled: invalidate,
  });
}
