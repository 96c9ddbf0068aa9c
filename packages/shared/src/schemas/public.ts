import { z } from "zod";
import { LANGUAGES } from "../messages/language.js";
import {
  emailAddress,
  newPassword,
  optionalEmail,
  optionalText,
  paginationQuery,
  paginationSchema,
  requiredText,
} from "./common.js";
import { roleSchema } from "./users.js";

/**
 * The public page's writes: an inquiry becomes a lead, the newsletter box keeps an
 * e-mail, "Forgot password?" leaves a request for the admin. All three answer the same way
 * whatever is already stored, so they reveal nothing about other people.
 */

export const RESET_REQUEST_STATUSES = ["pending", "done", "dismissed"] as const;
export type ResetRequestStatus = (typeof RESET_REQUEST_STATUSES)[number];

const PHONE_MESSAGE = "Enter a valid phone number";
const CONTACT_NEEDED_MESSAGE = "Give a phone number or an e-mail";

/** A phone number as people type it: spaces and dashes dropped, an optional + and 10 to 13 digits. */
const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .max(30, PHONE_MESSAGE)
  .nullish()
  .transform((v) => (v ? v.replace(/[\s-]/g, "") : null))
  .refine((v) => v === null || /^\+?\d{10,13}$/.test(v), PHONE_MESSAGE);

/** POST /public/leads/: the contact form's fields. A phone number or an e-mail is needed to reply. */
export const leadInputSchema = z
  .object({
    first_name: requiredText("First name", 100),
    last_name: optionalText("Last name", 100),
    phone: optionalPhone,
    email: optionalEmail,
    event_details: optionalText("Event details", 2000),
  })
  .superRefine((v, ctx) => {
    if (!v.phone && !v.email)
      ctx.addIssue({ code: "custom", path: ["phone"], message: CONTACT_NEEDED_MESSAGE });
  });

const leadSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  event_details: z.string().nullable(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsPageSchema = z.object({ results: z.array(leadSchema), pagination: paginationSchema });
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** POST /public/newsletter/. */
export const newsletterInputSchema = z.object({ email: emailAddress });

/** POST /users/password-reset-requests/: a mobile number, an e-mail or the UserID. */
export const resetRequestInputSchema = z.object({
  identifier: z
    .string({ error: "Mobile number, e-mail or UserID is required" })
    .trim()
    .min(1, "Mobile number, e-mail or UserID is required")
    .max(254, "Mobile number, e-mail or UserID is required"),
});
export type ResetRequestInput = z.infer<typeof resetRequestInputSchema>;

const RESET_CODE_MESSAGE = "Enter the 6-digit code from WhatsApp";

/**
 * POST /users/password-reset-requests/confirm/: the code the admin sent over WhatsApp and a new
 * password (the registration's rules), typed twice.
 */
export const resetCodeConfirmSchema = resetRequestInputSchema
  .extend({
    code: z
      .string({ error: RESET_CODE_MESSAGE })
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, RESET_CODE_MESSAGE)),
    password: newPassword,
    plain_password: z
      .string({ error: "Confirm password is required" })
      .min(1, "Confirm password is required"),
  })
  .refine((v) => v.password === v.plain_password, {
    message: "Passwords do not match",
    path: ["plain_password"],
  });
export type ResetCodeConfirmInput = z.input<typeof resetCodeConfirmSchema>;
export type ResetCodeConfirm = z.output<typeof resetCodeConfirmSchema>;

const resetRequestSchema = z.object({
  id: z.number(),
  /** What the person typed, normalised (10-digit mobile, lower-case e-mail, upper-case UserID). */
  identifier: z.string(),
  status: z.enum(RESET_REQUEST_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Until when the code last sent over WhatsApp works; null when none was sent. */
  code_expires_at: z.string().nullable(),
  /** The account the identifier names; null when none does (the admin can dismiss it). */
  user: z
    .object({
      id: z.number(),
      user_id: z.string(),
      user_name: z.string(),
      role: roleSchema,
      mobile_number: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestsQuery = paginationQuery.extend({
  status: z.enum(RESET_REQUEST_STATUSES).default("pending"),
});
export const resetRequestsPageSchema = z.object({
  results: z.array(resetRequestSchema),
  pagination: paginationSchema,
  /** Whether the server sends WhatsApp messages, so "Send code on WhatsApp" can work. */
  whatsapp_available: z.boolean(),
});
export type ResetRequestsPage = z.infer<typeof resetRequestsPageSchema>;
