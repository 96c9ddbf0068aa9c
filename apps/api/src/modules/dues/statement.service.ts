import {
  ageBalances,
  fromPaise,
  overdueOf,
  type STATEMENT_DOCUMENTS,
  type Statement,
} from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, asc, eq, lte } from "drizzle-orm";
import { clientPayments, clients, invoices } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { openBillsOf } from "../payments-in/balances.service.js";

type Document = (typeof STATEMENT_DOCUMENTS)[number];
interface Entry {
  date: string;
  document: Document;
  number: string;
  /** Paise, + what the client owes more (a bill), - what he paid or was credited. */
  change: number;
}

const ORDER: Record<Document, number> = { invoice: 0, credit_note: 1, payment: 2, tds: 3 };

async function entriesUpTo(ctx: Ctx, clientId: number, to: string): Promise<Entry[]> {
  const [docs, payments] = await Promise.all([
    ctx.db
      .select({
        kind: invoices.kind,
        number: invoices.number,
        date: invoices.invoiceDate,
        total: invoices.total,
      })
      .from(invoices)
      .where(
        and(eq(invoices.clientId, clientId), eq(invoices.status, "issued"), lte(invoices.invoiceDate, to)),
      )
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id)),
    ctx.db
      .select()
      .from(clientPayments)
      .where(and(eq(clientPayments.clientId, clientId), lte(clientPayments.receivedOn, to)))
      .orderBy(asc(clientPayments.receivedOn), asc(clientPayments.id)),
  ]);
  const entries: Entry[] = docs.map((d) => ({
    date: d.date ?? "",
    document: d.kind === "credit_note" ? "credit_note" : "invoice",
    number: d.number ?? "",
    change: (d.kind === "credit_note" ? -1 : 1) * toPaise(d.total),
  }));
  for (const p of payments) {
    const number = p.reference || `#${p.id}`;
    entries.push({ date: p.receivedOn, document: "payment", number, change: -toPaise(p.amount) });
    if (toPaise(p.tdsAmount) > 0) {
      entries.push({ date: p.receivedOn, document: "tds", number, change: -toPaise(p.tdsAmount) });
    }
  }
  return entries.sort((a, b) =>
    a.date === b.date ? ORDER[a.document] - ORDER[b.document] : a.date < b.date ? -1 : 1,
  );
}

/**
 * GET /clients/:id/statement/?from=&to= (admins): the opening balance before `from`, each bill,
 * credit note, payment and TDS withheld up to `to` (default today) with the running balance, and
 * what of the closing balance is overdue. A cancelled bill shows with the credit note that
 * cancelled it.
 */
export async function statement(
  ctx: Ctx<"now">,
  clientId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Statement> {
  const [client] = await ctx.db
    .select({ id: clients.id, name: clients.name, address: clients.address, gstin: clients.gstin })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new AppError("CLIENT_NOT_FOUND");
  const today = todayInKolkata(ctx.now());
  const to = range.to ?? today;
  const from = range.from ?? null;
  const entries = await entriesUpTo(ctx, clientId, to);
  let balance = 0;
  const lines: Statement["lines"] = [];
  for (const e of entries) {
    balance += e.change;
    if (from !== null && e.date < from) continue;
    lines.push({
      date: e.date,
      document: e.document,
      number: e.number,
      debit: fromPaise(Math.max(0, e.change)),
      credit: fromPaise(Math.max(0, -e.change)),
      balance: fromPaise(balance),
    });
  }
  const opening = balance - lines.reduce((acc, l) => acc + toPaise(l.debit) - toPaise(l.credit), 0);
  const overdue = overdueOf(ageBalances(await openBillsOf(ctx, clientId), today));
  return {
    client,
    from,
    to,
    opening_balance: fromPaise(opening),
    lines,
    closing_balance: fromPaise(balance),
    overdue: fromPaise(overdue),
  };
}
