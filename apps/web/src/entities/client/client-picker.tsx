import type { Client } from "@catercrew/shared/schemas/billing-clients";
import { useLingui } from "@lingui/react/macro";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { formatINR } from "@/lib/format";
import { type PeopleByRole, useClients, useProposedPrice } from "./client-api";
import { ClientFormDialog } from "./client-form-dialog";

/**
 * The work form's client: type to find one (name or mobile), or add one in place with what was
 * typed. Picking one fills the work's customer fields (record 056).
 */
export function ClientPicker({
  picked,
  onPick,
}: {
  picked: { id: number; name: string } | null;
  onPick: (client: Client | null) => void;
}) {
  const { t } = useLingui();
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const found = useClients(q.trim());
  const matches = q.trim() ? (found.data ?? []).slice(0, 6) : [];
  if (picked)
    return (
      <div className="flex items-end gap-2 sm:col-span-2">
        <Input label={t`Client`} name="client-picked" value={picked.name} readOnly />
        <Button
          variant="outline"
          aria-label={t`Change client`}
          onClick={() => onPick(null)}
          icon={<X className="h-4 w-4" aria-hidden="true" />}
        />
      </div>
    );
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <Input
        label={t`Client`}
        name="client-search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t`Type a client's name or mobile number`}
        autoComplete="off"
      />
      {q.trim() && (
        <ul className="flex flex-col rounded border border-slate-200" aria-label={t`Matching clients`}>
          {matches.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left hover:bg-slate-50"
                onClick={() => onPick(c)}
              >
                {c.name}
                {c.mobile ? ` · ${c.mobile}` : ""}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="flex w-full items-center gap-2 px-3 py-2 text-left text-brand-700 hover:bg-slate-50"
              onClick={() => setAdding(true)}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t`Add "${q.trim()}" as a new client`}
            </button>
          </li>
        </ul>
      )}
      <ClientFormDialog
        open={adding}
        client={null}
        initialName={q.trim()}
        onClose={() => setAdding(false)}
        onSaved={(c) => onPick(c)}
      />
    </div>
  );
}

/**
 * The price the rate card proposes for a work (people needed per role x that role's rate +
 * transport), and a button to take it.
 */
export function ProposedPrice({
  clientId,
  people,
  onUse,
}: {
  clientId: number | null;
  people: PeopleByRole;
  onUse: (amount: string) => void;
}) {
  const { t } = useLingui();
  const price = useProposedPrice(clientId, people);
  if (!price.data || price.data.amount === "0.00") return null;
  const amount = price.data.amount;
  return (
    <div
      className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2"
      data-testid="proposed-price"
    >
      <span>{t`Proposed from the rate card: ${formatINR(amount)}`}</span>
      <Button size="sm" variant="outline" onClick={() => onUse(amount)}>{t`Use this price`}</Button>
    </div>
  );
}
