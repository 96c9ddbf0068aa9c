import type { AnalyticsSettings } from "@catercrew/shared/schemas/analytics";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const key = ["admin", "analytics-settings"] as const;
const url = "/admin_panel/analytics-settings/";

export const analyticsSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api<AnalyticsSettings>(url, { area: "admin", signal }),
  });

export const useAnalyticsSettings = () => useQuery(analyticsSettingsQuery());

export function useSaveAnalyticsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AnalyticsSettings) =>
      api<AnalyticsSettings>(url, { method: "PUT", body, area: "admin" }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}
