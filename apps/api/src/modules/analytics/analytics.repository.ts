import { isMeal, type ProfitLossFilters } from "@catercrew/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.js";

const rows = queryRows;

// Per-work sums by index lookups (wages_work_user_key, extra_expenses_work_idx); money stays numeric.
const WAGES = sql`(select coalesce(sum(g.total_wage), 0) from wages g where g.work_id = w.id)`;
const EXPENSES = sql`(select coalesce(sum(e.amount), 0) from extra_expenses e where e.work_id = w.id)`;
/**
 * A work's billed revenue: its issued (or since cancelled) bills' taxable value less their issued
 * credit notes; null when it has no bill, and the agreed payment_amount stands in as projected
 * (docs/decisions/057-payments-dues-exports.md).
 */
const BILLED = sql`(select sum(b.v) from (
    select i.taxable_value as v from invoices i
      where i.work_id = w.id and i.kind = 'invoice' and i.status <> 'draft'
    union all
    select -c.taxable_value from invoices c join invoices i on i.id = c.credit_note_of
      where i.work_id = w.id and i.kind = 'invoice' and c.kind = 'credit_note' and c.status = 'issued'
  ) b)`;
const REVENUE = sql`coalesce(${BILLED}, w.payment_amount)`;
// Unbounded numeric: no number of valid rows can overflow a sum (docs/decisions/029-money-and-work-rules.md).
const m = (expr: SQL) => sql`round((${expr})::numeric, 2)::text`;

function escapeLike(v: string): string {
  return `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions on `w` of every work in analytics: not cancelled, within the filters' dates, type, occasion and search. */
function filterParts(f: ProfitLossFilters): SQL[] {
  const parts: SQL[] = [sql`w.status <> 'cancelled'`];
  if (f.from) parts.push(sql`w.date >= ${f.from}::date`);
  if (f.to) parts.push(sql`w.date <= ${f.to}::date`);
  // A meal filters the meal; an occasion (older clients sent it as the type) the occasion (record 069).
  if (f.work_type)
    parts.push(isMeal(f.work_type) ? sql`w.work_type = ${f.work_type}` : sql`w.occasion = ${f.work_type}`);
  if (f.occasion) parts.push(sql`w.occasion = ${f.occasion}`);
  if (f.search) {
    const like = escapeLike(f.search);
    parts.push(
      sql`(w.customer_name ilike ${like} or w.work_type ilike ${like} or w.occasion ilike ${like} or w.auditorium_name ilike ${like})`,
    );
  }
  return parts;
}

/** Works in analytics: every work but cancelled ones, narrowed by the filters. */
function whereSql(f: ProfitLossFilters, opts: { withResult: boolean }): SQL {
  const parts = filterParts(f);
  if (opts.withResult && f.result) {
    const pl = sql`(${REVENUE} - ${WAGES} - ${EXPENSES})`;
    parts.push(sql`w.status = 'completed'`, f.result === "profit" ? sql`${pl} >= 0` : sql`${pl} < 0`);
  }
  return sql.join(parts, sql` and `);
}

export interface ProfitLossRow {
  id: number;
  auditorium_name: string;
  customer_name: string;
  date: string;
  work_type: string;
  work_status: string;
  payment_amount: string;
  wages: string;
  expenses: string;
  profit_or_loss: string;
  running_cost: string;
  revenue: string;
  revenue_basis: "invoiced" | "projected";
}

const RECORD_COLUMNS = sql`w.id, w.auditorium_name, w.customer_name, w.date::text as date, w.work_type,
  w.status as work_status, w.payment_amount::text as payment_amount,
  ${m(WAGES)} as wages, ${m(EXPENSES)} as expenses,
  ${m(sql`${REVENUE} - ${WAGES} - ${EXPENSES}`)} as profit_or_loss,
  ${m(sql`${WAGES} + ${EXPENSES}`)} as running_cost,
  ${m(REVENUE)} as revenue,
  case when ${BILLED} is null then 'projected' else 'invoiced' end as revenue_basis`;

/**
 * Completed works first, newest first (their figures are final), then the works not completed yet,
 * soonest first (their figures are projected).
 */
const LIST_ORDER = sql`(w.status <> 'completed'), case when w.status = 'completed' then w.date end desc,
  w.date, w.id desc`;

/** Completed works first (LIST_ORDER); sums per work in SQL, computed only for the rows of the page. */
export function selectProfitLoss(
  db: DbOrTx,
  f: ProfitLossFilters,
  page?: { limit: number; offset: number },
): Promise<ProfitLossRow[]> {
  const paging = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return rows<ProfitLossRow>(
    db,
    sql`select ${RECORD_COLUMNS} from works w
        join (select w.id from works w where ${whereSql(f, { withResult: true })}
              order by ${LIST_ORDER}${paging}) p on p.id = w.id
        order by ${LIST_ORDER}`,
  );
}

export async function countProfitLoss(db: DbOrTx, f: ProfitLossFilters): Promise<number> {
  if (!f.from && !f.to && !f.work_type && !f.occasion && !f.search && !f.result) {
    // Unfiltered: the count a trigger keeps (migration 0018), not a scan of every work.
    const [kept] = await rows<{ n: number }>(db, sql`select analytics_works as n from work_counts where id`);
    if (kept) return kept.n;
  }
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from works w where ${whereSql(f, { withResult: true })}`,
  );
  return row?.n ?? 0;
}

