import type { WorkerDailyWage, WorkerWorkDetail } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/keys";
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
