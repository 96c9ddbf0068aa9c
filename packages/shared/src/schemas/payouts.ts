import { z } from "zod";
import { upiIdSchema } from "./payments.js";

/** An Indian bank branch code: four letters of the bank, a zero, six letters or digits (RBI). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A bank account number as Indian banks issue them: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * PUT /users/me/payout-details/: a worker's UPI ID and/or bank account (number twice, IFSC,
 * the name on the account). Blank fields remove what was there; a bank account is all four
 * fields or none; `keep_account` with the four blank keeps the saved one (a new UPI ID alone).
 */
export const payoutDetailsInputSchema = z
  .object({
    upi_id: upiIdSchema,
    account_number: optionalText,
    account_number_confirm: optionalText,
    ifsc: optionalText.transform((v) => (v ? v.toUpperCase() : null)),
    account_name: optionalText,
    /** With the four bank fields blank: keep the saved account (the screen never has its number). */
    keep_account: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const bank = [v.account_number, v.account_number_confirm, v.ifsc, v.account_name];
    if (bank.every((f) => f === null)) return;
    if (v.account_number === null || !ACCOUNT_NUMBER_PATTERN.test(v.account_number))
      ctx.addIssue({
        code: "custom",
        path: ["account_number"],
        message: "Enter the account number: 9 to 18 digits",
      });
    else if (v.account_number !== v.account_number_confirm)
      ctx.addIssue({
        code: "custom",
        path: ["account_number_confirm"],
        message: "The two account numbers are not the same",
      });
    if (v.ifsc === null || !IFSC_PATTERN.test(v.ifsc))
      ctx.addIssue({ code: "custom", path: ["ifsc"], message: "Enter the IFSC like SBIN0001234" });
    if (v.account_name === null || v.account_name.length < 3 || v.account_name.length > 100)
      ctx.addIssue({
        code: "custom",
        path: ["account_name"],
        message: "Enter the name on the account (3 to 100 letters)",
      });
  });
export type PayoutDetailsInput = z.input<typeof payoutDetailsInputSchema>;

/** What the worker sees of his own payout details (in full) and how others see them (masked). */
export const payoutDetailsSchema = z.object({
  upi_id: z.string().nullable(),
  upi_id_masked: z.string().nullable(),
  account_number_masked: z.string().nullable(),
  ifsc: z.string().nullable(),
  account_name: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

/** `ravi.kumar@okaxis` as `ra…@okaxis`: the handle says which app, the name stays hidden. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf("@");
  return `${upiId.slice(0, Math.min(2, at))}…${upiId.slice(at)}`;
}

/** An account number as `xxxx4321`: the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `xxxx${accountNumber.slice(-4)}`;
}

/** How a wage is paid in a batch. */
export const PAYOUT_METHODS = ["razorpayx", "bankfile", "cash"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * A batch line's state. `pending`: in a draft batch (or approved cash / bank-file lines not yet
 * settled); `queued` / `processing`: with the provider; `paid`, `failed`, `reversed` as the
 * provider said; `cancelled`: left out at approval (paid meanwhile, or zero).
 */
export const PAYOUT_ITEM_STATUSES = [
  "pending",
  "queued",
  "processing",
  "paid",
  "failed",
  "reversed",
  "cancelled",
] as const;
export type PayoutItemStatus = (typeof PAYOUT_ITEM_STATUSES)[number];

export const PAYOUT_BATCH_STATUSES = ["draft", "approved"] as const;

export const createPayoutBatchSchema = z.object({ work_id: z.coerce.number().int().positive() });

export const payoutItemSchema = z.object({
  id: z.number(),
  wage_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  amount: z.string(),
  method: z.enum(PAYOUT_METHODS),
  /** Where it goes, masked (`ra…@okaxis`, `xxxx4321`); null for cash. */
  destination: z.string().nullable(),
  status: z.enum(PAYOUT_ITEM_STATUSES),
  utr: z.string().nullable(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Cash: when it was marked handed over, and the worker's "Got it" or "Not received". */
  marked_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  disputed_at: z.string().nullable(),
});
export type PayoutItem = z.infer<typeof payoutItemSchema>;

/** POST /payouts/items/:id/confirm/: the worker got the cash, or did not. */
export const confirmPayoutSchema = z.object({ received: z.boolean() });

export const payoutBatchSchema = z.object({
  id: z.number(),
  work_id: z.number(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  total: z.string(),
  prepared_by: z.number().nullable(),
  approved_by: z.number().nullable(),
  approved_at: z.string().nullable(),
  items: z.array(payoutItemSchema),
  /** Wages of the work not in the batch, and why. */
  left_out: z.array(
    z.object({ wage_id: z.number(), user_name: z.string(), reason: z.enum(["paid", "zero", "in_payout"]) }),
  ),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/**
 * POST /payouts/batches/:id/bank-result/: what the bank said per transfer of the bulk file, by
 * its remarks (`wage-<id>`): paid with its UTR, or failed with the bank's reason. The admin's
 * screen reads the bank's own file into these rows (`readBankResultFile`, record 066).
 */
export const bankResultSchema = z.object({
  rows: z
    .array(
      z.object({
        remarks: z
          .string()
          .trim()
          .regex(/^wage-\d+$/, "Remarks must be the wage reference like wage-123"),
        status: z.enum(["paid", "failed"]),
        utr: z.string().trim().max(40).nullish(),
        reason: z.string().trim().max(200).nullish(),
        /** What the bank says it moved ("740.50"): when given it must be the line's amount to the paisa. */
        amount: z
          .string()
          .trim()
          .regex(/^\d{1,9}(\.\d{1,2})?$/, "Amount must be rupees like 740.50")
          .nullish(),
      }),
    )
    .min(1)
    .max(500),
});

/** GET /users/me/payouts/: the worker's own payout lines, newest first, with the work they pay for. */
const myPayoutSchema = payoutItemSchema
  .omit({ user_id: true, user_name: true })
  .extend({ work_id: z.number(), venue: z.string(), work_date: z.string() });
export const myPayoutsSchema = z.array(myPayoutSchema);
export type MyPayout = z.infer<typeof myPayoutSchema>;

/** GET /payouts/today/: money sent out today (Kolkata day; provider and bank-file lines) against the cap. */
export const payoutsTodaySchema = z.object({
  date: z.string(),
  total: z.string(),
  /** PAYOUTS_DAILY_CAP_RUPEES, or null when there is none. */
  cap: z.string().nullable(),
});
export type PayoutsToday = z.infer<typeof payoutsTodaySchema>;

/**
 * GET /payouts/attention/ (admins): the dashboard's money out. Cash the worker says did not
 * reach him (with the captain who marked it handed over), and the dues: wages of completed works
 * not yet paid nor in a payout, and what is on its way.
 */
export const payoutAttentionSchema = z.object({
  disputes: z.array(
    z.object({
      item_id: z.number(),
      work_id: z.number(),
      user_name: z.string(),
      amount: z.string(),
      venue: z.string(),
      work_date: z.string(),
      marked_by_name: z.string().nullable(),
      disputed_at: z.string(),
    }),
  ),
  due: z.object({
    unpaid_total: z.string(),
    unpaid_count: z.number(),
    on_the_way_total: z.string(),
    on_the_way_count: z.number(),
  }),
});
export type PayoutAttention = z.infer<typeof payoutAttentionSchema>;
