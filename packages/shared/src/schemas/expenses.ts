import { z } from "zod";
import { field, say } from "../messages/translate.js";
import { idSchema, money, optionalText, requiredText } from "./common.js";

/** The most one expense row may be (rupees): ten lakh. Sums are unbounded numeric in SQL. */
const MAX_EXPENSE_AMOUNT = 1_000_000;

const expenseAmount = money("Amount")
  .refine((v) => v !== "0.00", "Amount must be more than 0")
  .refine(
    (v) => BigInt(v.split(".")[0] ?? "0") < BigInt(MAX_EXPENSE_AMOUNT) || v === `${MAX_EXPENSE_AMOUNT}.00`,
    say("validation:{label} can be at most {max}", {
      label: field("Amount"),
      max: MAX_EXPENSE_AMOUNT.toLocaleString("en-IN"),
    }),
  );

/** POST /sub_admin/extra-expenses/ (one call per draft expense). */
export const extraExpenseInputSchema = z.object({
  catering_work: idSchema,
  expense_type: requiredText("Expense type", 100),
  amount: expenseAmount,
  description: optionalText("Description", 1000),
});

/** PATCH /sub_admin/extra-expenses/{id}/: a correction; fields left out keep their value. */
export const extraExpensePatchSchema = z.object({
  expense_type: requiredText("Expense type", 100).optional(),
  amount: expenseAmount.optional(),
  // Left out: kept; null or "": cleared.
  description: z
    .string({ error: say("validation:{label} must be text", { label: field("Description") }) })
    .trim()
    .max(
      1000,
      say("validation:{label} must be at most {max} characters", { label: field("Description"), max: 1000 }),
    )
    .nullable()
    .optional(),
});
export type ExtraExpensePatch = z.input<typeof extraExpensePatchSchema>;
export type ExtraExpenseInput = z.input<typeof extraExpenseInputSchema>;

const extraExpenseSchema = z.object({
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

export const extraExpenseDeleteResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
