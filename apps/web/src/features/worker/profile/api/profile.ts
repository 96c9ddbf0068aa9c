import type { User } from "@catercrew/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { workerKeys } from "@/features/worker/common/api/keys";
import { api } from "@/lib/api-client";
import { sessions } from "@/lib/session";

export function fetchMe(signal?: AbortSignal) {
  return api<{ status: true; user: User }>("/users/users/me/", { area: "user", signal }).then((r) => r.user);
}

export const meQuery = () =>
  queryOptions({ queryKey: workerKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });

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
