import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { users } from "./people.js";

/** What happened to a user (issue 15); title and body are rendered from `type` and `params`. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    type: text("type").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    link: text("link"),
    /** Set for notifications that must exist once (reminders): unique per user. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_dedupe_key").on(t.userId, t.dedupeKey),
  ],
);

/** One row per notification and outside channel: the outbox the job queue works through. */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_key").on(t.notificationId, t.channel),
    index("notification_deliveries_failed_idx").on(t.updatedAt.desc()).where(sql`${t.status} = 'failed'`),
    check("notification_deliveries_channel_check", sql`${t.channel} in ('push','whatsapp')`),
    check(
      "notification_deliveries_status_check",
      sql`${t.status} in ('pending','sending','sent','failed','skipped')`,
    ),
  ],
);

/** Web Push subscriptions of a user's browsers. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** Per-user reach settings: WhatsApp opt-out and the calendar feed (the hash of its secret). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    whatsappOptOut: boolean("whatsapp_opt_out").notNull().default(false),
    /** SHA-256 (hex) of the calendar feed's secret; null: no feed. The secret itself is never stored. */
    calendarTokenHash: text("calendar_token_hash"),
    /** Which secret the feed URL carries (it is derived from this with the server's key); a reset raises it. */
    calendarVersion: integer("calendar_version").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("notification_settings_calendar_token_hash_key").on(t.calendarTokenHash)],
);
