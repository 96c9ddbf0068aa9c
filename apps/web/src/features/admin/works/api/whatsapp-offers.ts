import type { WhatsappPublishPreview, WhatsappWorkOffers } from "@catercrew/shared/schemas/whatsapp-outbound";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { worksKeys } from "./work-keys";

/** What publishing the work now sends on WhatsApp and what it costs. */
export function fetchPublishPreview(id: number, signal?: AbortSignal) {
  return api<WhatsappPublishPreview>(`/whatsapp/works/${id}/publish-preview/`, { area: "admin", signal });
}

/** The work's WhatsApp offers: sent to N of M, requests by channel, who has not confirmed. */
export function fetchWhatsappOffers(id: number, signal?: AbortSignal) {
  return api<WhatsappWorkOffers>(`/whatsapp/works/${id}/offers/`, { area: "admin", signal });
}
export const whatsappOffersQuery = (id: number) =>
  queryOptions({
    queryKey: [...worksKeys.detail(id), "whatsapp"] as const,
    queryFn: ({ signal }) => fetchWhatsappOffers(id, signal),
    staleTime: 30_000,
  });
export function useWhatsappOffers(id: number) {
  return useQuery(whatsappOffersQuery(id));
}

/** Sends a failed offer or reminder again (only where that can help); the section reads again. */
export function useRetryWhatsappSend(workId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api<{ status: true }>(`/whatsapp/outbox/${messageId}/retry/`, { method: "POST", area: "admin" }),
    onSettled: () => qc.invalidateQueries({ queryKey: [...worksKeys.detail(workId), "whatsapp"] }),
  });
}
