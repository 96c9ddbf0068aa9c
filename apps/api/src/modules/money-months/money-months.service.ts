import { fromPaise, type MoneyMonths } from "@catercrew/shared";
import { toPaise } from "@catercrew/shared/money";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";

interface MonthRow {
  month: string;
  amount: string;
}

/** The months from `from` to `to` (YYYY-MM), at most 24. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  while (out.length < 24) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    if (key > to) break;
    out.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * GET /billing/months/ (admins): per month, invoiced, collected, wages, expenses and margin
 * (docs/decisions/057-payments-dues-exports.md). Four grouped sums over the range, by index.
 */
export async function moneyMonths(ctx: Ctx, range: { from: string; to: string }): Promise<MoneyMonths> {
  const months = monthsBetween(range.from, range.to);
  const start = `${months[0] ?? range.from}-01`;
  const end = lastDay(months.at(-1) ?? range.to);
  const [invoiced, collected, wages, expenses] = await Promise.all([
    queryRows<MonthRow>(
      ctx.db,
      sql`select to_char(invoice_date, 'YYYY-MM') as month,
            sum(case when kind = 'credit_note' then -taxable_value else taxable_value end)::text as amount
          from invoices where status <> 'draft' and (kind = 'credit_note' and status = 'issued' or kind = 'invoice')
            and invoice_date between ${start}::date and ${end}::date
          group by 1`,
    ),
    queryRows<MonthRow>(
      ctx.db,
      sql`select to_char(received_on, 'YYYY-MM') as month, sum(amount + tds_amount)::text as amount
          from client_payments where received_on between ${start}::date and ${end}::date group by 1`,
    ),
    queryRows<MonthRow>(
      ctx.db,
      sql`select to_char(w.date, 'YYYY-MM') as month, sum(g.total_wage)::text as amount
          from works w join wages g on g.work_id = w.id
          where w.status = 'completed' and w.date between ${start}::date and ${end}::date group by 1`,
    ),
    queryRows<MonthRow>(
      ctx.db,
      sql`select to_char(w.date, 'YYYY-MM') as month, sum(e.amount)::text as amount
          from works w join extra_expenses e on e.work_id = w.id
          where w.status = 'completed' and w.date between ${start}::date and ${end}::date group by 1`,
    ),
  ]);
  const byMonth = (rows: MonthRow[]) => new Map(rows.map((r) => [r.month, toPaise(r.amount)]));
  const maps = [byMonth(invoiced), byMonth(collected), byMonth(wages), byMonth(expenses)] as const;
  const sums = { invoiced: 0, collected: 0, wages: 0, expenses: 0 };
  const rows = months.map((month) => {
    const [inv, col, wag, exp] = maps.map((m) => m.get(month) ?? 0) as [number, number, number, number];
    sums.invoiced += inv;
    sums.collected += col;
    sums.wages += wag;
    sums.expenses += exp;
    return {
      month,
      invoiced: fromPaise(inv),
      collected: fromPaise(col),
      wages: fromPaise(wag),
      expenses: fromPaise(exp),
      margin: fromPaise(inv - wag - exp),
    };
  });
  return {
    months: rows,
    totals: {
      invoiced: fromPaise(sums.invoiced),
      collected: fromPaise(sums.collected),
      wages: fromPaise(sums.wages),
      expenses: fromPaise(sums.expenses),
      margin: fromPaise(sums.invoiced - sums.wages - sums.expenses),
    },
  };
}
