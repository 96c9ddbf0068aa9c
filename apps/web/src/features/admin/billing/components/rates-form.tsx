import { RATE_ITEMS, type RateCard } from "@catercrew/shared/schemas/billing";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { rateItemLabel } from "@/entities/client/billing-labels";
import { useSaveRates } from "../api/billing";

/** A rate card's form: the agency's default (clientId null) or a client's own rates (blank = default). */
export function RatesForm({
  clientId,
  rates,
  defaults,
}: {
  clientId: number | null;
  rates: RateCard;
  defaults?: RateCard;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveRates(clientId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValues(Object.fromEntries(RATE_ITEMS.map((i) => [i, rates[i] ?? ""])));
  }, [rates]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        rates: Object.fromEntries(RATE_ITEMS.map((i) => [i, values[i]?.trim() || null])),
      });
      notify.success(t`Rates saved`);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not save the rates`);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t`Rate card`}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        {RATE_ITEMS.map((item) => (
          <Input
            key={item}
            label={`${rateItemLabel(i18n, item)} (₹)`}
            name={`rate-${item}`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder={defaults?.[item] ?? ""}
            hint={defaults ? t`Blank: the agency's rate` : undefined}
            value={values[item] ?? ""}
            onChange={(e) => setValues((v) => ({ ...v, [item]: e.target.value }))}
          />
        ))}
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>{t`Save rates`}</Button>
      </div>
    </form>
  );
}
