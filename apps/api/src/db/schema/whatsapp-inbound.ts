import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { notificationDeliveries } from "./notifications.js";
import { users } from "./people.js";
import { works } from "./works.js";

// --- WhatsApp, what comes in (docs/decisions/041-whatsapp-inbound.md) ---

export const WHATSAPP_EVENT_KINDS = ["message", "status", "template"] as const;

/**
 * A reply an event's handling wrote (docs/decisions/081-replies-sent-by-their-event.md): the
 * session message, its recipient's user, its claim's key and when the message it answers came in
 * (epoch ms), so that a retried job sends it within that message's window, once.
 */
export interface StoredReply {
  /** The inbound module's session message (its `SessionMessage`), as it was written. */
  message: unknown;
  userId: number | null;
  replyKey: string;
  openedAt?: number;
}

/**
 * Every verified webhook event, stored before the 200 and handled in the job queue. The key is
 * the WhatsApp message id for a message (`msg:<id>`), the message id and state for a status
 * callback, the template id, event and time for a template change: a re-delivery finds its key
 * taken and does nothing.
 */
export const whatsappInbound = pg.pgTable(
  "whatsapp_inbound",
  {
    eventKey: pg.text("event_key").primaryKey(),
    kind: pg.text("kind").notNull(),
    /** The sender of a message (digits, country code first); null for other events. */
    waNumber: pg.text("wa_number"),
    payload: pg.jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: pg.timestamp("received_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    processedAt: pg.timestamp("processed_at", { withTimezone: true, mode: "string" }),
    /** What handling it did (the command, or why nothing), for support. */
    outcome: pg.text("outcome"),
    /** The replies its handling wrote, sent after it commits (record 081); null: none. */
    replies: pg.jsonb("replies").$type<StoredReply[]>(),
  },
  (t) => [
    // The 24-hour window: a number's latest message.
    pg.index("whatsapp_inbound_number_idx").on(t.waNumber, t.receivedAt),
    pg.check("whatsapp_inbound_kind_check", sql`${t.kind} in ('message','status','template')`),
  ],
);

/**
 * Messages the server sent, by WhatsApp's id, so that status callbacks (sent, delivered, read,
 * failed) find their notification delivery; a failure marks that delivery failed for the admin.
 */
export const whatsappMessages = pg.pgTable(
  "whatsapp_messages",
  {
    waMessageId: pg.text("wa_message_id").primaryKey(),
    userId: pg.integer("user_id").references(() => users.id, { onDelete: "set null" }),
    deliveryId: pg.bigint("delivery_id", { mode: "number" }).references(() => notificationDeliveries.id, {
      onDelete: "cascade",
    }),
    status: pg.text("status").notNull().default("sent"),
    error: pg.text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("whatsapp_messages_delivery_idx").on(t.deliveryId),
    pg.check("whatsapp_messages_status_check", sql`${t.status} in ('sent','delivered','read','failed')`),
  ],
);

/** A template's state as Meta last reported it (per language); no row: usable. */
export const whatsappTemplates = pg.pgTable(
  "whatsapp_templates",
  {
    name: pg.text("name").notNull(),
    language: pg.text("language").notNull(),
    /** Meta's event: APPROVED, PAUSED, DISABLED, REJECTED, ... */
    status: pg.text("status").notNull(),
    /** GREEN, YELLOW, RED, UNKNOWN, from quality updates. */
    quality: pg.text("quality"),
    reason: pg.text("reason"),
    updatedAt: updatedAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.name, t.language] })],
);

/** "Not this time" on an offer: that worker gets no more messages about that work. */
export const whatsappDeclines = pg.pgTable(
  "whatsapp_declines",
  {
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.workId] })],
);

/** The day a number that is not a worker last got the registration reply (once a day). */
export const whatsappStrangerReplies = pg.pgTable("whatsapp_stranger_replies", {
  waNumber: pg.text("wa_number").primaryKey(),
  repliedOn: pg.date("replied_on", { mode: "string" }).notNull(),
});

/** The reminder's answer: "I'm coming" (kept here) or "I can't come" (a withdrawal, kept too). */
export const whatsappConfirmations = pg.pgTable(
  "whatsapp_confirmations",
  {
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    answer: pg.text("answer").notNull(),
    answeredAt: pg.timestamp("answered_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.workId] }),
    pg.check("whatsapp_confirmations_answer_check", sql`${t.answer} in ('coming','cant_come')`),
  ],
);
