import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { workerKeys } from "./worker-keys";

export function fetchPublishedWorks(signal?: AbortSignal) {
  return api<PublishedWork[]>("/admin_panel/catering/published/", { area: "user", signal });
}

export const publishedWorksQuery = () =>
  queryOptions({ queryKey: workerKeys.published(), queryFn: ({ signal }) => fetchPublishedWorks(signal) });

export function usePublishedWorks() {
  return useQuery(publishedWorksQuery());
}
