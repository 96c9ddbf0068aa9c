import type { AverageRating, UserCounts } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fromHomeSummary } from "@/entities/worker/api/home-summary-flight";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

export function fetchUserCounts(signal?: AbortSignal) {
  return api<UserCounts>("/users/dashboard/stats/user/", { area: "user", signal });
}

export const userCountsQuery = () =>
  queryOptions({ queryKey: workerKeys.stats(), queryFn: fromHomeSummary((s) => s.counts, fetchUserCounts) });

export function useUserCounts() {
  return useQuery(userCountsQuery());
}

export function fetchAverageRating(signal?: AbortSignal) {
  return api<AverageRating>("/users/my-average-rating/", { area: "user", signal });
}

export const averageRatingQuery = () =>
  queryOptions({
    queryKey: workerKeys.averageRating(),
    queryFn: fromHomeSummary((s) => s.average_rating, fetchAverageRating),
  });

export function useAverageRating() {
  return useQuery(averageRatingQuery());
}
