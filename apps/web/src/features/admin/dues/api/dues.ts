import type { MoneyMonths, Payment, PaymentInput, Statement } from "@catercrew/shared/schemas/receivables";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { duesKeys } from "@/entities/dues/dues-query";
import { api } from "@/lib/api-client";

export { useDues } from "@/entities/dues/dues-query";

/** Statements, payments and the month view (record 057): admins only. */
export const useStatement = (clientId: number) =>
  useQuery({
    queryKey: duesKeys.statement(clientId),
    queryFn: ({ signal }) => api<Statement>(`/clients/${clientId}/statement/`, { area: "admin", signal }),
    staleTime: 15_000,
  });

export const useMoneyMonths = (from: string, to: string) =>
  useQuery({
    queryKey: duesKeys.months(from, to),
    queryFn: ({ signal }) =>
      api<MoneyMonths>(`/billing/months/?from=${from}&to=${to}`, { area: "admin", signal }),
    staleTime: 30_000,
  });

/** Records a payment; the dues, statements and month view are read again after it. */
export function useRecordPayment(clientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInput) =>
      api<Payment>(`/clients/${clientId}/payments/`, { method: "POST", body, area: "admin" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: duesKeys.all }),
  });
}
