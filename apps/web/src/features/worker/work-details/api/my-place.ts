import type { MyPlace, OfferAnswerResponse, WithdrawResponse } from "@catercrew/shared/schemas/crews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

const placeKey = (workId: number) => [...workerKeys.work(workId), "my-place"] as const;

/** Where the worker stands on the work, and when withdrawing stops being free. */
export function useMyPlace(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: placeKey(workId),
    queryFn: ({ signal }) => api<MyPlace>(`/crews/works/${workId}/my-place/`, { area: "user", signal }),
    enabled,
    staleTime: 0,
  });
}

/** Withdraws from the work; every worker list and this work refresh. */
export function useWithdraw(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<WithdrawResponse>(`/crews/works/${workId}/withdraw/`, { method: "POST", area: "user" }),
    onSettled: () => qc.invalidateQueries({ queryKey: workerKeys.all }),
  });
}

/** Answers an offer of a freed place ("take" or "pass"); every worker list and this work refresh. */
export function useAnswerOffer(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: number; answer: "take" | "pass" }) =>
      api<OfferAnswerResponse>(`/crews/offers/${offerId}/${answer}/`, { method: "POST", area: "user" }),
    onSettled: () => qc.invalidateQueries({ queryKey: workerKeys.work(workId) }),
  });
}
