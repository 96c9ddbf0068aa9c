import type { InboxList, InboxMessage, InboxReply, InboxThread } from "@catercrew/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md): asked again every 15 s while open. */
const REFRESH_MS = 15_000;
const keys = {
  all: ["admin", "whatsapp-inbox"] as const,
  list: ["admin", "whatsapp-inbox", "list"] as const,
  thread: (id: number) => ["admin", "whatsapp-inbox", "thread", id] as const,
};

export const useInboxList = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api<InboxList>("/whatsapp/inbox/", { area: "admin", signal }),
    refetchInterval: REFRESH_MS,
  });

export const useInboxThread = (id: number | null) =>
  useQuery({
    queryKey: keys.thread(id ?? 0),
    queryFn: ({ signal }) => api<InboxThread>(`/whatsapp/inbox/${id}/`, { area: "admin", signal }),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });

/** Everything up to `through` is read; the list's counts follow. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, through }: { id: number; through: number }) =>
      api<{ status: true }>(`/whatsapp/inbox/${id}/read/`, {
        method: "POST",
        area: "admin",
        body: { through },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxReply) =>
      api<InboxMessage>(`/whatsapp/inbox/${id}/reply/`, { method: "POST", area: "admin", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}
