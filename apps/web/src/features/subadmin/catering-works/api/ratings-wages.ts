import type { ExtraExpenseInput, ExtraExpensePatch, TotalWages } from "@catercrew/shared/schemas/expenses";
import type { MarkAbsentInput, MarkAbsentResponse } from "@catercrew/shared/schemas/wages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshWork } from "@/entities/payment/pay-writes";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";
import { type Queued, sendOrQueue } from "@/lib/offline-queue";

// Ratings and wages are written from the captain's and the admin's screens alike.
export {
  faresQuery,
  ratingsWagesQuery,
  refreshWork,
  useFares,
  useRatingsWages,
  useSaveRating,
  useSaveWage,
} from "@/entities/payment/pay-writes";

const area = "subadmin" as const;

export function fetchTotals(workId: number, signal?: AbortSignal) {
  return api<TotalWages>(`/sub_admin/wages/total-paid/boys/${workId}/`, { area, signal });
}

export const totalsQuery = (workId: number) =>
  queryOptions({
    queryKey: subadminKeys.totals(workId),
    queryFn: ({ signal }) => fetchTotals(workId, signal),
    staleTime: 0,
  });

export function useTotals(workId: number | null) {
  return useQuery({ ...totalsQuery(workId ?? 0), enabled: workId !== null });
}

function useRefreshWork() {
  const client = useQueryClient();
  return (workId: number) => refreshWork(client, workId);
}

export function addExpense(body: ExtraExpenseInput) {
  return api<{ status: true; message: string }>("/sub_admin/extra-expenses/", { method: "POST", body, area });
}

export function useAddExpense(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({ mutationFn: addExpense, onSettled: () => refresh(workId) });
}

export function editExpense(id: number, body: ExtraExpensePatch) {
  return api<{ status: true; message: string }>(`/sub_admin/extra-expenses/${id}/`, {
    method: "PATCH",
    body,
    area,
  });
}

export function deleteExpense(id: number) {
  return api<{ status: true; message: string }>(`/sub_admin/extra-expenses/${id}/`, {
    method: "DELETE",
    area,
  });
}

/** Correct or delete a saved expense (until the work is completed). */
export function useEditExpense(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({
    mutationFn: (v: { id: number; body: ExtraExpensePatch }) => editExpense(v.id, v.body),
    onSettled: () => refresh(workId),
  });
}

export function useDeleteExpense(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({ mutationFn: deleteExpense, onSettled: () => refresh(workId) });
}

/** An absent person: attendance 0 and a zero wage, saved in one call. */
export function markAbsent(body: MarkAbsentInput): Promise<MarkAbsentResponse | Queued> {
  return sendOrQueue<MarkAbsentResponse>({
    kind: "absent",
    method: "POST",
    path: "/sub_admin/mark-absent/",
    body,
    workId: Number(body.work),
    userId: Number(body.user),
  });
}

export function useMarkAbsent(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({
    // Runs with no signal too: the write then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: markAbsent,
    onSettled: () => refresh(workId),
  });
}
