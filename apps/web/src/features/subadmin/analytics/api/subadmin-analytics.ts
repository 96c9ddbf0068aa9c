import type { SubadminAnalyticsRecord, SubadminPaymentSummary } from "@catercrew/shared/schemas/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { subadminKeys } from "@/entities/subadmin/api/subadmin-keys";
import { api } from "@/lib/api-client";

export function fetchProfitLoss(signal?: AbortSignal) {
  return api<SubadminAnalyticsRecord[]>("/sub_admin/work-profit-loss/", { area: "subadmin", signal });
}

export const profitLossQuery = () =>
  queryOptions({
    queryKey: subadminKeys.analytics(),
    queryFn: ({ signal }) => fetchProfitLoss(signal),
    staleTime: 30_000,
  });

export function useProfitLoss() {
  return useQuery(profitLossQuery());
}

export function fetchPaymentSummary(workId: number, signal?: AbortSignal) {
  return api<SubadminPaymentSummary>(`/sub_admin/work/${workId}/payment-summary/`, {
    area: "subadmin",
    signal,
  });
}

export const paymentSummaryQuery = (workId: number) =>
  queryOptions({
    queryKey: subadminKeys.paymentSummary(workId),
    queryFn: ({ signal }) => fetchPaymentSummary(workId, signal),
    staleTime: 0,
  });

export function usePaymentSummary(workId: number | null) {
  return useQuery({ ...paymentSummaryQuery(workId ?? 0), enabled: workId !== null });
}
