import {
  BOOKING_ROLES,
  type BookingNeeds,
  type BookingRole,
  billTotals,
  fromPaise,
  KERALA_STATE_CODE,
  type Quote,
  type RateItem,
  rateToBasisPoints,
  toPaise,
} from "@catercrew/shared";
import { eq, isNull, or } from "drizzle-orm";
import { billingSettings, clients, rateCards } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";

/** The rate card's item for each role a client books. */
const RATE_ITEM_OF: Record<BookingRole, RateItem> = {
  boys: "boys",
  head_boys: "head_boy",
  supervisors: "supervisor",
  captains: "subadmin",
};

/**
 * The price of a booking's people (docs/decisions/062-clients-own-page.md): per role, people x the
 * client's rate (his override, else the agency's default), then GST exactly as a bill computes it
 * (the shared `billTotals`: per-rate tax to the paisa, the total to the rupee). The bill drafted
 * later from the same crew at the same rates comes to the same total.
 */
export async function priceNeeds(ctx: Ctx, clientId: number, needs: BookingNeeds): Promise<Quote> {
  const [client] = await ctx.db
    .select({ gstin: clients.gstin, stateCode: clients.stateCode })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new AppError("CLIENT_NOT_FOUND");
  const cards = await ctx.db
    .select()
    .from(rateCards)
    .where(or(isNull(rateCards.clientId), eq(rateCards.clientId, clientId)));
  const rateOf = (item: RateItem): number => {
    const own = cards.find((c) => c.clientId === clientId && c.item === item);
    const agency = cards.find((c) => c.clientId === null && c.item === item);
    return toPaise(own?.rate ?? agency?.rate ?? "0");
  };
  const [settings] = await ctx.db.select().from(billingSettings).limit(1);
  const gstin = settings?.gstin ?? null;
  const rate = gstin ? rateToBasisPoints(settings?.gstRate ?? "18") : 0;
  const lines = BOOKING_ROLES.filter((role) => needs[role] > 0).map((role) => {
    const each = rateOf(RATE_ITEM_OF[role]);
    return { role, people: needs[role], each, amount: each * needs[role] };
  });
  const totals = billTotals(
    lines.map((l) => ({ amount: l.amount, rate })),
    {
      agencyGstin: gstin,
      agencyStateCode: settings?.stateCode ?? KERALA_STATE_CODE,
      clientGstin: client.gstin,
      clientStateCode: client.stateCode,
      venueStateCode: KERALA_STATE_CODE,
    },
  );
  return {
    lines: lines.map((l) => ({
      role: l.role,
      people: l.people,
      rate: fromPaise(l.each),
      amount: fromPaise(l.amount),
    })),
    taxable_value: fromPaise(totals.taxable),
    tax: fromPaise(totals.cgst + totals.sgst + totals.igst),
    tax_rate: gstin ? (settings?.gstRate ?? "18.00") : "0.00",
    round_off: fromPaise(totals.roundOff),
    total: fromPaise(totals.total),
  };
}
