/**
 * GST on a bill, in whole paise (CGST rules 46 and 53; docs/decisions/056-clients-and-bills.md).
 * Place of supply: the client's state when he has a GSTIN, else the venue's. The agency's own state
 * gives CGST + SGST at half the rate each; another state gives IGST. Tax is computed on the taxable
 * total of each rate and rounded to the paisa; the total is rounded to the rupee with a round-off
 * line (up or down). Without an agency GSTIN the bill is plain: no tax at all.
 */

/** A rate in hundredths of a percent: 18 % is 1800. */
type RateBasisPoints = number;

export type SupplyKind = "intra_state" | "inter_state" | "untaxed";

export interface TaxParties {
  /** The agency's GSTIN; null or empty: a plain bill with no tax. */
  agencyGstin: string | null;
  agencyStateCode: string;
  clientGstin: string | null;
  clientStateCode: string;
  /** Where the work took place: the place of supply for a client without a GSTIN. */
  venueStateCode: string;
}

interface TaxableLine {
  /** The line's amount in paise (a discount is negative). */
  amount: number;
  rate: RateBasisPoints;
}

interface RateTax {
  rate: RateBasisPoints;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface BillTotals {
  supply: SupplyKind;
  placeOfSupply: string;
  perRate: RateTax[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Rupee rounding: total minus (taxable + taxes), between -50 and +49 paise. */
  roundOff: number;
  total: number;
}

/** n / d rounded half away from zero, in integers (d > 0). */
export function divRound(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  return sign * Math.floor((abs * 2 + d) / (2 * d));
}

/** Paise rounded to the nearest rupee (50 paise and up go up). */
export function roundToRupee(paise: number): number {
  return divRound(paise, 100) * 100;
}

/** The place of supply's state code: the client's with a GSTIN, else the venue's. */
function placeOfSupply(parties: TaxParties): string {
  return parties.clientGstin ? parties.clientStateCode : parties.venueStateCode;
}

function supplyKind(parties: TaxParties): SupplyKind {
  if (!parties.agencyGstin) return "untaxed";
  return placeOfSupply(parties) === parties.agencyStateCode ? "intra_state" : "inter_state";
}

/** Tax at one rate on a taxable amount: halves rounded each for CGST/SGST, else IGST. */
export function taxAtRate(taxable: number, rate: RateBasisPoints, supply: SupplyKind): RateTax {
  if (supply === "untaxed" || rate === 0) return { rate, taxable, cgst: 0, sgst: 0, igst: 0 };
  if (supply === "intra_state") {
    const half = divRound(taxable * rate, 20_000);
    return { rate, taxable, cgst: half, sgst: half, igst: 0 };
  }
  return { rate, taxable, cgst: 0, sgst: 0, igst: divRound(taxable * rate, 10_000) };
}

/** A bill's taxes and total from its lines (paise) and the parties' states and GSTINs. */
export function billTotals(lines: readonly TaxableLine[], parties: TaxParties): BillTotals {
  const supply = supplyKind(parties);
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = supply === "untaxed" ? 0 : line.rate;
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.amount);
  }
  const perRate = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, taxable]) => taxAtRate(taxable, rate, supply));
  const sum = (pick: (r: RateTax) => number) => perRate.reduce((acc, r) => acc + pick(r), 0);
  const taxable = sum((r) => r.taxable);
  const cgst = sum((r) => r.cgst);
  const sgst = sum((r) => r.sgst);
  const igst = sum((r) => r.igst);
  const exact = taxable + cgst + sgst + igst;
  const total = roundToRupee(exact);
  return {
    supply,
    placeOfSupply: placeOfSupply(parties),
    perRate,
    taxable,
    cgst,
    sgst,
    igst,
    roundOff: total - exact,
    total,
  };
}

/** "18.00" (a percent with up to two decimals) as basis points: 1800. */
export function rateToBasisPoints(percent: string): RateBasisPoints {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new Error(`Not a GST rate: ${percent}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
