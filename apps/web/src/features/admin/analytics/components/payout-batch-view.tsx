import { formatRupees } from "@catercrew/shared/money";
import type { PayoutBatch, PayoutItem } from "@catercrew/shared/schemas/payouts";
import { useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useMarkCashPaid } from "../api/payout-batches";

const TONES: Record<PayoutItem["status"], BadgeTone> = {
  pending: "neutral",
  queued: "info",
  processing: "info",
  paid: "success",
  failed: "danger",
  reversed: "danger",
  cancelled: "neutral",
};

function useLabels() {
  const { t } = useLingui();
  const method = (i: PayoutItem) =>
    i.method === "cash"
      ? t`Cash`
      : i.method === "bankfile"
        ? t`Bank file`
        : i.destination?.includes("@")
          ? t`UPI`
          : t`Bank (IMPS)`;
  const status = (i: PayoutItem, draft: boolean): string => {
    if (draft) return t`To approve`;
    if (i.disputed_at) return t`Not received`;
    switch (i.status) {
      case "pending":
        return i.method === "cash" ? t`To pay in cash` : t`In the bank file`;
      case "queued":
        return t`Queued`;
      case "processing":
        return i.method === "cash" ? t`Cash handed over` : t`Processing`;
      case "paid":
        return t`Paid`;
      case "failed":
        return t`Failed`;
      case "reversed":
        return t`Reversed`;
      case "cancelled":
        return t`Left out at approval`;
    }
  };
  const why = (reason: PayoutBatch["left_out"][number]["reason"]) =>
    reason === "paid" ? t`already paid` : reason === "zero" ? t`wage is ₹0` : t`in another payout`;
  return { method, status, why };
}

/**
 * A batch as the admin follows it: each person's method (masked destination), amount and live
 * state; cash lines to mark handed over; who is left out and why.
 */
export function PayoutBatchView({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  const labels = useLabels();
  const draft = batch.status === "draft";
  const batchNo = batch.id;
  const utrOf = (utr: string) => t`UTR ${utr}`;
  const markCash = useMarkCashPaid();
  const mark = (id: number) =>
    markCash.mutate(id, {
      onError: (err) => notify.adminError(err instanceof ApiError ? err.joined : t`Could not mark it.`),
    });
  return (
    <section className="flex flex-col gap-2" aria-label={draft ? t`Batch to approve` : t`Batch ${batchNo}`}>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="payout-lines">
        {batch.items.map((i) => (
          <li
            key={i.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2 text-sm"
            data-testid="payout-row"
          >
            <span className="min-w-0 flex-1 basis-40 break-words font-medium text-slate-900">
              {i.user_name}
            </span>
            <span className="basis-32 text-slate-700">
              {labels.method(i)}
              {i.destination && <span className="ml-1 text-xs text-slate-500">{i.destination}</span>}
            </span>
            <span className="basis-20 text-right tabular-nums">{formatRupees(i.amount)}</span>
            <Badge
              tone={i.disputed_at ? "danger" : draft ? "neutral" : TONES[i.status]}
              data-testid="payout-status"
            >
              {labels.status(i, draft)}
            </Badge>
            {i.utr && <span className="basis-full text-xs text-slate-600">{utrOf(i.utr)}</span>}
            {i.failure_reason && i.status !== "cancelled" && (
              <span className="basis-full text-xs text-red-700">{i.failure_reason}</span>
            )}
            {!draft && i.method === "cash" && i.status === "pending" && (
              <Button size="sm" variant="outline" disabled={markCash.isPending} onClick={() => mark(i.id)}>
                {t`Paid in cash`}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="text-right text-sm font-semibold text-slate-900" data-testid="payout-total">
        {t`Total`}: {formatRupees(batch.total)}
      </p>
      {batch.left_out.length > 0 && (
        <div className="text-sm text-slate-700" data-testid="payout-left-out">
          <h4 className="font-semibold">{t`Left out`}</h4>
          <ul className="list-disc pl-5">
            {batch.left_out.map((l) => (
              <li key={l.wage_id}>
                {l.user_name}: {labels.why(l.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
