import type { RateBoyInput, RatingResponse, RatingUpdateInput } from "@catercrew/shared/schemas/ratings";
import type {
  StaffFaresResponse,
  WageEditInput,
  WageRequestInput,
  WageResponse,
  WorkRatingsWages,
} from "@catercrew/shared/schemas/wages";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";
import { type Queued, type QueuedWrite, sendOrQueue } from "@/lib/offline-queue";

/**
 * Who writes a rating or a wage: the captain at the venue (his writes wait on the phone with no
 * signal) or an admin at the office (sent at once, with the admin's session), on the same staff
 * endpoints (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */
export type PayArea = "subadmin" | "admin";

export const payKeys = {
  ratingsWages: (area: PayArea, workId: number) => [area, "ratings-wages", workId] as const,
  fares: (area: PayArea) => [area, "fares"] as const,
};

export function fetchRatingsWages(workId: number, signal?: AbortSignal, area: PayArea = "subadmin") {
  return api<WorkRatingsWages>(`/sub_admin/work/${workId}/ratings-wages/`, { area, signal });
}

export const ratingsWagesQuery = (workId: number, area: PayArea = "subadmin") =>
  queryOptions({
    queryKey: payKeys.ratingsWages(area, workId),
    queryFn: ({ signal }) => fetchRatingsWages(workId, signal, area),
    staleTime: 0,
  });

export function useRatingsWages(workId: number | null, area: PayArea = "subadmin") {
  return useQuery({ ...ratingsWagesQuery(workId ?? 0, area), enabled: workId !== null });
}

export function fetchFares(signal?: AbortSignal, area: PayArea = "subadmin") {
  return api<StaffFaresResponse>("/sub_admin/fares/", { area, signal });
}

export const faresQuery = (area: PayArea = "subadmin") =>
  queryOptions({
    queryKey: payKeys.fares(area),
    queryFn: ({ signal }) => fetchFares(signal, area),
    staleTime: 60_000,
  });

export function useFares(area: PayArea = "subadmin") {
  return useQuery(faresQuery(area));
}

/**
 * After a captain's rating, wage or expense: the crew list, the ratings/wages and the totals
 * reload, also while no sheet shows them (the rating sheet stands in for the crew sheet). A read
 * of them that began before the save (the day's crews kept for offline use) is dropped for a new
 * one: its older answer would otherwise land after the save and be taken as fresh.
 */
export function refreshWork(client: QueryClient, workId: number) {
  return Promise.all(
    [subadminKeys.assigned(workId), subadminKeys.ratingsWages(workId), subadminKeys.totals(workId)].map(
      (queryKey) => client.invalidateQueries({ queryKey, refetchType: "all" }, { cancelRefetch: true }),
    ),
  );
}

/** After a save: the captain's views reload; an admin's ratings/wages (his sheet reloads the rest). */
function useRefreshAfterPay(area: PayArea) {
  const client = useQueryClient();
  return (workId: number) =>
    area === "subadmin"
      ? refreshWork(client, workId)
      : client.invalidateQueries({ queryKey: payKeys.ratingsWages(area, workId) });
}

/**
 * One rating or wage write: the captain's through the offline queue (with no signal it waits on
 * the phone and is sent, in order and once each, when it returns); an admin's straight away.
 */
function send<T>(area: PayArea, write: Omit<QueuedWrite, "id" | "queuedAt">): Promise<T | Queued> {
  if (area === "subadmin") return sendOrQueue<T>(write);
  return api<T>(write.path, { method: write.method, body: write.body, area });
}

const ids = (body: { work: unknown; user: unknown }) => ({
  workId: Number(body.work),
  userId: Number(body.user),
});

export function rateUser(body: RateBoyInput, area: PayArea = "subadmin") {
  return send<RatingResponse>(area, {
    kind: "rating",
    method: "POST",
    path: "/sub_admin/rate-boy/",
    body,
    ...ids(body),
  });
}

export function updateRating(id: number, body: RateBoyInput, area: PayArea = "subadmin") {
  const { user: _u, work: _w, ...changes } = body;
  const patch: RatingUpdateInput = changes;
  return send<RatingResponse>(area, {
    kind: "rating",
    method: "PATCH",
    path: `/sub_admin/boy-ratings/${id}/`,
    body: patch,
    ...ids(body),
  });
}

export function useSaveRating(workId: number, area: PayArea = "subadmin") {
  const refresh = useRefreshAfterPay(area);
  return useMutation({
    // Runs with no signal too: the captain's write then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: (v: { ratingId: number | null; body: RateBoyInput }) =>
      v.ratingId === null ? rateUser(v.body, area) : updateRating(v.ratingId, v.body, area),
    onSuccess: () => refresh(workId),
  });
}

export function saveBoyWage(body: WageRequestInput, area: PayArea = "subadmin") {
  return send<WageResponse>(area, {
    kind: "wage",
    method: "PATCH",
    path: "/sub_admin/boy-wage/edit/",
    body,
    ...ids(body),
  });
}

export function submitSubadminWage(body: WageRequestInput, area: PayArea = "subadmin") {
  return send<WageResponse>(area, {
    kind: "wage",
    method: "POST",
    path: "/sub_admin/submit-subadmin-wage/",
    body,
    ...ids(body),
  });
}

export function editSubadminWage(
  body: WageEditInput,
  who: { workId: number; userId: number },
  area: PayArea = "subadmin",
) {
  return send<WageResponse>(area, {
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
export function useSaveWage(workId: number, area: PayArea = "subadmin") {
  const refresh = useRefreshAfterPay(area);
  return useMutation({
    // Runs with no signal too: the captain's write then waits on the phone (offline queue).
    networkMode: "always",
    mutationFn: (v: { type: string; wageId: number | null; body: WageRequestInput }) => {
      if (v.type === "boys" || v.type === "head_boy") return saveBoyWage(v.body, area);
      if (v.wageId === null) return submitSubadminWage(v.body, area);
      const { user: _u, work: _w, ...amounts } = v.body;
      return editSubadminWage({ wage_id: v.wageId, ...amounts }, ids(v.body), area);
    },
    onSuccess: () => refresh(workId),
  });
}
