import type { BankResultFileRow } from "@catercrew/shared/payouts/bank-result";
import type { PayoutBatch, PayoutItem, PayoutsToday } from "@catercrew/shared/schemas/payouts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** One row of the import as the API takes it. */
export type BankResultRowInput = Omit<BankResultFileRow, "line">;

export const payoutKeys = {
  all: ["admin", "payouts"] as const,
  batches: (workId: number) => [...payoutKeys.all, "batches", workId] as const,
  today: () => [...payoutKeys.all, "today"] as const,
};

/** States that the provider or the worker still has to answer. */
const MOVING = new Set<PayoutItem["status"]>(["queued", "processing"]);

/** GET /payouts/batches/?work_id=: the work's batches, newest first; polled while a line is on its way. */
export const useWorkBatches = (workId: number) =>
  useQuery({
    queryKey: payoutKeys.batches(workId),
    queryFn: ({ signal }) =>
      api<PayoutBatch[]>(`/payouts/batches/?work_id=${workId}`, { area: "admin", signal }),
    refetchInterval: (q) =>
      q.state.data?.some((b) => b.status === "approved" && b.items.some((i) => MOVING.has(i.status)))
        ? 3_000
        : false,
  });

/** GET /payouts/today/: today's money out against PAYOUTS_DAILY_CAP_RUPEES. */
export const usePayoutsToday = () =>
  useQuery({
    queryKey: payoutKeys.today(),
    queryFn: ({ signal }) => api<PayoutsToday>("/payouts/today/", { area: "admin", signal }),
  });

/** A payout call; afterwards every payout read of the admin is fetched again. */
function usePayoutMutation<V, R>(call: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** POST /payouts/batches/: prepare (or get) the draft batch of the work's unpaid wages. */
export const usePrepareBatch = (workId: number) =>
  usePayoutMutation(() =>
    api<PayoutBatch>("/payouts/batches/", { method: "POST", body: { work_id: workId }, area: "admin" }),
  );

/** POST /payouts/batches/:id/approve/: approve and send. */
export const useApproveBatch = () =>
  usePayoutMutation((batchId: number) =>
    api<PayoutBatch>(`/payouts/batches/${batchId}/approve/`, { method: "POST", area: "admin" }),
  );

/** POST /payouts/items/:id/cash-paid/: the cash was handed over at the venue. */
export const useMarkCashPaid = () =>
  usePayoutMutation((itemId: number) =>
    api<PayoutItem>(`/payouts/items/${itemId}/cash-paid/`, { method: "POST", area: "admin" }),
  );

/** GET /payouts/batches/:id/bank-file/: the bulk-upload CSV, saved as a file. */
export async function downloadBankFile(batchId: number): Promise<void> {
  const csv = await api<string>(`/payouts/batches/${batchId}/bank-file/`, {
    area: "admin",
    responseType: "text",
  });
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `catercrew-batch-${batchId}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** POST /payouts/batches/:id/bank-result/: the bank's answer per row, all or nothing. */
export const useImportBankResult = () =>
  usePayoutMutation((v: { batchId: number; rows: BankResultRowInput[] }) =>
    api<{ status: true; changed: number }>(`/payouts/batches/${v.batchId}/bank-result/`, {
      method: "POST",
      body: { rows: v.rows },
      area: "admin",
    }),
  );
