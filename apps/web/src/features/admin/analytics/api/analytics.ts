import type {
  AnalyticsOverview,
  AnalyticsRecord,
  PaginatedAnalytics,
  PaymentSummary,
  ProfitLossQuery,
} from "@catercrew/shared/schemas/analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type AnalyticsFilters = Pick<
  ProfitLossQuery,
  "from" | "to" | "work_type" | "occasion" | "result" | "search"
>;
export const ANALYTICS_PAGE_SIZE = 24;

export const analyticsKeys = {
  all: ["admin", "analytics"] as const,
  list: (f: AnalyticsFilters, page: number) => [...analyticsKeys.all, "list", f, page] as const,
  overview: (f: AnalyticsFilters) => [...analyticsKeys.all, "overview", f] as const,
  summary: (id: number) => [...analyticsKeys.all, "summary", id] as const,
};

function query(f: AnalyticsFilters, extra: Record<string, string> = {}) {
  const q = new URLSearchParams(extra);
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, String(v));
  return q.toString();
}

export function fetchProfitLoss(f: AnalyticsFilters, page: number, signal?: AbortSignal) {
  return api<PaginatedAnalytics>(
    `/admin_panel/work-profit-loss/?${query(f, { page: String(page), page_size: String(ANALYTICS_PAGE_SIZE) })}`,
    { area: "admin", signal },
  );
}
export const profitLossQuery = (f: AnalyticsFilters, page: number) =>
  queryOptions({
    queryKey: analyticsKeys.list(f, page),
    queryFn: ({ signal }) => fetchProfitLoss(f, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
export function useProfitLoss(f: AnalyticsFilters, page: number) {
  return useQuery(profitLossQuery(f, page));
}

/** Every matching record (for the CSV export). */
export function fetchAllProfitLoss(f: AnalyticsFilters) {
  return api<AnalyticsRecord[]>(`/admin_panel/work-profit-loss/?${query(f)}`, { area: "admin" });
}

export function fetchOverview(f: AnalyticsFilters, signal?: AbortSignal) {
  return api<AnalyticsOverview>(`/admin_panel/work-profit-loss/overview/?${query(f)}`, {
    area: "admin",
    signal,
  });
}
export const overviewQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: analyticsKeys.overview(f),
    queryFn: ({ signal }) => fetchOverview(f, signal),
    staleTime: 30_000,
  });
export function useOverview(f: AnalyticsFilters, enabled: boolean) {
  return useQuery({ ...overviewQuery(f), enabled });
}

export function fetchPaymentSummary(id: number, signal?: AbortSignal) {
  return api<PaymentSummary>(`/admin_panel/work/${id}/payment-summary/`, { area: "admin", signal });
}
export const paymentSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: analyticsKeys.summary(id),
    queryFn: ({ signal }) => fetchPaymentSummary(id, signal),
    staleTime: 30_000,
  });
export function usePaymentSummary(id: number | null) {
  return useQuery({ ...paymentSummaryQuery(id ?? 0), enabled: id !== null });
}
