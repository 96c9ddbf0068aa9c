import type { PasswordResetResponse } from "@catercrew/shared/schemas/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const resetPassword = (id: number) =>
  api<PasswordResetResponse>(`/users/users/${id}/reset-password/`, { method: "POST", area: "admin" });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
