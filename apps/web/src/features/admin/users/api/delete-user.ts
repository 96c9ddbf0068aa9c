import type { UserDeleteResponse } from "@catercrew/shared/schemas/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

export const deleteUser = (id: number) =>
  api<UserDeleteResponse>(`/users/users/${id}/delete/`, { method: "DELETE", area: "admin" });

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
