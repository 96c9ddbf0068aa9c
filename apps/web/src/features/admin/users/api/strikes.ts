import type {
  ClearStrikeInput,
  ClearStrikeResponse,
  UserStrikesResponse,
} from "@catercrew/shared/schemas/strikes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

const strikesKey = (userId: number) => [...usersKeys.all, "strikes", userId] as const;

export const userStrikesQuery = (userId: number) =>
  queryOptions({
    queryKey: strikesKey(userId),
    queryFn: ({ signal }) =>
      api<UserStrikesResponse>(`/admin_panel/users/${userId}/strikes/`, { area: "admin", signal }),
    staleTime: 0,
  });

export const useUserStrikes = (userId: number | null) =>
  useQuery({ ...userStrikesQuery(userId ?? 0), enabled: userId !== null });

/** Clears a strike; the user's strikes, details and the lists' no-show counts refresh. */
export function useClearStrike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClearStrikeInput }) =>
      api<ClearStrikeResponse>(`/admin_panel/strikes/${id}/clear/`, { method: "POST", body, area: "admin" }),
    onSettled: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
