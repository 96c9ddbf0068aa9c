import { z } from "zod";
import { fromPaise, toPaise } from "../money.js";
import { idSchema } from "./common.js";

/**
 * A UPI ID (virtual payment address) as NPCI writes them: `name@handle`, the name of letters,
 * digits, dots, dashes and underscores, the handle (the bank or app) of letters and digits.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** A worker's UPI ID on the profile: blank or null removes it. */
export const upiIdSchema = z
  .string({ error: "UPI ID must be text" })
  .trim()
  .max(320, "UPI ID must be at most 320 characters")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UPI_ID_PATTERN.test(v), "Enter a UPI ID like name@bank");

/** An optional payment reference (a UPI transaction id, a receipt number). */
export const paymentReferenceSchema = z
  .string({ error: "Reference must be text" })
  .trim()
  .max(100, "Reference must be at most 100 characters")
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /sub_admin/wages/mark-paid/: the wage of `user` on `work` is paid, with an optional reference. */
export const markPaidSchema = z.object({ user: idSchema, work: idSchema, reference: paymentReferenceSchema });
export type MarkPaidInput = z.input<typeof markPaidSchema>;

/** `?month=YYYY-MM` of the monthly statement. */
export const monthQuerySchema = z.object({
  month: z
    .string({ error: "Month is required as YYYY-MM" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM"),
  lang: z.enum(["en", "ml"]).optional(),
});

/** `?lang=` of the payslip page: the language wins over Accept-Language and the stored one. */
export const payslipQuerySchema = z.object({ lang: z.enum(["en", "ml"]).optional() });

export interface UpiPayment {
  /** The payee's UPI ID. */
  upiId: string;
  /** The payee's name as the UPI app shows it. */
  name: string;
  /** An exact decimal amount ("1234.5" or "1234.50"). */
  amount: string;
  /** The transaction note. */
  note: string;
}

/**
 * The `upi://pay` link that opens the phone's UPI app with the payee, amount (two decimals, in
 * INR) and note filled in. Every value is percent-encoded (spaces as %20, `&` and `@` escaped).
 */
export function buildUpiLink(p: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", p.upiId],
    ["pn", p.name],
    ["am", fromPaise(toPaise(p.amount))],
    ["cu", "INR"],
    ["tn", p.note.slice(0, 80)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
