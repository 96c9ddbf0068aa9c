import { z } from "zod";
import { messageResponse, mobileNumber, newPassword } from "./common.js";

/**
 * Jobs over WhatsApp, what goes out on the business's initiative (
 * docs/decisions/042-whatsapp-outbound.md): the templates, the settings, the publish preview and
 * the work's offer counts, and the WhatsApp sign-in code.
 */

/** The business-initiated templates; the name sent is `<kind>_v<version>` (job_offer_v1, ...). */
export const WHATSAPP_TEMPLATE_KINDS = [
  "job_offer",
  "work_confirmed",
  "confirm_reminder",
  "wage_saved",
  "wage_paid",
  "signin_code",
  "payment_reminder",
  "agency_message",
  "booking_confirmed",
  "booking_declined",
] as const;
export type WhatsappTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

const perTemplate = <T extends z.ZodType>(value: T) =>
  z.object({
    job_offer: value,
    work_confirmed: value,
    confirm_reminder: value,
    wage_saved: value,
    wage_paid: value,
    signin_code: value,
    payment_reminder: value,
    agency_message: value,
    booking_confirmed: value,
    booking_declined: value,
  });

/** A price in rupees with at most four decimals (Meta's per-message rates are fractions of a rupee). */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,4})?$/, "Enter a price like 0.1150");

export const whatsappSettingsSchema = z.object({
  /** The approved version of each template in use: switch only after Meta approves the new one. */
  template_versions: perTemplate(z.number().int().min(1).max(99)),
  /** What Meta charges per message of each template, in rupees. */
  prices: perTemplate(price),
  /** Offers go to this many times the open places per wave. */
  shortlist_factor: z.number().int().min(1).max(10),
  /** Minutes between waves while places are still open. */
  wave_minutes: z.number().int().min(1).max(1440),
  /** Different recipients a day (the account's messaging tier). */
  daily_recipient_limit: z.number().int().min(1).max(1_000_000),
  /** Messages a second, at most. */
  rate_per_second: z.number().int().min(1).max(1000),
  /** The attendance reminder goes this many hours before the reporting time. */
  reminder_hours: z.number().int().min(1).max(168),
  /** A reminder unanswered after this many hours shows "not confirmed" to the admin. */
  confirm_within_hours: z.number().int().min(1).max(72),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

export const WHATSAPP_SETTING_DEFAULTS: WhatsappSettings = {
  template_versions: {
    job_offer: 1,
    work_confirmed: 1,
    confirm_reminder: 1,
    wage_saved: 1,
    wage_paid: 1,
    signin_code: 1,
    payment_reminder: 1,
    agency_message: 1,
    booking_confirmed: 1,
    booking_declined: 1,
  },
  prices: {
    job_offer: "0.1150",
    work_confirmed: "0.1150",
    confirm_reminder: "0.1150",
    wage_saved: "0.1150",
    wage_paid: "0.1150",
    signin_code: "0.1150",
    payment_reminder: "0.1150",
    agency_message: "0.1150",
    booking_confirmed: "0.1150",
    booking_declined: "0.1150",
  },
  shortlist_factor: 3,
  wave_minutes: 20,
  daily_recipient_limit: 250,
  rate_per_second: 20,
  reminder_hours: 36,
  confirm_within_hours: 6,
};

export const whatsappSettingsResponseSchema = z.object({
  settings: whatsappSettingsSchema,
  defaults: whatsappSettingsSchema,
  /** Whether the server has the WhatsApp settings at all (else nothing is sent). */
  configured: z.boolean(),
});
export type WhatsappSettingsResponse = z.infer<typeof whatsappSettingsResponseSchema>;

/** GET /whatsapp/works/{id}/publish-preview/: what publishing the work now would send. */
export const whatsappPublishPreviewSchema = z.object({
  configured: z.boolean(),
  open_places: z.number().int(),
  /** Eligible workers who opted in to WhatsApp. */
  eligible: z.number().int(),
  /** Offers the first wave sends (the shortlist). */
  messages: z.number().int(),
  /** Of those, how many wait for tomorrow's allowance. */
  deferred: z.number().int(),
  price_per_message: z.string(),
  /** messages x price, in rupees with two decimals. */
  cost: z.string(),
  template: z.string(),
  /** False when Meta paused or disabled the offer template: the offers go as app notices. */
  template_usable: z.boolean(),
});
export type WhatsappPublishPreview = z.infer<typeof whatsappPublishPreviewSchema>;

/** GET /whatsapp/works/{id}/offers/: "offer sent to N of M" and where requests came from. */
export const whatsappWorkOffersSchema = z.object({
  sent: z.number().int(),
  eligible: z.number().int(),
  waiting_for_allowance: z.number().int(),
  waves: z.number().int(),
  requested_whatsapp: z.number().int(),
  requested_app: z.number().int(),
  /** Crew members reminded on WhatsApp who did not answer in time. */
  not_confirmed: z.array(z.object({ user: z.number().int(), user_name: z.string() })),
  confirmed: z.number().int(),
  /** The work's messages WhatsApp delivered, and read (status callbacks). */
  delivered: z.number().int(),
  read: z.number().int(),
  /** Offers, confirmations and reminders of the work that did not go, with why in words. */
  failed: z.array(
    z.object({
      id: z.number().int(),
      user: z.number().int(),
      user_name: z.string(),
      kind: z.enum(WHATSAPP_TEMPLATE_KINDS),
      reason: z.string(),
      at: z.string(),
      /** Whether trying again can help (a limit, WhatsApp unreachable): POST /whatsapp/outbox/{id}/retry/. */
      can_retry: z.boolean(),
    }),
  ),
});
export type WhatsappWorkOffers = z.infer<typeof whatsappWorkOffersSchema>;

/** POST /auth/whatsapp-code/: a worker asks for a 6-digit code on WhatsApp. */
export const whatsappCodeRequestSchema = z.object({
  mobile_number: mobileNumber,
  purpose: z.enum(["sign_in", "reset"]),
});

/** The same answer whether the number exists or not: the common status-and-message shape. */
export const whatsappCodeSentSchema = messageResponse;

const code = z
  .string({ error: "Enter the 6-digit code from WhatsApp" })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from WhatsApp");

/** POST /auth/whatsapp-code/sign-in/ */
export const whatsappCodeSignInSchema = z.object({ mobile_number: mobileNumber, code });

/** POST /auth/whatsapp-code/reset/: the code and a new password (ends every other session). */
export const whatsappCodeResetSchema = z.object({
  mobile_number: mobileNumber,
  code,
  password: newPassword,
});
