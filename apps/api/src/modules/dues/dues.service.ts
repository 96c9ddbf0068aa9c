import {
  AGEING_BUCKETS,
  type AgeingTotals,
  type ClientDues,
  type Dues,
  emptyAgeing,
  fromPaise,
  overdueOf,
  worseFirst,
} from "@catercrew/shared";
import { inArray } from "drizzle-orm";
import { clients } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { advancesOf, type ClientOpenBills, openBillsByClientOf } from "../payments-in/balances.service.js";

const ageingOut = (totals: AgeingTotals) =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, fromPaise(totals[b])])) as Record<
    keyof AgeingTotals,
    string
  >;

function addInto(into: AgeingTotals, from: AgeingTotals): void {
  for (const b of AGEING_BUCKETS) into[b] += from[b];
}

/**
 * GET /billing/dues/ (admins): each client who owes (or holds an advance) with his balance (open
 * bills less advance), the ageing of his bills from their due dates, the worst first; the totals.
 * The bills are aged in the database from their kept balances (record 079): one row a client.
 */
export async function dues(ctx: Ctx<"now">): Promise<Dues> {
  const today = todayInKolkata(ctx.now());
  const [owing, advanceOf] = await Promise.all([openBillsByClientOf(ctx, today), advancesOf(ctx)]);
  const byClient = new Map<number, ClientOpenBills>(owing.map((c) => [c.clientId, c]));
  const ids = [...new Set([...byClient.keys(), ...advanceOf.keys()])];
  const names =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: clients.id, name: clients.name, mobile: clients.mobile })
          .from(clients)
          .where(inArray(clients.id, ids));
  const totals = emptyAgeing();
  let advanceTotal = 0;
  const rows = names.map((client) => {
    const bills = byClient.get(client.id);
    const ageing = bills?.ageing ?? emptyAgeing();
    const advance = advanceOf.get(client.id) ?? 0;
    addInto(totals, ageing);
    advanceTotal += advance;
    return {
      client,
      ageing,
      advance,
      owed: bills?.owed ?? 0,
      open: bills?.open ?? 0,
      oldest: bills?.oldest ?? null,
    };
  });
  rows.sort(
    (a, b) =>
      worseFirst(a.ageing, b.ageing) || a.advance - b.advance || a.client.name.localeCompare(b.client.name),
  );
  const owedTotal = AGEING_BUCKETS.reduce((acc, b) => acc + totals[b], 0);
  return {
    as_of: today,
    totals: {
      balance: fromPaise(owedTotal - advanceTotal),
      overdue: fromPaise(overdueOf(totals)),
      advance: fromPaise(advanceTotal),
      ageing: ageingOut(totals),
    },
    clients: rows.map(
      (r): ClientDues => ({
        client_id: r.client.id,
        name: r.client.name,
        mobile: r.client.mobile,
        balance: fromPaise(r.owed - r.advance),
        overdue: fromPaise(overdueOf(r.ageing)),
        advance: fromPaise(r.advance),
        ageing: ageingOut(r.ageing),
        open_invoices: r.open,
        oldest_due_date: r.oldest,
      }),
    ),
  };
}
