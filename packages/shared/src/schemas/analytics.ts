import { z } from "zod";
import { PAYMENT_STATUSES, WORK_STATUSES } from "../enums.js";
import { isoDate } from "./common.js";
import { occasionSchema, workTypeSchema } from "./works.js";

const PROFIT_LOSS_STATUSES = ["Profit", "Loss"] as const;

/** Filters of the profit/loss list and overview. */
export const profitLossQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  work_type: workTypeSchema.optional(),
  /** What the event was (record 069): "wedding", "birthday", ...; blank: any. */
  occasion: occasionSchema.optional(),
  result: z.enum(["profit", "loss"], { error: "result must be profit or loss" }).optional(),
  search: z.string().trim().max(100, "Search is too long").optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type ProfitLossFilters = z.output<typeof profitLossQuery>;
export type ProfitLossQuery = z.input<typeof profitLossQuery>;

/** One work's profit or loss (the analytics work record, money as decimal strings). */
export const analyticsRecordSchema = z.object({
  id: z.number(),
  Auditorium_name: z.string(),
  customer_name: z.string(),
  date: z.string(),
  work_type: z.string(),
  work_status: z.enum(WORK_STATUSES),
  /** Profit or Loss from the figures so far (revenue minus the costs entered so far). */
  status: z.enum(PROFIT_LOSS_STATUSES),
  /** False until the work is completed: the figures are then a projection. */
  is_final: z.boolean(),
  payment_amount: z.string(),
  total_wages_paid: z.string(),
  extra_expenses: z.string(),
  profit_or_loss: z.string(),
  /** Wages plus extra expenses so far. */
  running_cost: z.string(),
  /**
   * The work's revenue: its issued bills' taxable value net of their credit notes when it has any
   * ("invoiced"), else the agreed payment_amount ("projected"); record 057.
   */
  revenue: z.string(),
  revenue_basis: z.enum(["invoiced", "projected"]),
});
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

/** The money a captain does not see when the admin turned "captains see revenue and profit" off. */
const SUBADMIN_HIDDEN = {
  status: true,
  payment_amount: true,
  profit_or_loss: true,
  revenue: true,
  revenue_basis: true,
} as const;

/** A captain's analytics record: without revenue and profit when the admin said so (record 057). */
export const subadminAnalyticsRecordSchema = analyticsRecordSchema.partial(SUBADMIN_HIDDEN);
export type SubadminAnalyticsRecord = z.infer<typeof subadminAnalyticsRecordSchema>;

/** Whether captains see revenue and profit/loss in their analytics (on by default). */
export const analyticsSettingsSchema = z.object({ captains_see_revenue: z.boolean() });
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const paginatedAnalyticsSchema = z.object({
  results: z.array(analyticsRecordSchema),
  pagination: z.object({
    current_page: z.number(),
    total_pages: z.number(),
    total_items: z.number(),
    page_size: z.number(),
  }),
});
export type PaginatedAnalytics = z.infer<typeof paginatedAnalyticsSchema>;
export const analyticsListResponse = z.union([z.array(analyticsRecordSchema), paginatedAnalyticsSchema]);

const moneyTotals = {
  revenue: z.string(),
  wages: z.string(),
  expenses: z.string(),
  profit_or_loss: z.string(),
};
/**
 * Totals and chart series over the filtered works. The money figures count completed works only
 * (revenue - wages - expenses = profit_or_loss); works not completed yet are counted apart.
 */
export const analyticsOverviewSchema = z.object({
  totals: z.object({
    works: z.number(),
    profit_works: z.number(),
    loss_works: z.number(),
    upcoming_works: z.number(),
    upcoming_revenue: z.string(),
    ...moneyTotals,
  }),
  by_month: z.array(z.object({ month: z.string(), works: z.number(), ...moneyTotals })),
  by_work_type: z.array(z.object({ work_type: z.string(), works: z.number(), ...moneyTotals })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

const paymentMemberSchema = z.object({
  user: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  total_wage: z.string(),
  base_fare: z.string(),
  travel_allowance: z.string(),
  over_time: z.string(),
  long_fare: z.string(),
  bonus: z.string(),
  rating_amount: z.string(),
  extra_loading: z.string(),
  extra_setting: z.string(),
  /** The worker's UPI ID, when the wage was paid and the reference. */
  upi_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment_reference: z.string().nullable(),
});
export type PaymentMember = z.infer<typeof paymentMemberSchema>;

/** Work payment detail with its summary rule (total, paid, pending = total - paid). */
export const paymentSummarySchema = z.object({
  work_id: z.number(),
  work_title: z.string(),
  date: z.string(),
  payment_amount: z.string(),
  captains: z.array(paymentMemberSchema),
  boys: z.array(paymentMemberSchema),
  head_boys: z.array(paymentMemberSchema),
  supervisors: z.array(paymentMemberSchema),
  extra_expense: z.array(
    z.object({
      id: z.number(),
      expense_type: z.string(),
      amount: z.string(),
      description: z.string().nullable(),
    }),
  ),
  summary: z.object({
    total: z.string(),
    paid: z.string(),
    pending: z.string(),
    extra_expenses: z.string(),
    grand_total: z.string(),
    profit_or_loss: z.string(),
    status: z.enum(PROFIT_LOSS_STATUSES),
    is_final: z.boolean(),
  }),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** A captain's payment summary: without the agreed price and profit when the admin said so. */
export const subadminPaymentSummarySchema = paymentSummarySchema.extend({
  payment_amount: z.string().optional(),
  summary: paymentSummarySchema.shape.summary.partial({ profit_or_loss: true, status: true }),
});
export type SubadminPaymentSummary = z.infer<typeof subadminPaymentSummarySchema>;
