import type { ExtraExpenseInput, ExtraExpensePatch, TotalWages } from "@catercrew/shared/schemas/expenses";
import type { RateBoyInput, RatingResponse, RatingUpdateInput } from "@catercrew/shared/schemas/ratings";
import type {
  MarkAbsentInput,
  MarkAbsentResponse,
  StaffFaresResponse,
  WageEditInput,
  WageRequestInput,
  WageResponse,
  WorkRatingsWages,
} from "@catercrew/shared/schemas/wages";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";
import { type Queued, sendOrQueue } from "@/lib/offline-queue";

const area = "subadmin" as const;

export function fetchRatingsWages(workId: number, signal?: AbortSignal) {
  return api<WorkRatingsWages>(`/sub_admin/work/${workId}/ratings-wages/`, { area, signal });
}

export const ratingsWagesQuery = (workId: number) =>
  queryOptions({
    queryKey: subadminKeys.ratingsWages(workId),
    queryFn: ({ signal }) => fetchRatingsWages(workId, signal),
    staleTime: 0,
  });

export function useRatingsWages(workId: number | null) {
  return useQuery({ ...ratingsWagesQuery(workId ?? 0), enabled: workId !== null });
}

export function fetchFares(signal?: AbortSignal) {
  return api<StaffFaresResponse>("/sub_admin/fares/", { area, signal });
}

export const faresQuery = () =>
  queryOptions({
    queryKey: subadminKeys.fares(),
    queryFn: ({ signal }) => fetchFares(signal),
    staleTime: 60_000,
  });

export function useFares() {
  return useQuery(faresQuery());
}

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

/**
 * After a rating, wage or expense: the crew list, the ratings/wages and the totals reload, also
 * while no sheet shows them (the rating sheet stands in for the crew sheet). A read of them that
 * began before the save (the day's crews kept for offline use) is dropped for a new one: its
 * older answer would otherwise land after the save and be taken as fresh.
 */
export function refreshWork(client: QueryClient, workId: number) {
  return Promise.all(
    [subadminKeys.assigned(workId), subadminKeys.ratingsWages(workId), subadminKeys.totals(workId)].map(
      (queryKey) => client.invalidateQueries({ queryKey, refetchType: "all" }, { cancelRefetch: true }),
    ),
  );
}

function useRefreshWork() {
  const client = useQueryClient();
  return (workId: number) => refreshWork(client, workId);
}

// The captain's writes at the venue go through the offline queue: with no signal they wait on
// the phone and are sent, in order and once each, when it returns.
const ids = (body: { work: unknown; user: unknown }) => ({
  workId: Number(body.work),
  userId: Number(body.user),
});

export function rateUser(body: RateBoyInput): Promise<RatingResponse | Queued> {
  return sendOrQueue<RatingResponse>({
    kind: "rating",
    method: "POST",
    path: "/sub_admin/rate-boy/",
    body,
    ...ids(body),
  });
}

export function updateRating(id: number, body: RateBoyInput): Promise<RatingResponse | Queued> {
  const { user: _u, work: _w, ...changes } = body;
  const patch: RatingUpdateInput = changes;
  return sendOrQueue<RatingResponse>({
    kind: "rating",
    method: "PATCH",
    path: `/sub_admin/boy-ratings/${id}/`,
    body: patch,
    ...ids(body),
  });
}

export function useSaveRating(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({
    // Runs with no signal too: the write then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: (v: { ratingId: number | null; body: RateBoyInput }) =>
      v.ratingId === null ? rateUser(v.body) : updateRating(v.ratingId, v.body),
    onSuccess: () => refresh(workId),
  });
}

export function saveBoyWage(body: WageRequestInput): Promise<WageResponse | Queued> {
  return sendOrQueue<WageResponse>({
    kind: "wage",
    method: "PATCH",
    path: "/sub_admin/boy-wage/edit/",
    body,
    ...ids(body),
  });
}

export function submitSubadminWage(body: WageRequestInput): Promise<WageResponse | Queued> {
  return sendOrQueue<WageResponse>({
    kind: "wage",
    method: "POST",
    path: "/sub_admin/submit-subadmin-wage/",
    body,
    ...ids(body),
  });
}

export function editSubadminWage(body: WageEditInput, who: { workId: number; userId: number }) {
  return sendOrQueue<WageResponse>({
    kind: "wage",
    method: "PATCH",
    path: "/sub_admin/subadmin-wage/edit/",
    body,
    ...who,
  });
}

/**
 * Boys and head boys go through boy-wage/edit/ (create or update); supervisors and captains
 * through submit-subadmin-wage/ then subadmin-wage/edit/ (the original API's paths, same rules).
 */
export function useSaveWage(workId: number) {
  const refresh = useRefreshWork();
  return useMutation({
    // Runs with no signal too: the write then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: (v: { type: string; wageId: number | null; body: WageRequestInput }) => {
      if (v.type === "boys" || v.type === "head_boy") return saveBoyWage(v.body);
      if (v.wageId === null) return submitSubadminWage(v.body);
      const { user: _u, work: _w, ...amounts } = v.body;
      return editSubadminWage({ wage_id: v.wageId, ...amounts }, ids(v.body));
    },
    onSuccess: () => refresh(workId),
  });
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
    ...ids(body),
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
