import type { ClientFeedbackItem, PortalAccess, PortalLink } from "@catercrew/shared/schemas/client-portal";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * A client's own page as the admin runs it from the client's record (docs/clients.md): on or off,
 * a sign-in link to send, and his feedback per work (counted in the crew ranking or not).
 */
const area = "admin" as const;
const keys = {
  access: (clientId: number) => ["admin", "client-portal", clientId] as const,
  feedback: (clientId: number) => ["admin", "client-feedback", clientId] as const,
};

export const usePortalAccess = (clientId: number) =>
  useQuery({
    queryKey: keys.access(clientId),
    queryFn: ({ signal }) => api<PortalAccess>(`/clients/${clientId}/portal/`, { area, signal }),
  });

/** A single-use sign-in link to the client's own page (48 hours). */
export function usePortalLink() {
  return useMutation({
    mutationFn: (clientId: number) =>
      api<PortalLink>(`/clients/${clientId}/portal-link/`, { method: "POST", area }),
  });
}

export function useSetPortalAccess(clientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ enabled: boolean }>(`/clients/${clientId}/portal/`, { method: "PUT", area, body: { enabled } }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.access(clientId) }),
  });
}

export const useClientFeedback = (clientId: number) =>
  useQuery({
    queryKey: keys.feedback(clientId),
    queryFn: ({ signal }) => api<ClientFeedbackItem[]>(`/clients/${clientId}/feedback/`, { area, signal }),
  });

/** Lets the client's stars on a work count in the crew ranking's rating, or not. */
export function useFeedbackInRanking(clientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ workId, inRanking }: { workId: number; inRanking: boolean }) =>
      api<ClientFeedbackItem>(`/clients/${clientId}/feedback/${workId}/`, {
        method: "PUT",
        area,
        body: { in_ranking: inRanking },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.feedback(clientId) }),
  });
}
