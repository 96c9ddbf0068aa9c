import { z } from "zod";
import { LANGUAGES } from "../messages/language.js";
import { workLogisticsSchema } from "./works.js";

/** Everything that can be told to a user. Each has a title and body in en and ml. */
export const NOTIFICATION_TYPES = [
  "account_approved",
  "account_rejected",
  "request_accepted",
  "request_rejected",
  "assigned",
  "removed",
  "work_changed",
  "work_cancelled",
  "wage_saved",
  "wage_paid",
  "reminder_day_before",
  "reminder_morning",
  "place_offered",
  "place_gone",
  "offer_expired",
  "work_offered",
  "whatsapp_allowance_used",
  // The account's mobile number changed: told in the app and, where the worker opted
  // in, on WhatsApp at the number their START came from (often the old one).
  "mobile_changed",
  // To admins, in the app only: a worker's "I can't come" on WhatsApp, a template Meta paused.
  "worker_withdrew",
  "worker_withdrew_late",
  "whatsapp_template_paused",
  // To admins, in the app only: Meta's sending limit was met, sends wait and resume (record 065).
  "whatsapp_sending_held",
  // To admins, in the app only: what a worker wrote on WhatsApp that the app cannot act on.
  "whatsapp_message",
  "whatsapp_voice",
  "whatsapp_media",
  "whatsapp_location",
  // Payouts (record 060): the worker's payout address changed (to him); a payout failed or was
  // reversed (to admins, the wage is unpaid again).
  "payout_details_changed",
  "payout_failed",
  // To admins: a worker says the cash marked paid did not reach him.
  "cash_disputed",
  // To the worker: his cash was marked handed over; the WhatsApp template carries "Got it" and
  // "Not received" (record 066).
  "cash_handed_over",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsListSchema = z.object({
  results: z.array(notificationSchema),
  unread: z.number(),
  /** The language the server writes to this user in (messages, push, WhatsApp). */
  language: z.enum(LANGUAGES),
});
export type NotificationsList = z.infer<typeof notificationsListSchema>;

export const notificationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be 1 to 100")
    .max(100, "limit must be 1 to 100")
    .default(30),
  before: z.coerce.number().int().positive("before must be a notification id").optional(),
});

/** Either some ids or `all: true`. */
export const markReadSchema = z
  .object({
    ids: z.array(z.number().int().positive()).max(500, "At most 500 ids at once").optional(),
    all: z.boolean().optional(),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), {
    message: "Send ids (a list of notification ids) or all: true",
    path: ["ids"],
  });
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const markReadResponse = z.object({
  status: z.literal(true),
  updated: z.number(),
  unread: z.number(),
});

export const notificationSettingsSchema = z.object({
  language: z.enum(LANGUAGES),
  whatsapp: z.boolean(),
  whatsapp_available: z.boolean(),
  push_public_key: z.string(),
  push_subscriptions: z.number(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInput = z.object({
  language: z.enum(LANGUAGES, { error: "language must be en or ml" }).optional(),
  whatsapp: z.boolean({ error: "whatsapp must be true or false" }).optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "endpoint must be an https URL" }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint: z.string().min(1).max(2000) });

const failedDeliverySchema = z.object({
  id: z.number(),
  /** A notice's delivery, or a WhatsApp template the business sent (an offer, a reminder...). */
  source: z.enum(["notice", "template"]),
  channel: z.enum(["push", "whatsapp"]),
  attempts: z.number(),
  last_error: z.string().nullable(),
  updated_at: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Why, in the reader's language (record 063); the raw error stays in last_error. */
  reason: z.string(),
  work_id: z.number().nullable(),
});
export const failedDeliveriesSchema = z.object({ results: z.array(failedDeliverySchema) });
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

/** The worker's confirmed upcoming works ("My next jobs"). */
const nextJobSchema = z.object({
  work_id: z.number(),
  date: z.string(),
  reporting_time: z.string(),
  Auditorium_name: z.string(),
  work_type: z.string(),
  /** The occasion (record 069), "" when not said. */
  occasion: z.string(),
  place: z.string(),
  district: z.string(),
  address: z.string(),
  /** "" without one (work text fields are never null). */
  location_url: z.string(),
  role_type: z.string(),
  captain_name: z.string().nullable(),
  captain_mobile: z.string().nullable(),
  /** Pickup, vehicle, driver, drop and dress code. */
  logistics: workLogisticsSchema,
});
export type NextJob = z.infer<typeof nextJobSchema>;
export const nextJobsSchema = z.object({ results: z.array(nextJobSchema) });

export const calendarUrlSchema = z.object({ url: z.string() });
