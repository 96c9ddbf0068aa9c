import type { MyNoShowsResponse } from "@catercrew/shared/schemas/strikes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fromHomeSummary } from "./home-summary-flight";
import { workerKeys } from "./worker-keys";

/** The signed-in worker's no-shows and, while requests are stopped, until when. */
export const myNoShowsQuery = () =>
  queryOptions({
    queryKey: workerKeys.noShows(),
    queryFn: fromHomeSummary(
      (s) => s.no_shows,
      (signal) => api<MyNoShowsResponse>("/users/no-shows/", { area: "user", signal }),
    ),
    staleTime: 60_000,
  });

export function useMyNoShows() {
  return useQuery(myNoShowsQuery());
}
