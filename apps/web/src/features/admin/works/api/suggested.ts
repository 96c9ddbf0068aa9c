import type { AcceptSuggestedResponse, SuggestedCrew } from "@catercrew/shared/schemas/crews";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { worksKeys } from "./work-keys";

/** GET /crews/works/{id}/suggested/: the waiting, ranked, with every reason's points. */
export function fetchSuggestedCrew(workId: number, signal?: AbortSignal) {
  return api<SuggestedCrew>(`/crews/works/${workId}/suggested/`, { area: "admin", signal });
}
export const suggestedCrewQuery = (workId: number) =>
  queryOptions({
    queryKey: worksKeys.suggested(workId),
    queryFn: ({ signal }) => fetchSuggestedCrew(workId, signal),
    staleTime: 10_000,
  });
export function useSuggestedCrew(workId: number, enabled = true) {
  return useQuery({ ...suggestedCrewQuery(workId), enabled });
}

/** POST /crews/works/{id}/accept-suggested/: accept the top `count`; the answer names any refused. */
export function useAcceptSuggested(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      api<AcceptSuggestedResponse>(`/crews/works/${workId}/accept-suggested/`, {
        method: "POST",
        body: { count },
        area: "admin",
      }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: worksKeys.suggested(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.requests(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.assigned(workId) }),
        qc.invalidateQueries({ queryKey: worksKeys.lists() }),
      ]),
  });
}
