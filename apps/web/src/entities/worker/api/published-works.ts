import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fromHomeSummary } from "./home-summary-flight";
import { workerKeys } from "./worker-keys";

export function fetchPublishedWorks(signal?: AbortSignal) {
  return api<PublishedWork[]>("/admin_panel/catering/published/", { area: "user", signal });
}

export const publishedWorksQuery = () =>
  queryOptions({
    queryKey: workerKeys.published(),
    queryFn: fromHomeSummary((s) => s.published, fetchPublishedWorks),
  });

export function usePublishedWorks() {
  return useQuery(publishedWorksQuery());
}
