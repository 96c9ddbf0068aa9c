import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { notificationDeliveries } from "./notifications.js";
import { users } from "./people.js";
import { works } from "./works.js";

// --- WhatsApp, what comes in (issue 38, docs/decisions/041-whatsapp-inbound.md) ---

export const WHATSAPP_EVENT_KINDS = ["message", "status", "template"] as const;

/**
 * Every verified webhook event, stored before the 200 and handled in the job queue. The key is
 * the WhatsApp message id for a message (`msg:<id>`), the message id and state for a status
 * callback, the template id, event and time for a template change: a re-delivery finds its key
 * taken and does nothing.
 */
export const whatsappInbound = pgTable(
  "whatsapp_inbound",
  {
    eventKey: text("event_key").primaryKey(),
    kind: text("kind").notNull(),
    /** The sender of a message (digits, country code first); null for other events. */
    waNumber: text("wa_number"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true, mode: "string" }),
    /** What handling it did (the command, or why nothing), for support. */
    outcome: text("outcome"),
  },
  (t) => [
    // The 24-hour window: a number's latest message.
    index("whatsapp_inbound_number_idx").on(t.waNumber, t.receivedAt),
    check("whatsapp_inbound_kind_check", sql`${t.kind} in ('message','status','template')`),
  ],
);

/**
 * Messages the server sent, by WhatsApp's id, so that status callbacks (sent, delivered, read,
 * failed) find their notification delivery; a failure marks that delivery failed for the admin.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    waMessageId: text("wa_message_id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    deliveryId: bigint("delivery_id", { mode: "number" }).references(() => notificationDeliveries.id, {
      onDelete: "cascade",
    }),
    status: text("status").notNull().default("sent"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("whatsapp_messages_delivery_idx").on(t.deliveryId),
    check("whatsapp_messages_status_check", sql`${t.status} in ('sent','delivered','read','failed')`),
  ],
);

/** A template's state as Meta last reported it (per language); no row: usable. */
export const whatsappTemplates = pgTable(
  "whatsapp_templates",
  {
    name: text("name").notNull(),
    language: text("language").notNull(),
    /** Meta's event: APPROVED, PAUSED, DISABLED, REJECTED, ... */
    status: text("status").notNull(),
    /** GREEN, YELLOW, RED, UNKNOWN, from quality updates. */
    quality: text("quality"),
    reason: text("reason"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.language] })],
);

/** "Not this time" on an offer: that worker gets no more messages about that work. */
export const whatsappDeclines = pgTable(
  "whatsapp_declines",
  {
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workId] })],
);

/** The day a number that is not a worker last got the registration reply (once a day). */
export const whatsappStrangerReplies = pgTable("whatsapp_stranger_replies", {
  waNumber: text("wa_number").primaryKey(),
  repliedOn: date("replied_on", { mode: "string" }).notNull(),
});

/** The reminder's answer: "I'm coming" (kept here) or "I can't come" (a withdrawal, kept too). */
export const whatsappConfirmations = pgTable(
  "whatsapp_confirmations",
  {
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    answer: text("answer").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workId] }),
    check("whatsapp_confirmations_answer_check", sql`${t.answer} in ('coming','cant_come')`),
  ],
);
