import type {
  ClearLateCancellationInput,
  ClearLateCancellationResponse,
  UserLateCancellations,
} from "@catercrew/shared/schemas/crews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const useUserLateCancellations = (userId: number) =>
  useQuery({
    queryKey: [...usersKeys.all, "late-cancellations", userId] as const,
    queryFn: ({ signal }) =>
      api<UserLateCancellations>(`/crews/users/${userId}/late-cancellations/`, { area: "admin", signal }),
    staleTime: 0,
  });

/** Clears a late cancellation; the user's marks refresh. */
export function useClearLateCancellation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClearLateCancellationInput }) =>
      api<ClearLateCancellationResponse>(`/crews/late-cancellations/${id}/clear/`, {
        method: "POST",
        body,
        area: "admin",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
