import type {
  SubadminCreateUserInput,
  SubadminUpdateUserInput,
  SubadminUsersResponse,
} from "@catercrew/shared/schemas/subadmin";
import type { User } from "@catercrew/shared/schemas/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";

export function fetchUsers(signal?: AbortSignal) {
  return api<SubadminUsersResponse>("/sub_admin/sub-admin/users/", { area: "subadmin", signal });
}

export const usersQuery = () =>
  queryOptions({
    queryKey: subadminKeys.users(),
    queryFn: ({ signal }) => fetchUsers(signal),
    staleTime: 30_000,
  });

export function useUsers() {
  return useQuery(usersQuery());
}

type UserResult = { status: true; message: string; user: User };

export function createUser(body: SubadminCreateUserInput) {
  return api<UserResult>("/sub_admin/create/user/", { method: "POST", body, area: "subadmin" });
}

export function updateUser(id: number, body: SubadminUpdateUserInput) {
  return api<UserResult>(`/sub_admin/users/${id}/sub-admin-update/`, {
    method: "PUT",
    body,
    area: "subadmin",
  });
}

/** Create or edit; the list reloads afterwards. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; body: SubadminUpdateUserInput }) =>
      v.id === null ? createUser({ ...v.body, password: v.body.password ?? "" }) : updateUser(v.id, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQuery().queryKey }),
  });
}
