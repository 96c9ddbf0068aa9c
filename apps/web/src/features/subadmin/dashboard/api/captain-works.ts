import type { MyWork } from "@catercrew/shared/schemas/worker";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";

/** The captain's own works: the ones the admin assigned them to (or accepted them for). */
export function fetchMyWorks(signal?: AbortSignal) {
  return api<MyWork[]>("/users/work-request/list/", { area: "subadmin", signal });
}

export const myWorksQuery = () =>
  queryOptions({
    queryKey: [...subadminKeys.upcoming(), "mine"] as const,
    queryFn: ({ signal }) => fetchMyWorks(signal),
    staleTime: 30_000,
  });

export function useMyWorks() {
  return useQuery(myWorksQuery());
}
