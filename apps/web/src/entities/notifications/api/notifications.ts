import type { MarkReadInput, NotificationsList } from "@catercrew/shared/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fromHomeSummary } from "@/entities/worker/api/home-summary-flight";
import { api } from "@/lib/api-client";
import type { Area } from "@/lib/paths";

export const notificationKeys = {
  list: (area: Area) => ["notifications", area] as const,
};

export function fetchNotifications(area: Area, signal?: AbortSignal) {
  return api<NotificationsList>("/notifications/", { area, signal });
}

/** The signed-in user's notifications; polled every minute so the bell's count stays fresh. */
export const notificationsQuery = (area: Area) =>
  queryOptions({
    queryKey: notificationKeys.list(area),
    // The worker's bell takes its first page from the home summary while that is on its way.
    queryFn:
      area === "user"
        ? fromHomeSummary(
            (s) => s.notifications,
            (signal) => fetchNotifications(area, signal),
          )
        : ({ signal }) => fetchNotifications(area, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useNotifications(area: Area) {
  return useQuery(notificationsQuery(area));
}

export function markNotificationsRead(area: Area, input: MarkReadInput) {
  return api<{ status: true; updated: number; unread: number }>("/notifications/read/", {
    method: "POST",
    body: input,
    area,
  });
}

/** Stores the screen language on the user, for the messages the server sends them (docs/decisions/012-languages.md). */
export function useSaveLanguage(area: Area) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: "en" | "ml") =>
      api("/notifications/settings/", { method: "PATCH", body: { language }, area }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.list(area) }),
  });
}

export function useMarkRead(area: Area) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => markNotificationsRead(area, input),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.list(area) }),
  });
}
