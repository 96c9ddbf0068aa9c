// The billing domain's clients (docs/decisions/056-clients-and-bills.md): the admin's client form
// and the API share these shapes.
import { z } from "zod";
import { KERALA_STATE_CODE } from "../billing/gstin.js";
import { CLIENT_KINDS, DEFAULT_PAYMENT_TERMS_DAYS } from "../billing/kinds.js";
import { LANGUAGES } from "../messages/language.js";
import {
  GSTIN_STATE_MESSAGE,
  gstinMatchesState,
  gstinSchema,
  rateCardSchema,
  stateCodeSchema,
} from "./billing.js";
import { boolish, idSchema, mobileNumberField, optionalEmail, optionalText, requiredText } from "./common.js";

const optionalMobile = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : v))
  .pipe(z.union([z.null(), mobileNumberField()]));

const clientFields = {
  name: requiredText("Name", 200),
  kind: z.enum(CLIENT_KINDS, { error: "Choose caterer, event host or company" }),
  contact_person: optionalText("Contact person", 200),
  mobile: optionalMobile,
  email: optionalEmail,
  address: optionalText("Address", 500),
  state_code: stateCodeSchema,
  gstin: gstinSchema,
  payment_terms_days: z.coerce
    .number({ error: "Payment terms must be 0 to 365 days" })
    .int("Payment terms must be 0 to 365 days")
    .min(0, "Payment terms must be 0 to 365 days")
    .max(365, "Payment terms must be 0 to 365 days"),
  notes: optionalText("Notes", 2000),
  whatsapp_consent: boolish,
  reminders_paused: boolish,
  /** The language of his payment reminders (record 071); Malayalam unless chosen. */
  language: z.enum(LANGUAGES, { error: "Choose English or Malayalam" }),
};

/**
 * POST /clients/: a name, the rest optional (a caterer, Kerala, 7 days' terms). A GSTIN without a
 * state code gives its state; with one, they must agree.
 */
export const clientCreateSchema = z
  .object({
    ...clientFields,
    kind: clientFields.kind.default("caterer"),
    state_code: clientFields.state_code.optional(),
    payment_terms_days: clientFields.payment_terms_days.default(DEFAULT_PAYMENT_TERMS_DAYS),
    whatsapp_consent: clientFields.whatsapp_consent.default(false),
    reminders_paused: clientFields.reminders_paused.default(false),
    language: clientFields.language.default("ml"),
  })
  .transform((v, ctx) => {
    const state_code = v.state_code ?? v.gstin?.slice(0, 2) ?? KERALA_STATE_CODE;
    if (!gstinMatchesState(v.gstin, state_code))
      ctx.addIssue({ code: "custom", path: ["gstin"], message: GSTIN_STATE_MESSAGE });
    return { ...v, state_code };
  });
export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreate = z.output<typeof clientCreateSchema>;

/** PATCH /clients/:id/: any of the fields (the service checks the GSTIN against the merged state). */
export const clientPatchSchema = z.object(clientFields).partial();
export type ClientPatchInput = z.input<typeof clientPatchSchema>;
export type ClientPatch = z.output<typeof clientPatchSchema>;

export const clientListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const clientSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(CLIENT_KINDS),
  contact_person: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  state_code: z.string(),
  state_name: z.string(),
  gstin: z.string().nullable(),
  payment_terms_days: z.number(),
  notes: z.string().nullable(),
  whatsapp_consent: z.boolean(),
  reminders_paused: z.boolean(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /clients/:id/: the client, his own rates (overrides), the rates he is charged, works and bills. */
export const clientDetailSchema = clientSchema.extend({
  rates: rateCardSchema,
  effective_rates: rateCardSchema,
  works: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      auditorium_name: z.string(),
      work_type: z.string(),
      status: z.string(),
      payment_amount: z.string(),
      invoice_id: z.number().nullable(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientIdParams = z.object({ id: idSchema });

/**
 * The work form's proposal for `payment_amount`: people needed per role times the client's rate
 * (the agency's default where he has none), plus transport.
 */
export const proposedPriceQuery = z.object({
  client_id: idSchema.optional(),
  boys: z.coerce.number().int().min(0).max(10_000).default(0),
  head_boy: z.coerce.number().int().min(0).max(10_000).default(0),
  supervisor: z.coerce.number().int().min(0).max(10_000).default(0),
  subadmin: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const proposedPriceSchema = z.object({
  amount: z.string(),
  lines: z.array(z.object({ item: z.string(), quantity: z.number(), rate: z.string(), amount: z.string() })),
});
export type ProposedPrice = z.infer<typeof proposedPriceSchema>;
