import type { Client } from "@catercrew/shared/schemas/billing-clients";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { type Column, DataTable } from "@/components/ui/table";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { clientKindLabel } from "@/entities/client/billing-labels";
import { useClients } from "@/entities/client/client-api";
import { ClientFormDialog } from "@/entities/client/client-form-dialog";
import { paths } from "@/lib/paths";
import { useBillingSettings, useDefaultRates } from "./api/billing";
import { RatesForm } from "./components/rates-form";
import { SettingsForm } from "./components/settings-form";

type Tab = "clients" | "rates" | "settings";

/** Clients, the default rate card and the billing settings (admins only; record 056). */
export function BillingPage() {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>("clients");
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const clients = useClients(q.trim());
  const settings = useBillingSettings();
  const rates = useDefaultRates();
  const columns: Column<Client>[] = [
    {
      key: "name",
      header: t`Client`,
      cell: (c) => (
        <Link className="font-medium text-brand-700 underline" to={paths.admin.client(c.id)}>
          {c.name}
        </Link>
      ),
    },
    { key: "kind", header: t`Kind`, cell: (c) => clientKindLabel(i18n, c.kind) },
    { key: "mobile", header: t`Mobile`, cell: (c) => c.mobile ?? "" },
    { key: "gstin", header: t`GSTIN`, cell: (c) => c.gstin ?? "" },
    {
      key: "terms",
      header: t`Payment terms`,
      cell: (c) => plural(c.payment_terms_days, { one: "# day", other: "# days" }),
    },
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{t`Clients and billing`}</h2>
      <Tabs
        id="billing-tabs"
        label={t`Billing`}
        value={tab}
        onChange={setTab}
        items={[
          { value: "clients", label: t`All clients` },
          { value: "rates", label: t`Rates` },
          { value: "settings", label: t`Billing settings` },
        ]}
      />
      <TabPanel tabsId="billing-tabs" value={tab}>
        {tab === "clients" && (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Input
                label={t`Search clients`}
                name="client-search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder={t`Name or mobile number`}
              />
              <Button onClick={() => setAdding(true)} icon={<Plus className="h-4 w-4" aria-hidden="true" />}>
                {t`Add client`}
              </Button>
            </div>
            {clients.isError ? (
              <ErrorState
                title={t`Could not load the clients`}
                message={clients.error.message}
                onRetry={() => clients.refetch()}
              />
            ) : (
              <DataTable
                caption={t`All clients`}
                columns={columns}
                rows={clients.data ?? []}
                rowKey={(c) => c.id}
                placeholder={clients.isPending ? t`Loading...` : t`No clients yet. Add one.`}
              />
            )}
          </div>
        )}
        {tab === "rates" && rates.data && <RatesForm clientId={null} rates={rates.data.rates} />}
        {tab === "settings" && settings.data && <SettingsForm settings={settings.data} />}
      </TabPanel>
      <ClientFormDialog open={adding} client={null} onClose={() => setAdding(false)} />
    </div>
  );
}
