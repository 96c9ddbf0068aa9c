import {
  BOOKING_ROLES,
  type BookingNeeds,
  fromPaise,
  type Quote,
  toPaise,
  WORKER_ROLE_OF_BOOKING,
} from "@catercrew/shared";
import type { Ctx } from "../../lib/context.js";
import { crewPrice } from "../invoices/invoice-draft.service.js";

/**
 * The price of a booking's people (docs/decisions/062-clients-own-page.md): the bill's own
 * arithmetic (`crewPrice`: the draft's lines at the client's rates, his override else the agency's
 * default, the transport line, GST per rate to the paisa, the total to the rupee). The bill drafted
 * later from the same crew comes to the same total.
 */
export async function priceNeeds(ctx: Ctx, clientId: number, needs: BookingNeeds): Promise<Quote> {
  const roles = BOOKING_ROLES.filter((role) => needs[role] > 0);
  const { lines, totals } = await crewPrice(
    ctx,
    clientId,
    roles.map((role) => ({ role: WORKER_ROLE_OF_BOOKING[role], people: needs[role] })),
  );
  const roleLines = lines.filter((l) => l.kind === "role");
  const transport = lines
    .filter((l) => l.kind === "transport")
    .reduce((acc, l) => acc + toPaise(l.amount), 0);
  return {
    lines: roles.map((role, i) => ({
      role,
      people: needs[role],
      rate: roleLines[i]?.rate ?? "0.00",
      amount: roleLines[i]?.amount ?? "0.00",
    })),
    transport: fromPaise(transport),
    taxable_value: fromPaise(totals.taxable),
    tax: fromPaise(totals.cgst + totals.sgst + totals.igst),
    tax_rate: totals.rate === "0" ? "0.00" : totals.rate,
    round_off: fromPaise(totals.roundOff),
    total: fromPaise(totals.total),
  };
}
