// The billing domain's settings and rate cards (docs/decisions/056-clients-and-bills.md): request
// and answer shapes shared by the admin's screens and the API. Money is a decimal string.
import { z } from "zod";
import { DOCUMENT_PREFIX_PATTERN } from "../billing/fiscal.js";
import { GST_STATES, gstinProblem, isGstStateCode } from "../billing/gstin.js";
import { RATE_ITEMS, type RateItem } from "../billing/kinds.js";
import { field, say } from "../messages/translate.js";
import { money, optionalEmail, optionalText } from "./common.js";
import { upiIdSchema } from "./payments.js";
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN } from "./payouts.js";

const GSTIN_FORMAT_MESSAGE = "Enter the GSTIN as 15 letters and digits, like 32ABCDE1234F1Z5";
export const GSTIN_CHECK_MESSAGE = "This GSTIN is not right: its last character does not match the rest";
export const STATE_CODE_MESSAGE = "Choose a state of India (its GST state code)";
export const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits must be the code of the chosen state";

/** A GST state code ("32"); "32" by default. */
export const stateCodeSchema = z
  .union([z.string(), z.number()], { error: STATE_CODE_MESSAGE })
  .transform((v) => String(v).trim().padStart(2, "0"))
  .refine(isGstStateCode, STATE_CODE_MESSAGE);

/** An optional GSTIN, upper-cased; checked by its shape, state and check character. */
export const gstinSchema = z
  .string({ error: GSTIN_FORMAT_MESSAGE })
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    const problem = gstinProblem(v);
    if (problem === "check") ctx.addIssue({ code: "custom", message: GSTIN_CHECK_MESSAGE });
    else if (problem === "state") ctx.addIssue({ code: "custom", message: STATE_CODE_MESSAGE });
    else if (problem === "format") ctx.addIssue({ code: "custom", message: GSTIN_FORMAT_MESSAGE });
  });

/** True when a GSTIN (if any) is registered in the given state. */
export function gstinMatchesState(gstin: string | null, stateCode: string): boolean {
  return gstin === null || gstin.slice(0, 2) === stateCode;
}

const prefixSchema = z
  .string()
  .trim()
  .regex(DOCUMENT_PREFIX_PATTERN, "A number's prefix is 1 to 6 letters, digits or -");
const pattern = (label: "Bank account", re: RegExp, message: string) =>
  optionalText(label, 40).refine((v) => v === null || re.test(v), message);

/**
 * PUT /billing/settings/: any of the fields; the rest keep their values. A GSTIN must belong to
 * the agency's state (checked on the merged settings by the service too).
 */
export const billingSettingsInputSchema = z
  .object({
    legal_name: optionalText("Legal name", 200).transform((v) => v ?? ""),
    address: optionalText("Address", 500).transform((v) => v ?? ""),
    state_code: stateCodeSchema,
    gstin: gstinSchema,
    phone: optionalText("Phone", 40),
    email: optionalEmail,
    sac: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "SAC is 6 digits, like 998519"),
    gst_rate: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 28, "GST rate must be from 0 to 28 %"),
    upi_id: upiIdSchema,
    bank_name: optionalText("Bank name", 100),
    bank_account: pattern("Bank account", ACCOUNT_NUMBER_PATTERN, "Enter the account number: 9 to 18 digits"),
    bank_ifsc: optionalText("IFSC", 11)
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine((v) => v === null || IFSC_PATTERN.test(v), "Enter the IFSC like SBIN0001234"),
    invoice_prefix: prefixSchema,
    credit_note_prefix: prefixSchema,
    footer: optionalText("Notes", 500),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (v.gstin && v.state_code && !gstinMatchesState(v.gstin, v.state_code))
      ctx.addIssue({ code: "custom", path: ["gstin"], message: GSTIN_STATE_MESSAGE });
    if (v.invoice_prefix && v.credit_note_prefix && v.invoice_prefix === v.credit_note_prefix)
      ctx.addIssue({
        code: "custom",
        path: ["credit_note_prefix"],
        message: "Credit notes need a prefix other than the invoices'",
      });
  });
export type BillingSettingsInput = z.input<typeof billingSettingsInputSchema>;
export type BillingSettingsPatch = z.output<typeof billingSettingsInputSchema>;

export const billingSettingsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  state_code: z.string(),
  state_name: z.string(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sac: z.string(),
  gst_rate: z.string(),
  upi_id: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  invoice_prefix: z.string(),
  credit_note_prefix: z.string(),
  footer: z.string().nullable(),
  /** False without an agency GSTIN: documents are plain bills with no tax lines. */
  gst_registered: z.boolean(),
  updated_at: z.string(),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** The states for a picker: code and name, in code order. */
export const GST_STATE_OPTIONS = Object.entries(GST_STATES).map(([code, name]) => ({ code, name }));

/** A rate card as the wire carries it: an amount (or null: none) per item. */
export type RateCard = Record<RateItem, string | null>;
export const rateCardSchema = z.object(
  Object.fromEntries(RATE_ITEMS.map((i) => [i, z.string().nullable()])) as Record<
    RateItem,
    z.ZodNullable<z.ZodString>
  >,
);

const rateValue = money("Rate").nullable();
const rateEntries = z.array(
  z.object({
    item: z.enum(RATE_ITEMS, { error: say("validation:{label} is required", { label: field("Rate") }) }),
    rate: rateValue,
  }),
);

/**
 * PUT /billing/rates/ and /clients/:id/rates/: `{ rates: { boys: "650.00", transport: null } }`
 * (null or "" clears an item), or the same as a list `[{ item, rate }]` (`role` for `item`).
 * Items not sent keep their rates.
 */
export const rateCardInputSchema = z.object({
  rates: z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.map((e) =>
            typeof e === "object" && e !== null && "role" in e && !("item" in e) ? { ...e, item: e.role } : e,
          )
        : typeof v === "object" && v !== null
          ? Object.entries(v).map(([item, rate]) => ({ item, rate: rate === "" ? null : rate }))
          : v,
    rateEntries.max(RATE_ITEMS.length * 2),
  ),
});
export type RateCardInput = z.input<typeof rateCardInputSchema>;

/** GET /billing/rates/: the agency's default card. */
export const defaultRatesSchema = z.object({ rates: rateCardSchema });

// The lists and rules the billing screens import with these shapes.
export { CLIENT_KINDS, INVOICE_LINE_KINDS, RATE_ITEMS } from "../billing/kinds.js";
export { amountInWords } from "../billing/words.js";
