import type { WhatsappSettings, WhatsappSettingsResponse } from "@catercrew/shared/schemas/whatsapp-outbound";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const key = ["admin", "whatsapp-settings"] as const;

export const whatsappSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api<WhatsappSettingsResponse>("/whatsapp/settings/", { area: "admin", signal }),
  });

export const useWhatsappSettings = () => useQuery(whatsappSettingsQuery());

/** Saves every WhatsApp setting in one request. */
export function useSaveWhatsappSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappSettings) =>
      api<WhatsappSettingsResponse>("/whatsapp/settings/", { method: "PUT", body, area: "admin" }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}
