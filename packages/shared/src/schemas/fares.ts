// Schemas of the fares domain: request and response shapes shared by the web forms and the API.
import { z } from "zod";
import { FARE_TYPES, normalizeFareType } from "../enums.js";
import { idSchema, money } from "./common.js";

const FARE_TYPE_MESSAGE = `Fare type must be one of ${FARE_TYPES.join(", ")} (captain = subadmin)`;

/** A fare type; `captain` is read as `subadmin`, case-insensitively. */
const fareTypeSchema = z
  .string({ error: "Fare type is required" })
  .trim()
  .min(1, "Fare type is required")
  .transform((v, ctx) => {
    const normal = normalizeFareType(v);
    if (!normal) {
      ctx.addIssue({ code: "custom", message: FARE_TYPE_MESSAGE });
      return z.NEVER;
    }
    return normal;
  });

export const fareInputSchema = z.object({
  fare_type: fareTypeSchema,
  amount: money("Amount"),
});
export type FareInput = z.input<typeof fareInputSchema>;

export const fareSchema = z.object({
  id: z.number(),
  fare_type: z.string(),
  amount: z.string(),
});
export type Fare = z.infer<typeof fareSchema>;
export const faresListSchema = z.array(fareSchema);

export const fareTypeParams = z.object({ fare_type: z.string().trim().min(1).max(40) });
export const fareIdParams = z.object({ id: idSchema });
