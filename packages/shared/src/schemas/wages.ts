import { z } from "zod";
import { PAYMENT_STATUSES } from "../enums.js";
import type { FieldLabel } from "../messages/translate.js";
import { idSchema, optionalMoney } from "./common.js";
import { paymentReferenceSchema } from "./payments.js";
import { ratingSchema } from "./ratings.js";

const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: "Payment status must be paid or not_paid",
});

/** An amount that may be left out, blank or null: all mean "0.00". */
const amount = (label: FieldLabel) =>
  optionalMoney(label)
    .optional()
    .transform((v) => v ?? "0.00");

/** The amounts a sub-admin types on the wage sheet (decimals; empty means 0). */
const wageAmountFields = {
  travel_allowance: amount("Travel allowance"),
  over_time: amount("Over time"),
  long_fare: amount("Long fare"),
  bonus: amount("Bonus"),
  payment_status: paymentStatusSchema.default("not_paid"),
  /** The payer's reference when paid (a UPI transaction id); kept while paid when left out. */
  payment_reference: paymentReferenceSchema.optional(),
};

/** The wage sheet's form (the same rules as the API). */
export const wageFormSchema = z.object(wageAmountFields);
export type WageFormInput = z.input<typeof wageFormSchema>;

/**
 * PATCH /sub_admin/boy-wage/edit/ and POST /sub_admin/submit-subadmin-wage/: user, work and the
 * typed amounts. Base fare, rating amount, extras and total are computed by the server.
 */
export const wageInputSchema = z.object({ user: idSchema, work: idSchema, ...wageAmountFields });
export type WageRequestInput = z.input<typeof wageInputSchema>;

/** PATCH /sub_admin/subadmin-wage/edit/: the wage by id; missing amounts keep their value. */
export const wageEditSchema = z.object({
  wage_id: idSchema,
  travel_allowance: optionalMoney("Travel allowance").optional(),
  over_time: optionalMoney("Over time").optional(),
  long_fare: optionalMoney("Long fare").optional(),
  bonus: optionalMoney("Bonus").optional(),
  payment_status: paymentStatusSchema.optional(),
  payment_reference: paymentReferenceSchema.optional(),
});
export type WageEditInput = z.input<typeof wageEditSchema>;

export const wageSchema = z.object({
  id: z.number(),
  user: z.number(),
  work: z.number(),
  user_name: z.string(),
  role_type: z.string(),
  base_fare: z.string(),
  rating_amount: z.string(),
  travel_allowance: z.string(),
  over_time: z.string(),
  long_fare: z.string(),
  bonus: z.string(),
  extra_loading: z.string(),
  extra_setting: z.string(),
  total_wage: z.string(),
  payment_status: paymentStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** When the wage was marked paid, and the payer's reference. */
  paid_at: z.string().nullable(),
  payment_reference: z.string().nullable(),
});
export type Wage = z.infer<typeof wageSchema>;

export const wageResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  wage: wageSchema,
});
export type WageResponse = z.infer<typeof wageResponseSchema>;

/** GET /sub_admin/fares/: the fare table and the rating amount per good mark, for the wage sheet. */
export const staffFaresResponseSchema = z.object({
  fares: z.array(z.object({ id: z.number(), fare_type: z.string(), amount: z.string() })),
  rating_amount_per_mark: z.string(),
});
export type StaffFaresResponse = z.infer<typeof staffFaresResponseSchema>;

/** GET /sub_admin/work/{workId}/ratings-wages/: every rating and wage of one work (by user). */
export const workRatingsWagesSchema = z.object({
  work: z.number(),
  ratings: z.array(ratingSchema),
  wages: z.array(wageSchema),
});
export type WorkRatingsWages = z.infer<typeof workRatingsWagesSchema>;

/** POST /sub_admin/mark-absent/: the person was absent: attendence 0 and a zero wage, in one step. */
export const markAbsentSchema = z.object({ user: idSchema, work: idSchema });
export type MarkAbsentInput = z.input<typeof markAbsentSchema>;

export const markAbsentResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  rating: ratingSchema,
  wage: wageSchema,
});
export type MarkAbsentResponse = z.infer<typeof markAbsentResponseSchema>;
