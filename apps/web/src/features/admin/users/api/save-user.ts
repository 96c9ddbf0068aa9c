import type {
  AdminUpdateUserInput,
  adminCreateUserSchema,
  CreateUserResponse,
  User,
  UserUpdateResponse,
} from "@catercrew/shared/schemas/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { usersKeys } from "./user-keys";

/** POST /users/create-user/ (admin, JSON): the shared schema's input. */
export type CreateUserInput = z.input<typeof adminCreateUserSchema>;

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
