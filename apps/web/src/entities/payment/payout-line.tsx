import { formatRupees } from "@catercrew/shared/money";
import type { MyPayout } from "@catercrew/shared/schemas/payouts";
import { useLingui } from "@lingui/react/macro";
import { BadgeCheck, Clock, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useConfirmCash } from "./api/payouts";

/** UPI, a bank transfer or cash: what the worker reads of the line's method (record 060). */
function useHowPaid() {
  const { t } = useLingui();
  return (p: Pick<MyPayout, "method" | "destination">) => {
    if (p.method === "cash") return t`in cash`;
    if (p.method === "razorpayx" && p.destination?.includes("@")) return t`by UPI`;
    return t`by bank transfer`;
  };
}

/**
 * One payout line of the worker's, as his payslip and My Works show it: "Paid ₹740 by UPI on
 * 28 Nov, 11:42 PM, UTR 4321…", on its way, failed, or cash to confirm ("Got it" / "Not received").
 */
export function PayoutLine({ payout }: { payout: MyPayout }) {
  const { t } = useLingui();
  const how = useHowPaid()(payout);
  const amount = formatRupees(payout.amount);
  if (payout.status === "paid") {
    const when = formatDateTime(payout.paid_at, { year: false });
    const utr = payout.utr;
    return (
      <p className="flex items-start gap-1.5 text-sm text-green-800" data-testid="payout-line">
        <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="break-words">
          {utr ? t`Paid ${amount} ${how} on ${when}, UTR ${utr}` : t`Paid ${amount} ${how} on ${when}`}
        </span>
      </p>
    );
  }
  if (payout.status === "failed" || payout.status === "reversed") {
    return (
      <p className="flex items-start gap-1.5 text-sm text-red-700" data-testid="payout-line">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="break-words">{t`${amount} ${how} did not reach you. The office will pay it again.`}</span>
      </p>
    );
  }
  if (payout.method === "cash") return <CashLine payout={payout} amount={amount} />;
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700" data-testid="payout-line">
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="break-words">{t`${amount} is on its way ${how}.`}</span>
    </p>
  );
}

/** A cash line: to be handed over, handed over ("Got it" / "Not received"), or disputed. */
function CashLine({ payout, amount }: { payout: MyPayout; amount: string }) {
  const { t } = useLingui();
  const confirm = useConfirmCash();
  if (payout.disputed_at) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-amber-900" data-testid="payout-line">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="break-words">{t`You said you did not get ${amount} in cash. The admin has been told.`}</span>
      </p>
    );
  }
  if (!payout.marked_at) {
    return (
      <p className="text-sm text-slate-700" data-testid="payout-line">
        {t`${amount} will be paid in cash.`}
      </p>
    );
  }
  const when = formatDateTime(payout.marked_at, { year: false });
  const answer = (received: boolean) =>
    confirm.mutate(
      { id: payout.id, received },
      {
        onSuccess: () =>
          notify.success(received ? t`Thank you. Marked as received.` : t`The admin has been told.`),
        onError: (err) => notify.error(err instanceof ApiError ? err.joined : t`Could not send. Try again.`),
      },
    );
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3" data-testid="payout-line">
      <p className="break-words text-sm text-slate-900">
        {t`The captain marked ${amount} paid to you in cash on ${when}. Did you get it?`}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button size="md" disabled={confirm.isPending} onClick={() => answer(true)}>
          {t`Got it`}
        </Button>
        <Button size="md" variant="outline" disabled={confirm.isPending} onClick={() => answer(false)}>
          {t`Not received`}
        </Button>
      </div>
    </div>
  );
}
