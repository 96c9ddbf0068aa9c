import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Checkbox } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { useAnalyticsSettings, useSaveAnalyticsSettings } from "../api/analytics-settings";

/**
 * "Captains see revenue and profit" (record 057): on by default. Off, the captains' Work Analytics
 * shows wages and expenses only; the server leaves the price, revenue and profit out of their answers,
 * and the agreed price out of their works answers too (record 074), as the label says.
 */
export function CaptainMoneyCard() {
  const { t } = useLingui();
  const q = useAnalyticsSettings();
  const save = useSaveAnalyticsSettings();
  const [error, setError] = useState<string | null>(null);
  const change = async (on: boolean) => {
    setError(null);
    try {
      await save.mutateAsync({ captains_see_revenue: on });
      notify.adminSuccess(
        on ? t`Captains now see the agreed price, revenue and profit` : t`Captains no longer see the agreed price, revenue and profit`,
      );
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t`Could not save the setting`);
    }
  };
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t`What captains see`}</h2>
      <p className="mb-3 text-sm text-slate-600">
        {t`Captains always see the wages and the expenses they enter. Turn this off to keep the agreed price, revenue and profit or loss from them.`}
      </p>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {q.isPending ? (
        <SkeletonText lines={1} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <Checkbox
          name="captains_see_revenue"
          label={t`Captains see the agreed price, revenue and profit in their works and in Work Analytics`}
          checked={q.data.captains_see_revenue}
          disabled={save.isPending}
          onChange={(e) => change(e.target.checked)}
        />
      )}
    </Card>
  );
}
