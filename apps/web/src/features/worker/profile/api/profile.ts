import type { User } from "@catercrew/shared/schemas/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { meQuery } from "@/entities/worker/api/me";
import { api } from "@/lib/api-client";
import { sessions } from "@/lib/session";

export function useMe() {
  return useQuery(meQuery());
}

export function updateProfile(form: FormData) {
  return api<{ status: true; message: string; user: User }>("/users/update/users-details/", {
    method: "PATCH",
    body: form,
    area: "user",
  });
}

/** Saves the profile (multipart); the fresh user replaces the cached one and the stored session's. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      client.setQueryData(meQuery().queryKey, res.user);
      sessions.user.updateUser(res.user);
      return client.invalidateQueries({ queryKey: meQuery().queryKey });
    },
  });
}
