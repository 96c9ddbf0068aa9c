import type { MyWork } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/keys";
import { api } from "@/lib/api-client";

export function fetchMyWorks(signal?: AbortSignal) {
  return api<MyWork[]>("/users/work-request/list/", { area: "user", signal });
}

export const myWorksQuery = () =>
  queryOptions({ queryKey: workerKeys.requests(), queryFn: ({ signal }) => fetchMyWorks(signal) });

export function useMyWorks() {
  return useQuery(myWorksQuery());
}
