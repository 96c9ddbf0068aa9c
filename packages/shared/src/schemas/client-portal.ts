import { z } from "zod";
import { WORK_TYPES, type WorkerRole } from "../enums.js";
import { field, say } from "../messages/translate.js";
import { isoDate, mobileNumber, optionalText, requiredText, wallTime } from "./common.js";
import { districtSchema } from "./user-fields.js";

/**
 * The client's own page (docs/decisions/062-clients-own-page.md): signing in with a code on
 * WhatsApp or the admin's link, bookings with the price before sending, the crew on the day, the
 * bill after it. Money on the wire as "1234.50" strings.
 */

/** The roles a client books, in the order his form shows them. */
export const BOOKING_ROLES = ["boys", "head_boys", "supervisors", "captains"] as const;
export type BookingRole = (typeof BOOKING_ROLES)[number];
/**
 * The worker's role (and the rate card's item) each booked role is: the quote prices a booking's
 * people by it, and the client's crew gauge counts the assigned people back into it.
 */
export const WORKER_ROLE_OF_BOOKING: Readonly<Record<BookingRole, WorkerRole>> = {
  boys: "boys",
  head_boys: "head_boy",
  supervisors: "supervisor",
  captains: "subadmin",
};
/** The booked role an assigned worker's role fills: the map above, read backwards. */
export function bookingRoleOf(role: WorkerRole): BookingRole {
  return BOOKING_ROLES.find((booked) => WORKER_ROLE_OF_BOOKING[booked] === role) ?? "boys";
}
/** At most this many people in one booking, all roles together. */
const BOOKING_MAX_PEOPLE = 500;

export const portalCodeInput = z.object({ mobile: mobileNumber });

/** A 6-digit code from WhatsApp, or the token of the admin's sign-in link. */
export const portalSigninInput = z.union([
  z.object({
    mobile: mobileNumber,
    code: z
      .string({ error: "Code is required" })
      .trim()
      .regex(/^\d{6}$/, "The code is the 6 digits sent on WhatsApp"),
  }),
  z.object({
    token: z.string().trim().min(20, "The link is not complete").max(200, "The link is not complete"),
  }),
]);

export const portalClientSchema = z.object({ id: z.number(), name: z.string(), mobile: z.string() });
export type PortalClient = z.infer<typeof portalClientSchema>;

export const portalSessionResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  tokens: z.object({ access: z.string() }),
  client: portalClientSchema,
});
export type PortalSession = z.infer<typeof portalSessionResponse>;

export const portalLinkResponse = z.object({ url: z.string(), token: z.string(), expires_at: z.string() });
export type PortalLink = z.infer<typeof portalLinkResponse>;

const people = (label: "Boys" | "Head boys" | "Supervisors" | "Captains") =>
  z.coerce
    .number({ error: say("validation:{label} must be a whole number", { label: field(label) }) })
    .int(say("validation:{label} must be a whole number", { label: field(label) }))
    .min(0, say("validation:{label} cannot be negative", { label: field(label) }))
    .max(BOOKING_MAX_PEOPLE, say("validation:{label} is too large", { label: field(label) }));

/** The people a booking (or a quote) asks for, per role. */
const bookingNeedsInput = z
  .object({
    boys: people("Boys"),
    head_boys: people("Head boys"),
    supervisors: people("Supervisors"),
    captains: people("Captains"),
  })
  .refine((n) => n.boys + n.head_boys + n.supervisors + n.captains > 0, {
    message: "Ask for at least one person",
    path: ["boys"],
  })
  .refine((n) => n.boys + n.head_boys + n.supervisors + n.captains <= BOOKING_MAX_PEOPLE, {
    message: say("validation:At most {max} people in one booking", { max: BOOKING_MAX_PEOPLE }),
    path: ["boys"],
  });
export type BookingNeeds = z.output<typeof bookingNeedsInput>;

/** "Book staff": what the client sends. */
export const bookingInput = z.object({
  date: isoDate,
  reporting_time: wallTime,
  work_type: z.enum(WORK_TYPES, { error: "Choose the meal" }),
  venue_name: requiredText("Venue", 200),
  address: requiredText("Address", 500),
  place: requiredText("Place", 100),
  district: districtSchema,
  location_url: z
    .string()
    .trim()
    .max(2000, "Location URL is too long")
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || /^https?:\/\/[^\s]+$/i.test(v),
      "Location URL must be a valid URL (https://...)",
    ),
  guests: z.coerce
    .number({ error: say("validation:{label} must be a whole number", { label: field("Attendees") }) })
    .int(say("validation:{label} must be a whole number", { label: field("Attendees") }))
    .min(0, say("validation:{label} cannot be negative", { label: field("Attendees") }))
    .max(100_000, say("validation:{label} is too large", { label: field("Attendees") })),
  needs: bookingNeedsInput,
  dress_code: optionalText("Dress code", 500),
  notes: optionalText("Remarks", 2000),
});
export type BookingInput = z.input<typeof bookingInput>;
export type BookingInputParsed = z.output<typeof bookingInput>;

/** A quote: the price of a booking's needs before it is sent (no writes). */
export const quoteInput = z.object({ needs: bookingNeedsInput });

