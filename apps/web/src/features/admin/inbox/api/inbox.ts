import type { LeadsPage, ResetRequestsPage } from "@catercrew/shared/schemas/public";
import type { PasswordResetResponse } from "@catercrew/shared/schemas/users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const INBOX_PAGE_SIZE = 20;
const keys = {
  resets: (page: number) => ["admin", "password-reset-requests", "pending", page] as const,
  leads: (page: number) => ["admin", "leads", page] as const,
};

export const usePendingResets = (page: number) =>
  useQuery({
    queryKey: keys.resets(page),
    queryFn: ({ signal }) =>
      api<ResetRequestsPage>(
        `/admin_panel/password-reset-requests/?status=pending&page=${page}&page_size=${INBOX_PAGE_SIZE}`,
        { area: "admin", signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useLeads = (page: number) =>
  useQuery({
    queryKey: keys.leads(page),
    queryFn: ({ signal }) =>
      api<LeadsPage>(`/admin_panel/leads/?page=${page}&page_size=${INBOX_PAGE_SIZE}`, {
        area: "admin",
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Sets a new password for the request's account (answered once) and closes the request. */
export function useResolveReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<PasswordResetResponse>(`/admin_panel/password-reset-requests/${id}/resolve/`, {
        method: "POST",
        area: "admin",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "password-reset-requests"] }),
  });
}

export function useDismissReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/admin_panel/password-reset-requests/${id}/dismiss/`, {
        method: "POST",
        area: "admin",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "password-reset-requests"] }),
  });
}

/** Sends the request's account a 6-digit code on WhatsApp; the request stays pending until it is used. */
export function useSendResetCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/admin_panel/password-reset-requests/${id}/send-code/`, {
        method: "POST",
        area: "admin",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["admin", "password-reset-requests"] }),
  });
}
