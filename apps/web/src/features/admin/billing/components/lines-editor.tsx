import { INVOICE_LINE_KINDS } from "@catercrew/shared/schemas/billing";
import type { Invoice, InvoicePatchInput } from "@catercrew/shared/schemas/billing-invoices";
import { useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { useInvoiceActions } from "../api/billing";

type Line = {
  uid: number;
  kind: (typeof INVOICE_LINE_KINDS)[number];
  description: string;
  quantity: string;
  rate: string;
};
let nextUid = 1;
const EDITABLE = INVOICE_LINE_KINDS.filter((k) => k !== "credit" && k !== "discount");

/** A draft's lines, discount and notes; saved together. */
export function LinesEditor({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { patch } = useInvoiceActions(invoice.id);
  const [lines, setLines] = useState<Line[]>([]);
  const [discount, setDiscount] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLines(
      invoice.lines
        .filter((l) => l.kind !== "discount" && l.kind !== "credit")
        .map((l) => ({
          uid: nextUid++,
          kind: l.kind,
          description: l.description,
          quantity: l.quantity,
          rate: l.rate,
        })),
    );
    setDiscount(invoice.lines.find((l) => l.kind === "discount")?.rate ?? "");
    setNotes(invoice.notes ?? "");
  }, [invoice]);
  const set = (i: number, k: Exclude<keyof Line, "uid">, value: string) =>
    setLines((old) => old.map((l, j) => (j === i ? { ...l, [k]: value } : l)));
  const save = async () => {
    setError(null);
    try {
      const body: InvoicePatchInput = {
        lines: lines.map(({ uid: _uid, ...l }) => ({ ...l, kind: l.kind === "credit" ? "other" : l.kind })),
        discount: discount.trim() || "0",
        notes,
      };
      await patch.mutateAsync(body);
      notify.success(t`Draft saved`);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Could not save the draft`);
    }
  };
  const kindLabel: Record<string, string> = {
    role: t`Crew`,
    setting: t`Setting`,
    loading: t`Loading`,
    transport: t`Transport`,
    overtime: t`Overtime`,
    other: t`Other`,
  };
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {lines.map((l, i) => (
        <div
          key={l.uid}
          className="grid grid-cols-2 items-end gap-2 rounded border border-slate-200 p-2 sm:grid-cols-[8rem_1fr_6rem_8rem_auto]"
        >
          <Select
            label={t`Line`}
            options={EDITABLE.map((k) => ({ value: k, label: kindLabel[k] ?? k }))}
            value={l.kind}
            onChange={(e) => set(i, "kind", e.target.value)}
          />
          <Input
            label={t`Description`}
            value={l.description}
            onChange={(e) => set(i, "description", e.target.value)}
          />
          <Input
            label={t`Quantity`}
            inputMode="decimal"
            value={l.quantity}
            onChange={(e) => set(i, "quantity", e.target.value)}
          />
          <Input
            label={t`Rate (₹)`}
            inputMode="decimal"
            value={l.rate}
            onChange={(e) => set(i, "rate", e.target.value)}
          />
          <Button
            variant="outline"
            aria-label={t`Remove line`}
            onClick={() => setLines((old) => old.filter((_, j) => j !== i))}
            icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
          />
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          onClick={() =>
            setLines((old) => [
              ...old,
              { uid: nextUid++, kind: "overtime", description: t`Overtime`, quantity: "1", rate: "0" },
            ])
          }
          icon={<Plus className="h-4 w-4" aria-hidden="true" />}
        >
          {t`Add line`}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t`Discount (₹)`}
          name="discount"
          inputMode="decimal"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
        />
        <Textarea
          label={t`Notes on the bill`}
          rows={2}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div>
        <Button onClick={save} loading={patch.isPending}>{t`Save draft`}</Button>
      </div>
    </div>
  );
}