const quoteLineSchema = z.object({
  role: z.enum(BOOKING_ROLES),
  people: z.number(),
  rate: z.string(),
  amount: z.string(),
});
export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  /** The transport line a bill carries when the rate card has one ("0.00" when not). */
  transport: z.string(),
  taxable_value: z.string(),
  /** GST when the agency charges it ("0.00" without an agency GSTIN). */
  tax: z.string(),
  tax_rate: z.string(),
  round_off: z.string(),
  total: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const BOOKING_STATUSES = ["requested", "confirmed", "declined"] as const;
/** What became of the WhatsApp message telling the client the admin's answer (record 070). */
export const BOOKING_ANSWER_STATUSES = ["queued", "sent", "failed", "skipped"] as const;
export const bookingSchema = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  date: z.string(),
  reporting_time: z.string(),
  work_type: z.string(),
  venue_name: z.string(),
  address: z.string(),
  place: z.string(),
  district: z.string(),
  location_url: z.string(),
  guests: z.number(),
  needs: z.object({ boys: z.number(), head_boys: z.number(), supervisors: z.number(), captains: z.number() }),
  dress_code: z.string(),
  notes: z.string(),
  quote_total: z.string(),
  decline_reason: z.string(),
  work_id: z.number().nullable(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The admin's list: each booking with its client, and whether WhatsApp told him the answer. */
export const adminBookingSchema = bookingSchema.extend({
  client: z.object({ id: z.number(), name: z.string(), mobile: z.string() }),
  answer: z.object({ status: z.enum(BOOKING_ANSWER_STATUSES), error: z.string() }).nullable(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
});

export const bookingConfirmInput = z.object({
  /** The agreed price; the quote's total when left out. */
  payment_amount: z
    .string()
    .trim()
    .regex(
      /^\d{1,10}(\.\d{1,2})?$/,
      "Payment amount must be a number of at least 0 with at most two decimals",
    )
    .optional(),
  reporting_time: wallTime.optional(),
});
export const bookingDeclineInput = z.object({ reason: requiredText("Reason", 500) });

/** A role's staffing gauge on the client's work page. */
const gaugeSchema = z.object({
  role: z.enum(BOOKING_ROLES),
  confirmed: z.number(),
  needed: z.number(),
});

/** One of the crew as the client sees him: never a mobile number, address, photo, rating or pay. */
const portalCrewMemberSchema = z.object({
  first_name: z.string(),
  role: z.string(),
  arrived_at: z.string().nullable(),
});

export const portalWorkSummarySchema = z.object({
  id: z.number(),
  date: z.string(),
  reporting_time: z.string(),
  work_type: z.string(),
  venue_name: z.string(),
  place: z.string(),
  status: z.string(),
  confirmed: z.number(),
  needed: z.number(),
});
export type PortalWorkSummary = z.infer<typeof portalWorkSummarySchema>;

export const portalWorkSchema = portalWorkSummarySchema.extend({
  gauge: z.array(gaugeSchema),
  crew: z.array(portalCrewMemberSchema),
  captain: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  feedback: z.object({ stars: z.number(), comment: z.string(), created_at: z.string() }).nullable(),
  /** Feedback may be given: the work's day is over and none was given yet. */
  can_give_feedback: z.boolean(),
});
export type PortalWork = z.infer<typeof portalWorkSchema>;

export const feedbackInput = z.object({
  stars: z.coerce
    .number({ error: "Choose 1 to 5 stars" })
    .int("Choose 1 to 5 stars")
    .min(1, "Choose 1 to 5 stars")
    .max(5, "Choose 1 to 5 stars"),
  comment: optionalText("Comment", 500),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** A client's feedback on one work, as the admin reads it. */
export const clientFeedbackItemSchema = z.object({
  work_id: z.number(),
  date: z.string(),
  venue_name: z.string(),
  stars: z.number(),
  comment: z.string(),
  /** The admin lets these stars count in the crew ranking's "rating" reason (record 070). */
  in_ranking: z.boolean(),
  created_at: z.string(),
});
export type ClientFeedbackItem = z.infer<typeof clientFeedbackItemSchema>;

/** One of the client's issued bills, as his page lists it. */
export const portalInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  total: z.string(),
  paid: z.string(),
  balance: z.string(),
  /** issued, part_paid, paid or cancelled. */
  status: z.string(),
  overdue: z.boolean(),
  /** The printable bill (a signed link). */
  document_url: z.string(),
  /** Paying what is still owed by UPI (the invoice number as the note); null when nothing is owed or the agency has no UPI ID. */
  upi: z.object({ upi_id: z.string(), name: z.string(), amount: z.string(), note: z.string() }).nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

/** The bookings' cut-off before the reporting time, in hours (a setting, 12 by default). */
export const bookingSettingsSchema = z.object({
  booking_cutoff_hours: z.coerce
    .number({ error: "Cut-off must be a whole number of hours" })
    .int("Cut-off must be a whole number of hours")
    .min(0, "Cut-off must be a whole number of hours")
    .max(168, "Cut-off can be at most 168 hours"),
});

/** Letting a client's stars on a work count in the crew ranking, or not. */
export const feedbackRankingInput = z.object({ in_ranking: z.boolean({ error: "Choose on or off" }) });

/** A client's own page as the admin sees it: on or off, his last sign-in and his page's language. */
export const portalAccessSchema = z.object({
  enabled: z.boolean(),
  last_signin_at: z.string().nullable(),
  language: z.enum(["en", "ml"]),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

/** Turning a client's own page on or off. */
export const portalAccessInput = z.object({ enabled: z.boolean({ error: "Choose on or off" }) });
