import { fromPaise, toPaise } from "../money.js";
import { type RateItem, ROLE_RATE_ITEMS } from "./kinds.js";

/**
 * The work form's proposed price (docs/decisions/056-clients-and-bills.md): the people needed per
 * role times the client's rate (the agency's default where he has none), plus transport once.
 */
interface PriceLine {
  item: RateItem;
  quantity: number;
  rate: string;
  amount: string;
}

export type RoleCounts = Partial<Record<(typeof ROLE_RATE_ITEMS)[number], number>>;

export function proposePrice(
  counts: RoleCounts,
  rates: Partial<Record<RateItem, string | null>>,
): { amount: string; lines: PriceLine[] } {
  const lines: PriceLine[] = [];
  for (const item of ROLE_RATE_ITEMS) {
    const quantity = counts[item] ?? 0;
    const rate = toPaise(rates[item] ?? 0);
    if (quantity > 0)
      lines.push({ item, quantity, rate: fromPaise(rate), amount: fromPaise(quantity * rate) });
  }
  const transport = toPaise(rates.transport ?? 0);
  if (transport > 0 && lines.length > 0)
    lines.push({ item: "transport", quantity: 1, rate: fromPaise(transport), amount: fromPaise(transport) });
  const amount = lines.reduce((acc, l) => acc + toPaise(l.amount), 0);
  return { amount: fromPaise(amount), lines };
}

/** A client's rates: his own where he has one, else the agency's default. */
export function effectiveRates(
  defaults: Partial<Record<RateItem, string | null>>,
  own: Partial<Record<RateItem, string | null>>,
): Partial<Record<RateItem, string | null>> {
  const out: Partial<Record<RateItem, string | null>> = { ...defaults };
  for (const [item, rate] of Object.entries(own) as [RateItem, string | null][])
    if (rate !== null) out[item] = rate;
  return out;
}
