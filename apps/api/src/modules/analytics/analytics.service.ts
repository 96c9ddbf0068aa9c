import type {
  AnalyticsOverview,
  AnalyticsRecord,
  PaginatedAnalytics,
  PaymentMember,
  PaymentSummary,
  ProfitLossFilters,
  WorkStatus,
} from "@catercrew/shared";
import { workTypeOnWire } from "@catercrew/shared";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { getWorkOr404 } from "../works/works.service.js";
import {
  countProfitLoss,
  type ProfitLossRow,
  selectExpenses,
  selectOverview,
  selectProfitLoss,
  selectSummary,
  selectWageMembers,
  selectWorkProfitLoss,
  type WageMemberRow,
} from "./analytics.repository.js";

const isLoss = (value: string) => value.trim().startsWith("-");

/**
 * Profit or Loss from the figures so far (revenue minus the costs entered so far), and whether
 * they are final (the work is completed); before that our screens call them projected
 * (docs/decisions/013-spec-client-contract.md).
 */
function resultOf(workStatus: string, profitOrLoss: string) {
  return {
    status: isLoss(profitOrLoss) ? ("Loss" as const) : ("Profit" as const),
    is_final: workStatus === "completed",
  };
}

function toRecord(r: ProfitLossRow): AnalyticsRecord {
  return {
    id: r.id,
    Auditorium_name: r.auditorium_name,
    customer_name: r.customer_name,
    date: r.date,
    work_type: workTypeOnWire(r.work_type),
    work_status: r.work_status as WorkStatus,
    ...resultOf(r.work_status, r.profit_or_loss),
    payment_amount: r.payment_amount,
    total_wages_paid: r.wages,
    extra_expenses: r.expenses,
    profit_or_loss: r.profit_or_loss,
    running_cost: r.running_cost,
    revenue: r.revenue,
    revenue_basis: r.revenue_basis,
  };
}

/**
 * Profit or loss per work (docs/decisions/005-admin-works-and-analytics.md): payment_amount - (wages + extra expenses); completed works first (newest first), then the works not completed yet (soonest first).
 * Without `page` every matching work (a plain array); with `page` the paginated shape.
 */
export async function listProfitLoss(
  { db }: Ctx,
  filters: ProfitLossFilters,
): Promise<AnalyticsRecord[] | PaginatedAnalytics> {
  if (filters.page === undefined && filters.page_size === undefined) {
    return (await selectProfitLoss(db, filters)).map(toRecord);
  }
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? 24;
  const [list, total] = await Promise.all([
    selectProfitLoss(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countProfitLoss(db, filters),
  ]);
  return {
    results: list.map(toRecord),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
      total_items: total,
      page_size: pageSize,
    },
  };
}

/** One work's profit/loss record; 404 when the work does not exist. */
export async function workProfitLoss({ db }: Ctx, workId: number): Promise<AnalyticsRecord> {
  const row = await selectWorkProfitLoss(db, workId);
  if (!row) throw new AppError("WORK_NOT_FOUND");
  return toRecord(row);
}

const settled = (r: { works: number; upcoming_works: number }) => r.works > r.upcoming_works;

/**
 * Totals and chart series (per month, per work type) over the filtered works. Revenue, wages,
 * expenses and profit/loss count completed works only, so revenue - wages - expenses = P/L and an
 * upcoming work (no wages yet) is never profit; upcoming works are counted apart.
 */
export async function profitLossOverview(
  { db }: Ctx,
  filters: ProfitLossFilters,
): Promise<AnalyticsOverview> {
  const { totals, byMonth, byType } = await selectOverview(db, filters);
  const money = (r: { revenue: string; wages: string; expenses: string; profit_or_loss: string }) => ({
    revenue: r.revenue,
    wages: r.wages,
    expenses: r.expenses,
    profit_or_loss: r.profit_or_loss,
  });
  return {
    totals: totals
      ? {
          works: totals.works,
          profit_works: totals.profit_works,
          loss_works: totals.loss_works,
          upcoming_works: totals.upcoming_works,
          upcoming_revenue: totals.upcoming_revenue,
          ...money(totals),
        }
      : {
          works: 0,
          profit_works: 0,
          loss_works: 0,
          upcoming_works: 0,
          upcoming_revenue: "0.00",
          revenue: "0.00",
          wages: "0.00",
          expenses: "0.00",
          profit_or_loss: "0.00",
        },
    // The series show settled works only: a month or type with nothing completed has no bar.
    by_month: byMonth.filter(settled).map((r) => ({ month: r.key, works: r.works, ...money(r) })),
    by_work_type: byType
      .filter(settled)
      .map((r) => ({ work_type: workTypeOnWire(r.key), works: r.works, ...money(r) })),
  };
}

function toMember(r: WageMemberRow): PaymentMember {
  const { role_type: _role, paid_at, ...rest } = r;
  return { ...rest, paid_at: iso(paid_at) };
}

/**
 * Payment summary of a work: wages grouped as captains (subadmin),
 * boys (Team Members), head_boys, supervisors; extra expenses; total, paid and pending wages.
 */
export async function workPaymentSummary({ db }: Ctx, workId: number): Promise<PaymentSummary> {
  const work = await getWorkOr404({ db }, workId);
  const [members, expenses, summary] = await Promise.all([
    selectWageMembers(db, workId),
    selectExpenses(db, workId),
    selectSummary(db, workId),
  ]);
  if (!summary) throw new AppError("WORK_NOT_FOUND");
  const group = (...roles: string[]) => members.filter((r) => roles.includes(r.role_type)).map(toMember);
  return {
    work_id: work.id,
    work_title: work.auditoriumName,
    date: work.date,
    payment_amount: work.paymentAmount,
    captains: group("subadmin", "captain"),
    boys: group("boys"),
    head_boys: group("head_boy"),
    supervisors: group("supervisor"),
    extra_expense: expenses,
    summary: { ...summary, ...resultOf(work.status, summary.profit_or_loss) },
  };
}