export async function selectWorkProfitLoss(db: DbOrTx, workId: number): Promise<ProfitLossRow | undefined> {
  const [row] = await rows<ProfitLossRow>(
    db,
    sql`select ${RECORD_COLUMNS} from works w where w.id = ${workId}`,
  );
  return row;
}

interface SeriesRow {
  key: string;
  works: number;
  revenue: string;
  wages: string;
  expenses: string;
  profit_or_loss: string;
  profit_works: number;
  loss_works: number;
  /** Works not completed yet: their money is not profit or loss (docs/decisions/029-money-and-work-rules.md). */
  upcoming_works: number;
  upcoming_revenue: string;
}

/**
 * Totals, per month and per work type over the filtered works: per-work sums by grouped joins,
 * money of completed works only (an upcoming work has no profit yet; docs/decisions/029-money-and-work-rules.md),
 * then one aggregate pass with grouping sets.
 */
export async function selectOverview(
  db: DbOrTx,
  f: ProfitLossFilters,
): Promise<{ totals: SeriesRow | undefined; byMonth: SeriesRow[]; byType: SeriesRow[] }> {
  const parts = filterParts(f);
  const pl = sql`(payment_amount - wages - expenses)`;
  if (f.result) {
    parts.push(sql`w.status = 'completed'`, f.result === "profit" ? sql`${pl} >= 0` : sql`${pl} < 0`);
  }
  const list = await rows<SeriesRow & { kind: string }>(
    db,
    sql`with wg as (select work_id, sum(total_wage) as s from wages group by work_id),
        ex as (select work_id, sum(amount) as s from extra_expenses group by work_id),
        per_work as (
          select w.date, w.work_type, w.occasion, w.status, w.customer_name, w.auditorium_name,
                 ${REVENUE} as payment_amount,
                 coalesce(wg.s, 0) as wages, coalesce(ex.s, 0) as expenses
          from works w left join wg on wg.work_id = w.id left join ex on ex.work_id = w.id
        )
        select case when grouping(to_char(w.date, 'YYYY-MM')) = 0 then 'month'
                    when grouping(w.work_type) = 0 then 'type' else 'all' end as kind,
          coalesce(to_char(w.date, 'YYYY-MM'), w.work_type, 'all') as key,
          count(*)::int as works,
          ${m(sql`coalesce(sum(payment_amount) filter (where w.status = 'completed'), 0)`)} as revenue,
          ${m(sql`coalesce(sum(wages) filter (where w.status = 'completed'), 0)`)} as wages,
          ${m(sql`coalesce(sum(expenses) filter (where w.status = 'completed'), 0)`)} as expenses,
          ${m(sql`coalesce(sum(${pl}) filter (where w.status = 'completed'), 0)`)} as profit_or_loss,
          (count(*) filter (where w.status = 'completed' and ${pl} >= 0))::int as profit_works,
          (count(*) filter (where w.status = 'completed' and ${pl} < 0))::int as loss_works,
          (count(*) filter (where w.status <> 'completed'))::int as upcoming_works,
          ${m(sql`coalesce(sum(payment_amount) filter (where w.status <> 'completed'), 0)`)} as upcoming_revenue
        from per_work w
        where ${sql.join(parts, sql` and `)}
        group by grouping sets ((), (to_char(w.date, 'YYYY-MM')), (w.work_type))
        order by 1, 2`,
  );
  return {
    totals: list.find((r) => r.kind === "all"),
    byMonth: list.filter((r) => r.kind === "month"),
    byType: list.filter((r) => r.kind === "type"),
  };
}

