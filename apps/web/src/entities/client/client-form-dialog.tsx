import { CLIENT_KINDS, GST_STATE_OPTIONS } from "@catercrew/shared/schemas/billing";
import type { Client } from "@catercrew/shared/schemas/billing-clients";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { LANG_NAMES } from "@/lib/i18n";
import { clientKindLabel } from "./billing-labels";
import { useSaveClient } from "./client-api";

type Values = Record<
  | "name"
  | "kind"
  | "contact_person"
  | "mobile"
  | "email"
  | "address"
  | "state_code"
  | "gstin"
  | "payment_terms_days"
  | "notes"
  | "language",
  string
>;
const EMPTY: Values = {
  name: "",
  kind: "caterer",
  contact_person: "",
  mobile: "",
  email: "",
  address: "",
  state_code: "32",
  gstin: "",
  payment_terms_days: "7",
  notes: "",
  language: "ml",
};

/** Add or edit a client; `initialName` starts a new one from what was typed in a picker. */
export function ClientFormDialog({
  open,
  client,
  initialName = "",
  onClose,
  onSaved,
}: {
  open: boolean;
  client: Client | null;
  initialName?: string;
  onClose: () => void;
  onSaved?: (c: Client) => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveClient();
  const [v, setV] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setError(null);
    setConsent(client?.whatsapp_consent ?? false);
    setV(
      client
        ? {
            name: client.name,
            kind: client.kind,
            contact_person: client.contact_person ?? "",
            mobile: client.mobile ?? "",
            email: client.email ?? "",
            address: client.address ?? "",
            state_code: client.state_code,
            gstin: client.gstin ?? "",
            payment_terms_days: String(client.payment_terms_days),
            notes: client.notes ?? "",
            language: client.language,
          }
        : { ...EMPTY, name: initialName },
    );
  }, [open, client]);
  const field = (k: keyof Values) => ({
    name: `client-${k}`,
    value: v[k],
    error: errors[k]?.[0],
    onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value })),
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError(null);
    try {
      const saved = await save.mutateAsync({
        id: client?.id ?? null,
        body: {
          ...v,
          kind: v.kind as Client["kind"],
          payment_terms_days: Number(v.payment_terms_days),
          language: v.language === "en" ? "en" : "ml",
          whatsapp_consent: consent,
        },
      });
      notify.success(client ? t`Client saved` : t`Client added`);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors ?? {});
      setError(err instanceof Error ? err.message : t`Could not save the client`);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={client ? t`Edit client` : t`Add client`}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>{t`Cancel`}</Button>
          <Button type="submit" form="client-form" loading={save.isPending}>{t`Save`}</Button>
        </>
      }
    >
      <form id="client-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Input label={t`Name`} required data-autofocus="" {...field("name")} />
        <Select
          label={t`Kind`}
          options={CLIENT_KINDS.map((k) => ({ value: k, label: clientKindLabel(i18n, k) }))}
          {...field("kind")}
        />
        <Input label={t`Contact person`} {...field("contact_person")} />
        <Input label={t`Mobile`} inputMode="tel" {...field("mobile")} />
        <Input label={t`Email`} type="email" {...field("email")} />
        <Input label={t`GSTIN`} autoCapitalize="characters" {...field("gstin")} />
        <Textarea label={t`Address`} rows={2} {...field("address")} />
        <Select
          label={t`State`}
          options={GST_STATE_OPTIONS.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
          {...field("state_code")}
        />
        <Input
          label={t`Payment terms (days)`}
          type="number"
          min={0}
          max={365}
          {...field("payment_terms_days")}
        />
        <Select
          label={t`Reminder language`}
          options={[
            { value: "ml", label: LANG_NAMES.ml },
            { value: "en", label: LANG_NAMES.en },
          ]}
          {...field("language")}
        />
        <Textarea label={t`Notes`} rows={2} {...field("notes")} />
        <Checkbox
          label={t`Agrees to WhatsApp messages`}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
      </form>
    </Dialog>
  );
}
