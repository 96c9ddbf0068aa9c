import { formatRupees } from "@catercrew/shared/money";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useApproveBatch, usePayoutsToday, usePrepareBatch, useWorkBatches } from "../api/payout-batches";
import { BankResultImport } from "./bank-result-import";
import { PayoutBatchView } from "./payout-batch-view";

/** "Sent today: ₹12,000 of ₹50,000" (PAYOUTS_DAILY_CAP_RUPEES), or without a cap. */
function TodayLine() {
  const { t } = useLingui();
  const today = usePayoutsToday();
  if (!today.data) return null;
  const total = formatRupees(today.data.total);
  const cap = today.data.cap === null ? null : formatRupees(today.data.cap);
  return (
    <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800" data-testid="payouts-today">
      {cap ? t`Sent today: ${total} of the daily limit ${cap}` : t`Sent today: ${total} (no daily limit set)`}
    </p>
  );
}

/**
 * "Pay the crew" of one completed work (record 060): the draft batch of its unpaid wages (each
 * person's method, the total, who is left out and why), Approve, then each line's live state.
 */
export function PayCrewDialog({
  workId,
  description,
  onClose,
}: {
  workId: number;
  description?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const batches = useWorkBatches(workId);
  const prepare = usePrepareBatch(workId);
  const approve = useApproveBatch();
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) =>
    setError(err instanceof ApiError ? err.joined : t`Something went wrong. Try again.`);
  const draft = batches.data?.find((b) => b.status === "draft");
  const draftTotal = draft ? formatRupees(draft.total) : "";
  const approved = batches.data?.filter((b) => b.status === "approved") ?? [];
  const onApprove = (id: number) => {
    setError(null);
    approve.mutate(id, {
      onSuccess: () => notify.adminSuccess(t`Approved. The payments are on their way.`),
      onError: fail,
    });
  };
  const onPrepare = () => {
    setError(null);
    prepare.mutate(undefined, { onError: fail });
  };
  return (
    <Dialog open onClose={onClose} size="xl" title={t`Pay the crew`} description={description}>
      <div className="flex flex-col gap-4">
        <TodayLine />
        {error && (
          <Alert tone="error" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        {batches.isPending ? (
          <SkeletonText lines={6} />
        ) : batches.isError ? (
          <ErrorState message={batches.error.message} onRetry={() => batches.refetch()} />
        ) : draft ? (
          <div className="flex flex-col gap-3">
            <h3 className="text-base font-semibold text-slate-900">{t`Check and approve`}</h3>
            <PayoutBatchView batch={draft} />
            <Button onClick={() => onApprove(draft.id)} loading={approve.isPending} className="self-end">
              {t`Approve and pay ${draftTotal}`}
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={onPrepare} loading={prepare.isPending} className="self-start">
            {approved.length > 0 ? t`Pay wages still unpaid` : t`Prepare the batch`}
          </Button>
        )}
        {approved.map((b) => {
          const batchNo = b.id;
          return (
            <div key={b.id} className="flex flex-col gap-2">
              <h3 className="text-base font-semibold text-slate-900">{t`Approved batch ${batchNo}`}</h3>
              <PayoutBatchView batch={b} />
              {b.items.some((i) => i.method === "bankfile") && <BankResultImport batch={b} />}
            </div>
          );
        })}
      </div>
    </Dialog>
  );
}
