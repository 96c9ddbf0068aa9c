import type {
  SubadminCreateUserInput,
  SubadminUpdateUserInput,
  SubadminUsersResponse,
  User,
} from "@catercrew/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subadminKeys } from "../../common/api/keys";

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
    mutationFn: (v: { id: number | null; body: SubadminCreateUserInput }) =>
      v.id === null ? createUser(v.body) : updateUser(v.id, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQuery().queryKey }),
  });
}
