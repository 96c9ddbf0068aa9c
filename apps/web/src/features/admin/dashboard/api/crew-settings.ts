import type { CrewSettingsInput, CrewSettingsResponse } from "@catercrew/shared/schemas/crews";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const key = ["admin", "crew-settings"] as const;

export const crewSettingsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api<CrewSettingsResponse>("/crews/settings/", { area: "admin", signal }),
  });

export const useCrewSettings = () => useQuery(crewSettingsQuery());

export function useSaveCrewSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CrewSettingsInput) =>
      api<CrewSettingsResponse>("/crews/settings/", { method: "PUT", body, area: "admin" }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}
