import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useMyPlace, useWithdraw } from "../api/my-place";

/**
 * "Can't come?": withdraw from a work the worker is on. Before the cut-off it is free; after it,
 * the worker is told first that it will be kept as a late cancellation.
 */
export function WithdrawCard({ workId }: { workId: number }) {
  const { t } = useLingui();
  const place = useMyPlace(workId, true);
  const withdraw = useWithdraw(workId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p = place.data;
  if (p?.place !== "on_crew" || !p.can_withdraw) return null;
  const cutoff = p.withdraw_cutoff_at ? formatDateTime(p.withdraw_cutoff_at) : "";

  const onWithdraw = async () => {
    setError(null);
    try {
      const res = await withdraw.mutateAsync();
      notify.success(
        res.late ? t`You withdrew. This is kept as a late cancellation.` : t`You withdrew from this work.`,
      );
    } catch (err) {
      setError(
        err instanceof ApiError && err.message ? err.message : t`Could not withdraw. Please try again.`,
      );
    }
  };

  return (
    <Card>
      <h2 className="mb-2 text-base font-semibold">{t`Can't come?`}</h2>
      {p.late_if_withdrawn_now ? (
        <Alert tone="warning">
          {t`The free withdrawal time ended at ${cutoff}. If you withdraw now it is kept as a late cancellation, which lowers your chances for future works.`}
        </Alert>
      ) : (
        <p className="text-sm text-slate-700">{t`You can withdraw freely until ${cutoff}.`}</p>
      )}
      {error && (
        <Alert tone="error" className="mt-2" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {confirming ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button
            variant="danger"
            fullWidth
            loading={withdraw.isPending}
            loadingText={t`Withdrawing...`}
            onClick={onWithdraw}
          >
            {t`Yes, withdraw`}
          </Button>
          <Button
            variant="outline"
            fullWidth
            disabled={withdraw.isPending}
            onClick={() => setConfirming(false)}
          >
            {t`Keep my place`}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          fullWidth
          className="mt-3"
          icon={<LogOut className="h-4 w-4" aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t`Withdraw from this work`}
        </Button>
      )}
    </Card>
  );
}
