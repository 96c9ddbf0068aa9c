import { api } from "@/lib/api-client";

/** POST /users/password-reset-requests/: the same answer whether or not an account matches. */
export function requestPasswordReset(identifier: string) {
  return api<{ status: true; message: string }>("/users/password-reset-requests/", {
    method: "POST",
    body: { identifier },
  });
}
