import type { NextJob } from "@catercrew/shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fromHomeSummary } from "@/entities/worker/api/home-summary-flight";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

export function fetchNextJobs(signal?: AbortSignal) {
  return api<{ results: NextJob[] }>("/users/me/next-jobs/", { area: "user", signal });
}

export const nextJobsQuery = () =>
  queryOptions({
    queryKey: workerKeys.nextJobs(),
    queryFn: fromHomeSummary((s) => s.next_jobs, fetchNextJobs),
  });

export function useNextJobs() {
  return useQuery(nextJobsQuery());
}
