import { z } from "zod";
import { field, say } from "../messages/translate.js";
import { MONEY_PATTERN, toPaise } from "../money.js";
import { AGEING_BUCKETS } from "../receivables/ageing.js";
import { gstinSchema } from "./billing.js";
import { idSchema, isoDate, money, optionalMoney } from "./common.js";

/**
 * Money in from clients, what they owe and the accountant's files
 * (docs/decisions/057-payments-dues-exports.md). Amounts are decimal strings ("1234.50").
 */

export const PAYMENT_METHODS = ["upi", "bank_transfer", "cash", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const moneyString = z.string();

const paymentAllocationInputSchema = z.object({
  invoice_id: idSchema,
  amount: money("Amount").refine((v) => v !== "0.00", "Amount must be more than 0"),
});

/** POST /api/clients/:id/payments/: the money received, the TDS withheld, how and when. */
export const paymentInputSchema = z
  .object({
    amount: money("Amount").refine((v) => v !== "0.00", "Amount must be more than 0"),
    tds_amount: optionalMoney("TDS").optional().default("0.00"),
    method: z.enum(PAYMENT_METHODS, { error: "Choose how it was paid" }),
    reference: z
      .string()
      .trim()
      .max(
        60,
        say("validation:{label} must be at most {max} characters", { label: field("Reference"), max: 60 }),
      )
      .nullish()
      .transform((v) => v ?? ""),
    received_on: isoDate,
    /** The admin's own split; left out, the oldest bills are settled first. */
    allocations: z.array(paymentAllocationInputSchema).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    // Each amount was checked on its own; a malformed one has its message already.
    const paise = (value: string) => (MONEY_PATTERN.test(value) ? toPaise(value) : null);
    const tds = paise(v.tds_amount);
    const amount = paise(v.amount);
    if (tds !== null && amount !== null && tds > amount) {
      ctx.addIssue({
        code: "custom",
        path: ["tds_amount"],
        message: "TDS cannot be more than the amount received",
      });
    }
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  received_on: z.string(),
  amount: moneyString,
  tds_amount: moneyString,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** What was left after the bills: the client's advance. */
  advance: moneyString,
  allocations: z.array(
    z.object({ invoice_id: z.number(), number: z.string().nullable(), amount: moneyString }),
  ),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

const ageingSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, moneyString])) as Record<
    (typeof AGEING_BUCKETS)[number],
    typeof moneyString
  >,
);

const clientDuesSchema = z.object({
  client_id: z.number(),
  name: z.string(),
  mobile: z.string().nullable(),
  /** Open bills less the advance. */
  balance: moneyString,
  overdue: moneyString,
  advance: moneyString,
  ageing: ageingSchema,
  open_invoices: z.number(),
  oldest_due_date: z.string().nullable(),
});
export type ClientDues = z.infer<typeof clientDuesSchema>;

/** GET /api/billing/dues/: every client who owes or holds an advance, the worst first. */
export const duesSchema = z.object({
  as_of: z.string(),
  totals: z.object({
    balance: moneyString,
    overdue: moneyString,
    advance: moneyString,
    ageing: ageingSchema,
  }),
  clients: z.array(clientDuesSchema),
});
export type Dues = z.infer<typeof duesSchema>;

export const STATEMENT_DOCUMENTS = ["invoice", "credit_note", "payment", "tds"] as const;

const statementLineSchema = z.object({
  date: z.string(),
  document: z.enum(STATEMENT_DOCUMENTS),
  number: z.string(),
  debit: moneyString,
  credit: moneyString,
  balance: moneyString,
  /** On a bill: what the client's advance settled when it was issued (shown, not a new credit). */
  advance_applied: moneyString,
});

/** GET /api/clients/:id/statement/?from=&to=: opening balance, each document, closing balance. */
export const statementSchema = z.object({
  client: z.object({
    id: z.number(),
    name: z.string(),
    address: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  from: z.string().nullable(),
  to: z.string(),
  opening_balance: moneyString,
  lines: z.array(statementLineSchema),
  closing_balance: moneyString,
  overdue: moneyString,
  /** What the client has paid ahead that no bill has used yet (his next bills take it). */
  advance: moneyString,
});
export type Statement = z.infer<typeof statementSchema>;

export const statementQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

const rangeFields = { from: isoDate, to: isoDate };
const inOrder = (v: { from: string; to: string }) => v.from <= v.to;
const atMostAYear = (v: { from: string; to: string }) =>
  Date.parse(v.to) - Date.parse(v.from) <= 400 * 86_400_000;

/** The accountant's files: a date range of at most a little over a year. */
export const exportRangeQuery = z
  .object(rangeFields)
  .refine(inOrder, { message: "The end date must be on or after the start date", path: ["to"] })
  .refine(atMostAYear, { message: "Choose at most a year", path: ["to"] });

/**
 * GET /api/billing/exports/gstr1/: the range, and which of the agency's GSTINs to file for when its
 * bills of the range were issued under more than one (record 071).
 */
export const gstr1Query = z
  .object({ ...rangeFields, gstin: gstinSchema.optional() })
  .refine(inOrder, { message: "The end date must be on or after the start date", path: ["to"] })
  .refine(atMostAYear, { message: "Choose at most a year", path: ["to"] });

const monthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM");

/** GET /api/billing/months/?from=YYYY-MM&to=YYYY-MM (at most 24 months). */
export const moneyMonthsQuery = z.object({ from: monthKey, to: monthKey }).refine((v) => v.from <= v.to, {
  path: ["to"],
  message: "The end date must be on or after the start date",
});

/**
 * A month's money: invoiced (issued bills' taxable value less credit notes, by document date),
 * collected (payments and TDS, by the day received), the wages and expenses of its completed
 * works, and the margin = invoiced - wages - expenses.
 */
const moneyMonthSchema = z.object({
  month: z.string(),
  invoiced: moneyString,
  collected: moneyString,
  wages: moneyString,
  expenses: moneyString,
  margin: moneyString,
});
export const moneyMonthsSchema = z.object({
  months: z.array(moneyMonthSchema),
  totals: moneyMonthSchema.omit({ month: true }),
});
export type MoneyMonths = z.infer<typeof moneyMonthsSchema>;
