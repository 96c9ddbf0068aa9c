import { z } from "zod";
import { idSchema, money, optionalText, requiredText } from "./common.js";

/** POST /sub_admin/extra-expenses/ (one call per draft expense). */
export const extraExpenseInputSchema = z.object({
  catering_work: idSchema,
  expense_type: requiredText("Expense type", 100),
  amount: money("Amount").refine((v) => v !== "0.00", "Amount must be more than 0"),
  description: optionalText("Description", 1000),
});
export type ExtraExpenseInput = z.input<typeof extraExpenseInputSchema>;

export const extraExpenseSchema = z.object({
  id: z.number(),
  catering_work: z.number(),
  expense_type: z.string(),
  amount: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type ExtraExpense = z.infer<typeof extraExpenseSchema>;

export const extraExpenseResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  expense: extraExpenseSchema,
});

/**
 * GET /sub_admin/wages/total-paid/boys/{workId}/: wage sums per group (captains, boys, head_boys,
 * supervisors), the work's extra expenses, and the totals (exact decimal strings).
 */
export const totalWagesSchema = z.object({
  work: z.number(),
  total_paid_wages: z.record(z.string(), z.string()),
  extra_expenses: z.array(extraExpenseSchema),
  wages_total: z.string(),
  paid_total: z.string(),
  pending_total: z.string(),
  extra_expenses_total: z.string(),
  total_amount: z.string(),
});
export type TotalWages = z.infer<typeof totalWagesSchema>;
