import {
  type BillTotals,
  billTotals,
  fromPaise,
  KERALA_STATE_CODE,
  rateToBasisPoints,
  type SupplyKind,
  toPaise,
} from "@catercrew/shared";
import type { BillingSettingsRow } from "../billing-settings/billing-settings.repository.js";
import type { ClientRow } from "../clients/clients.repository.js";
import type { InvoiceRow } from "./invoices.repository.js";

/**
 * A bill's tax and total from its lines, the agency's settings and the client
 * (docs/decisions/056-clients-and-bills.md). The works are in Kerala: a client without a GSTIN is
 * supplied in Kerala.
 */
export function totalsFor(
  lines: readonly { amount: string }[],
  settings: BillingSettingsRow,
  client: ClientRow,
): BillTotals & { rate: string } {
  const rate = rateToBasisPoints(settings.gstRate);
  const totals = billTotals(
    lines.map((l) => ({ amount: toPaise(l.amount), rate })),
    {
      agencyGstin: settings.gstin,
      agencyStateCode: settings.stateCode,
      clientGstin: client.gstin,
      clientStateCode: client.stateCode,
      venueStateCode: KERALA_STATE_CODE,
    },
  );
  return { ...totals, rate: totals.supply === "untaxed" ? "0" : settings.gstRate };
}

/** The stored figures of a bill's totals. */
export function totalColumns(t: BillTotals & { rate: string }): Partial<InvoiceRow> {
  return {
    placeOfSupply: t.placeOfSupply,
    gstRate: t.rate,
    taxableValue: fromPaise(t.taxable),
    cgst: fromPaise(t.cgst),
    sgst: fromPaise(t.sgst),
    igst: fromPaise(t.igst),
    roundOff: fromPaise(t.roundOff),
    total: fromPaise(t.total),
  };
}

/** How a stored bill was taxed: none, CGST + SGST, or IGST. */
export function supplyOf(row: InvoiceRow, agencyStateCode: string): SupplyKind {
  if (toPaise(row.gstRate) === 0) return "untaxed";
  return row.placeOfSupply === agencyStateCode ? "intra_state" : "inter_state";
}

/** Paise of each figure of a stored bill. */
export function figures(
  row: Pick<InvoiceRow, "taxableValue" | "cgst" | "sgst" | "igst" | "roundOff" | "total">,
) {
  return {
    taxable: toPaise(row.taxableValue),
    cgst: toPaise(row.cgst),
    sgst: toPaise(row.sgst),
    igst: toPaise(row.igst),
    roundOff: toPaise(row.roundOff),
    total: toPaise(row.total),
  };
}
