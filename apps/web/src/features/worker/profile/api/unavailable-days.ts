import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

const key = [...workerKeys.all, "unavailable-days"] as const;

export const useUnavailableDays = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<string[]>("/users/me/unavailable-days/", { area: "user", signal }),
  });

/** Saves the whole list (the server keeps it sorted, once each). */
export function useSaveUnavailableDays() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (days: string[]) =>
      api<string[]>("/users/me/unavailable-days/", { method: "PUT", body: days, area: "user" }),
    onSuccess: (days) => qc.setQueryData(key, days),
  });
}
