import type { ResetCodeConfirm } from "@catercrew/shared/schemas/public";
import { api } from "@/lib/api-client";

/** POST /users/password-reset-requests/: the same answer whether or not an account matches. */
export function requestPasswordReset(identifier: string) {
  return api<{ status: true; message: string }>("/users/password-reset-requests/", {
    method: "POST",
    body: { identifier },
  });
}

/** POST /users/password-reset-requests/confirm/: the WhatsApp code and the new password. */
export function confirmResetCode(values: ResetCodeConfirm) {
  return api<{ status: true; message: string }>("/users/password-reset-requests/confirm/", {
    method: "POST",
    body: values,
  });
}