export interface WageMemberRow {
  role_type: string;
  user: number;
  user_id: string;
  user_name: string;
  payment_status: "paid" | "not_paid";
  total_wage: string;
  base_fare: string;
  travel_allowance: string;
  over_time: string;
  long_fare: string;
  bonus: string;
  rating_amount: string;
  extra_loading: string;
  extra_setting: string;
  upi_id: string | null;
  paid_at: string | Date | null;
  payment_reference: string | null;
}

export function selectWageMembers(db: DbOrTx, workId: number): Promise<WageMemberRow[]> {
  return rows<WageMemberRow>(
    db,
    sql`select g.role_type, u.id as "user", u.user_id, u.user_name, g.payment_status,
          g.total_wage::text as total_wage, g.base_fare::text as base_fare,
          g.travel_allowance::text as travel_allowance, g.over_time::text as over_time,
          g.long_fare::text as long_fare, g.bonus::text as bonus, g.rating_amount::text as rating_amount,
          g.extra_loading::text as extra_loading, g.extra_setting::text as extra_setting,
          u.upi_id, g.paid_at, g.payment_reference
        from wages g join users u on u.id = g.user_id
        where g.work_id = ${workId}
        order by lower(u.user_name), u.id`,
  );
}

export function selectExpenses(
  db: DbOrTx,
  workId: number,
): Promise<{ id: number; expense_type: string; amount: string; description: string | null }[]> {
  return rows(
    db,
    sql`select id, expense_type, amount::text as amount, description
        from extra_expenses where work_id = ${workId} order by created_at, id`,
  );
}

interface SummaryRow {
  total: string;
  paid: string;
  pending: string;
  extra_expenses: string;
  grand_total: string;
  profit_or_loss: string;
}

/** The summary rule: total, paid, pending = total - paid; plus expenses. */
export async function selectSummary(db: DbOrTx, workId: number): Promise<SummaryRow | undefined> {
  const [row] = await rows<SummaryRow>(
    db,
    sql`with s as (
          select coalesce(sum(g.total_wage), 0) as total,
                 coalesce(sum(g.total_wage) filter (where g.payment_status = 'paid'), 0) as paid
          from wages g where g.work_id = ${workId}
        ), e as (
          select coalesce(sum(amount), 0) as expenses from extra_expenses where work_id = ${workId}
        )
        select ${m(sql`s.total`)} as total, ${m(sql`s.paid`)} as paid, ${m(sql`s.total - s.paid`)} as pending,
               ${m(sql`e.expenses`)} as extra_expenses, ${m(sql`s.total + e.expenses`)} as grand_total,
               ${m(sql`${REVENUE} - s.total - e.expenses`)} as profit_or_loss
        from works w, s, e where w.id = ${workId}`,
  );
  return row;
}
