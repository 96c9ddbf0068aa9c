import type { AdminUpdateUserInput, CreateUserResponse, User, UserUpdateResponse } from "@catercrew/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersKeys } from "./keys";

export interface CreateUserInput {
  user_name: string;
  mobile_number: string;
  role: string;
  password: string;
  plain_password: string;
  email?: string;
}

export const createUser = (body: CreateUserInput) =>
  api<CreateUserResponse>("/users/create-user/", { method: "POST", body, area: "admin" }).then((r) => r.user);

export const updateUser = (id: number, body: AdminUpdateUserInput) =>
  api<UserUpdateResponse>(`/users/users/${id}/admin-update/`, { method: "PATCH", body, area: "admin" }).then(
    (r) => r.user,
  );

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUpdateUserInput }) => updateUser(id, body),
    onSuccess: (user: User) => {
      qc.setQueryData(usersKeys.detail(user.id), user);
      return qc.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
