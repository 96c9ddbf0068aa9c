import type { User } from "@catercrew/shared/schemas/users";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sessions } from "@/lib/session";
import { workerKeys } from "./worker-keys";

/**
 * The signed-in worker (the one call an unapproved worker may make). The answer also renews the
 * profile kept with the session, which screens read without asking (the home's own district).
 */
export function fetchMe(signal?: AbortSignal) {
  return api<{ status: true; user: User }>("/users/users/me/", { area: "user", signal }).then((r) => {
    sessions.user.updateUser(r.user);
    return r.user;
  });
}

export const meQuery = () =>
  queryOptions({ queryKey: workerKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });
