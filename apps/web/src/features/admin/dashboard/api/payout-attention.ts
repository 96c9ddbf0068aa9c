import type { PayoutAttention } from "@catercrew/shared/schemas/payouts";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /payouts/attention/: cash disputes and the dues of money out; refreshed every minute. */
export const usePayoutAttention = () =>
  useQuery({
    queryKey: ["admin", "payouts", "attention"] as const,
    queryFn: ({ signal }) => api<PayoutAttention>("/payouts/attention/", { area: "admin", signal }),
    refetchInterval: 60_000,
  });
