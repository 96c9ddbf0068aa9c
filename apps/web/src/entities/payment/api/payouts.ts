import type {
  MyPayout,
  PayoutDetails,
  PayoutDetailsInput,
  PayoutItem,
} from "@catercrew/shared/schemas/payouts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { workerKeys } from "@/entities/worker/api/worker-keys";
import { api } from "@/lib/api-client";

const detailsKey = [...workerKeys.all, "payout-details"] as const;
const payoutsKey = [...workerKeys.all, "payouts"] as const;

/** GET /users/me/payout-details/: his UPI ID in full, the account only masked. */
export const useMyPayoutDetails = () =>
  useQuery({
    queryKey: detailsKey,
    queryFn: ({ signal }) => api<PayoutDetails>("/users/me/payout-details/", { area: "user", signal }),
  });

/** PUT /users/me/payout-details/. */
export function useSavePayoutDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDetailsInput) =>
      api<PayoutDetails>("/users/me/payout-details/", { method: "PUT", body, area: "user" }),
    onSuccess: (data) => qc.setQueryData(detailsKey, data),
  });
}

/** GET /users/me/payouts/: how and when he was paid, newest first; refreshed every half minute. */
export const useMyPayouts = () =>
  useQuery({
    queryKey: payoutsKey,
    queryFn: ({ signal }) => api<MyPayout[]>("/users/me/payouts/", { area: "user", signal }),
    refetchInterval: 30_000,
  });

/** POST /payouts/items/:id/confirm/: "Got it" (true) or "Not received" (false) for cash. */
export function useConfirmCash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, received }: { id: number; received: boolean }) =>
      api<PayoutItem>(`/payouts/items/${id}/confirm/`, { method: "POST", body: { received }, area: "user" }),
    onSettled: () => qc.invalidateQueries({ queryKey: payoutsKey }),
  });
}

/** The worker's payout lines by work id (a work can have a failed line and a later paid one). */
export function usePayoutsByWork(): ReadonlyMap<number, MyPayout[]> {
  const q = useMyPayouts();
  return useMemo(() => {
    const byWork = new Map<number, MyPayout[]>();
    for (const p of q.data ?? []) byWork.set(p.work_id, [...(byWork.get(p.work_id) ?? []), p]);
    return byWork;
  }, [q.data]);
}
