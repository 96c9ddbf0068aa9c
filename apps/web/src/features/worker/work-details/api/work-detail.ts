import type { CheckInCodeResponse } from "@catercrew/shared/schemas/check-in";
import type { WorkerDailyWage, WorkerWorkDetail } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

export function fetchWorkDetail(id: number, signal?: AbortSignal) {
  return api<WorkerWorkDetail>(`/admin_panel/published-work/${id}`, { area: "user", signal });
}

export const workDetailQuery = (id: number) =>
  queryOptions({ queryKey: workerKeys.work(id), queryFn: ({ signal }) => fetchWorkDetail(id, signal) });

export function useWorkDetail(id: number) {
  return useQuery({ ...workDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

export function fetchDailyWage(userId: number, workId: number, signal?: AbortSignal) {
  return api<WorkerDailyWage>(`/admin_panel/daily-wage/${userId}/${workId}/`, { area: "user", signal });
}

export const dailyWageQuery = (userId: number, workId: number) =>
  queryOptions({
    queryKey: workerKeys.wage(userId, workId),
    queryFn: ({ signal }) => fetchDailyWage(userId, workId, signal),
  });

export function useDailyWage(userId: number | undefined, workId: number, enabled: boolean) {
  return useQuery({ ...dailyWageQuery(userId ?? 0, workId), enabled: enabled && Boolean(userId) });
}

/** The worker's signed check-in code for today (shown as a QR the captain scans). */
export function useCheckInCode(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...workerKeys.work(workId), "check-in"] as const,
    queryFn: ({ signal }) => api<CheckInCodeResponse>(`/users/check-in/${workId}/`, { area: "user", signal }),
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}
