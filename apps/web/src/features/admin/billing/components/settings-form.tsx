import { type BillingSettings, GST_STATE_OPTIONS } from "@catercrew/shared/schemas/billing";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useSaveSettings } from "../api/billing";

type Key = Exclude<keyof BillingSettings, "state_name" | "gst_registered" | "updated_at">;
const TEXT_KEYS: Key[] = [
  "legal_name",
  "address",
  "state_code",
  "gstin",
  "phone",
  "email",
  "sac",
  "gst_rate",
  "upi_id",
  "bank_name",
  "bank_account",
  "bank_ifsc",
  "invoice_prefix",
  "credit_note_prefix",
  "footer",
];

/** The agency's billing settings: name and address on the bills, GST, bank and UPI, number prefixes. */
export function SettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useLingui();
  const save = useSaveSettings();
  const [v, setV] = useState<Record<Key, string>>({} as Record<Key, string>);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setV(Object.fromEntries(TEXT_KEYS.map((k) => [k, settings[k] ?? ""])) as Record<Key, string>);
  }, [settings]);
  const field = (k: Key) => ({
    name: k,
    value: v[k] ?? "",
    error: errors[k]?.[0],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [k]: e.target.value })),
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setErrors({});
    try {
      await save.mutateAsync(Object.fromEntries(TEXT_KEYS.map((k) => [k, v[k]?.trim() ?? ""])));
      notify.success(t`Billing settings saved`);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors ?? {});
      setError(err instanceof Error ? err.message : t`Could not save the settings`);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t`Billing settings`}>
      {error && <Alert tone="error">{error}</Alert>}
      {!settings.gst_registered && (
        <Alert tone="info">{t`Without a GSTIN the agency's bills are plain bills with no GST.`}</Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label={t`Legal name`} {...field("legal_name")} />
        <Input label={t`GSTIN`} autoCapitalize="characters" {...field("gstin")} />
        <Textarea label={t`Address`} rows={2} {...field("address")} />
        <Select
          label={t`State`}
          options={GST_STATE_OPTIONS.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
          {...field("state_code")}
        />
        <Input label={t`Phone`} inputMode="tel" {...field("phone")} />
        <Input label={t`Email`} type="email" {...field("email")} />
        <Input label={t`SAC`} inputMode="numeric" {...field("sac")} />
        <Input label={t`GST rate (%)`} inputMode="decimal" {...field("gst_rate")} />
        <Input label={t`UPI ID`} {...field("upi_id")} />
        <Input label={t`Bank name`} {...field("bank_name")} />
        <Input label={t`Bank account number`} inputMode="numeric" {...field("bank_account")} />
        <Input label={t`IFSC`} autoCapitalize="characters" {...field("bank_ifsc")} />
        <Input label={t`Invoice number prefix`} {...field("invoice_prefix")} />
        <Input label={t`Credit note number prefix`} {...field("credit_note_prefix")} />
        <Textarea label={t`Note at the foot of each bill`} rows={2} {...field("footer")} />
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>{t`Save settings`}</Button>
      </div>
    </form>
  );
}
