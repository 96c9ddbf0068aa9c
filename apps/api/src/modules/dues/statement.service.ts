import {
  ageBalances,
  fromPaise,
  overdueOf,
  type STATEMENT_DOCUMENTS,
  type Statement,
} from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { clientPayments, clients, invoices } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { todayInKolkata } from "../../lib/dates.js";
import { advancesOf, openBillsOf } from "../payments-in/balances.service.js";

type Document = (typeof STATEMENT_DOCUMENTS)[number];
interface Entry {
  date: string;
  document: Document;
  number: string;
  /** Paise, + what the client owes more (a bill), - what he paid or was credited. */
  change: number;
  /** Paise of a bill settled from his advance at issue. */
  fromAdvance: number;
}

const ORDER: Record<Document, number> = { invoice: 0, credit_note: 1, payment: 2, tds: 3 };

const fromAdvance = sql<string>`(select coalesce(sum(pa.amount), 0) from payment_allocations pa
  where pa.invoice_id = ${invoices.id} and pa.from_advance)`;

/**
 * The balance before `from`, summed by the database (the client's bills less his credit notes,
 * payments and TDS), so a statement of one month reads that month's rows only, however many
 * years of bills he has.
 */
async function balanceBefore(ctx: Ctx, clientId: number, from: string): Promise<number> {
  const [[docs], [paid]] = await Promise.all([
    ctx.db
      .select({
        sum: sql<string>`coalesce(sum(case when ${invoices.kind} = 'credit_note' then -${invoices.total} else ${invoices.total} end), 0)`,
      })
      .from(invoices)
      .where(
        and(eq(invoices.clientId, clientId), eq(invoices.status, "issued"), lt(invoices.invoiceDate, from)),
      ),
    ctx.db
      .select({ sum: sql<string>`coalesce(sum(${clientPayments.amount} + ${clientPayments.tdsAmount}), 0)` })
      .from(clientPayments)
      .where(and(eq(clientPayments.clientId, clientId), lt(clientPayments.receivedOn, from))),
  ]);
  return toPaise(docs?.sum ?? "0") - toPaise(paid?.sum ?? "0");
}

/** The documents from `from` (or the first) to `to`, in date order; both reads use the (client, date) indexes. */
async function entriesBetween(ctx: Ctx, clientId: number, from: string | null, to: string): Promise<Entry[]> {
  const [docs, payments] = await Promise.all([
    ctx.db
      .select({
        kind: invoices.kind,
        number: invoices.number,
        date: invoices.invoiceDate,
        total: invoices.total,
        fromAdvance,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.clientId, clientId),
          eq(invoices.status, "issued"),
          from === null ? undefined : gte(invoices.invoiceDate, from),
          lte(invoices.invoiceDate, to),
        ),
      )
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id)),
    ctx.db
      .select()
      .from(clientPayments)
      .where(
        and(
          eq(clientPayments.clientId, clientId),
          from === null ? undefined : gte(clientPayments.receivedOn, from),
          lte(clientPayments.receivedOn, to),
        ),
      )
      .orderBy(asc(clientPayments.receivedOn), asc(clientPayments.id)),
  ]);
  const entries: Entry[] = docs.map((d) => ({
    date: d.date ?? "",
    document: d.kind === "credit_note" ? "credit_note" : "invoice",
    number: d.number ?? "",
    change: (d.kind === "credit_note" ? -1 : 1) * toPaise(d.total),
    fromAdvance: d.kind === "credit_note" ? 0 : toPaise(d.fromAdvance),
  }));
  for (const p of payments) {
    const number = p.reference || `#${p.id}`;
    entries.push({
      date: p.receivedOn,
      document: "payment",
      number,
      change: -toPaise(p.amount),
      fromAdvance: 0,
    });
    if (toPaise(p.tdsAmount) > 0) {
      entries.push({
        date: p.receivedOn,
        document: "tds",
        number,
        change: -toPaise(p.tdsAmount),
        fromAdvance: 0,
      });
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
 * cancelled it; a bill the client's advance settled at issue says how much (record 071), and the
 * advance no bill has used yet is given.
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
  const [opening, entries, open, advances] = await Promise.all([
    from === null ? 0 : balanceBefore(ctx, clientId, from),
    entriesBetween(ctx, clientId, from, to),
    openBillsOf(ctx, clientId),
    advancesOf(ctx, clientId),
  ]);
  let balance = opening;
  const lines: Statement["lines"] = [];
  for (const e of entries) {
    balance += e.change;
    lines.push({
      date: e.date,
      document: e.document,
      number: e.number,
      debit: fromPaise(Math.max(0, e.change)),
      credit: fromPaise(Math.max(0, -e.change)),
      balance: fromPaise(balance),
      advance_applied: fromPaise(e.fromAdvance),
    });
  }
  return {
    client,
    from,
    to,
    opening_balance: fromPaise(opening),
    lines,
    closing_balance: fromPaise(balance),
    overdue: fromPaise(overdueOf(ageBalances(open, today))),
    advance: fromPaise(advances.get(clientId) ?? 0),
  };
}
