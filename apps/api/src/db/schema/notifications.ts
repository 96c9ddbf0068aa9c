import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { users } from "./people.js";

/** What happened to a user; title and body are rendered from `type` and `params`. */
export const notifications = pg.pgTable(
  "notifications",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    type: pg.text("type").notNull(),
    params: pg.jsonb("params").$type<Record<string, string>>().notNull().default({}),
    link: pg.text("link"),
    /** Set for notifications that must exist once (reminders): unique per user. */
    dedupeKey: pg.text("dedupe_key"),
    createdAt: createdAt(),
    readAt: pg.timestamp("read_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    pg.index("notifications_user_idx").on(t.userId, t.id.desc()),
    pg.index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    pg.uniqueIndex("notifications_dedupe_key").on(t.userId, t.dedupeKey),
  ],
);

/** One row per notification and outside channel: the outbox the job queue works through. */
export const notificationDeliveries = pg.pgTable(
  "notification_deliveries",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: pg
      .bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: pg.text("channel").notNull(),
    status: pg.text("status").notNull().default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    lastError: pg.text("last_error"),
    claimedAt: pg.timestamp("claimed_at", { withTimezone: true, mode: "string" }),
    sentAt: pg.timestamp("sent_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("notification_deliveries_key").on(t.notificationId, t.channel),
    pg.index("notification_deliveries_failed_idx").on(t.updatedAt.desc()).where(sql`${t.status} = 'failed'`),
    pg.check("notification_deliveries_channel_check", sql`${t.channel} in ('push','whatsapp')`),
    pg.check(
      "notification_deliveries_status_check",
      sql`${t.status} in ('pending','sending','sent','failed','skipped')`,
    ),
  ],
);

/** Web Push subscriptions of a user's browsers. */
export const pushSubscriptions = pg.pgTable(
  "push_subscriptions",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    endpoint: pg.text("endpoint").notNull(),
    p256dh: pg.text("p256dh").notNull(),
    auth: pg.text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    pg.index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** Per-user reach settings: WhatsApp opt-out and the calendar feed (the hash of its secret). */
export const notificationSettings = pg.pgTable(
  "notification_settings",
  {
    userId: pg
      .integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    whatsappOptOut: pg.boolean("whatsapp_opt_out").notNull().default(false),
    /** SHA-256 (hex) of the calendar feed's secret; null: no feed. The secret itself is never stored. */
    calendarTokenHash: pg.text("calendar_token_hash"),
    /** Which secret the feed URL carries (it is derived from this with the server's key); a reset raises it. */
    calendarVersion: pg.integer("calendar_version").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex("notification_settings_calendar_token_hash_key").on(t.calendarTokenHash)],
);
