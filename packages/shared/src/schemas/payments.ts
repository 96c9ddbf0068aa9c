import { z } from "zod";
import { field, say } from "../messages/translate.js";
import { UPI_ID_PATTERN } from "../upi.js";
import { idSchema } from "./common.js";

/** A worker's UPI ID on the profile: blank or null removes it. */
export const upiIdSchema = z
  .string({ error: say("validation:{label} must be text", { label: field("UPI ID") }) })
  .trim()
  .max(320, say("validation:{label} must be at most {max} characters", { label: field("UPI ID"), max: 320 }))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UPI_ID_PATTERN.test(v), "Enter a UPI ID like name@bank");

/** An optional payment reference (a UPI transaction id, a receipt number). */
export const paymentReferenceSchema = z
  .string({ error: say("validation:{label} must be text", { label: field("Reference") }) })
  .trim()
  .max(
    100,
    say("validation:{label} must be at most {max} characters", { label: field("Reference"), max: 100 }),
  )
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
export { UPI_ID_PATTERN } from "../upi.js";
