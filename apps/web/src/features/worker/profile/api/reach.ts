import type {
  NotificationSettings,
  NotificationSettingsInput,
} from "@catercrew/shared/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const keys = {
  settings: ["worker", "reach-settings"] as const,
  calendar: ["worker", "calendar-url"] as const,
};

export const reachSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => api<NotificationSettings>("/notifications/settings/", { area: "user", signal }),
  });

export function useReachSettings() {
  return useQuery(reachSettingsQuery());
}

export function useUpdateReachSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) =>
      api<NotificationSettings>("/notifications/settings/", { method: "PATCH", body, area: "user" }),
    onSuccess: (data) => client.setQueryData(keys.settings, data),
  });
}

export function useSavePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionJSON) =>
      api<{ status: true; message: string }>("/notifications/push/subscribe/", {
        method: "POST",
        body: subscription,
        area: "user",
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.settings }),
  });
}

export const calendarUrlQuery = () =>
  queryOptions({
    queryKey: keys.calendar,
    queryFn: ({ signal }) => api<{ url: string }>("/users/me/calendar/", { area: "user", signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCalendarUrl(enabled: boolean) {
  return useQuery({ ...calendarUrlQuery(), enabled });
}

export function useResetCalendarUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>("/users/me/calendar/reset/", { method: "POST", area: "user" }),
    onSuccess: (data) => client.setQueryData(keys.calendar, data),
  });
}
