import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

// --- Jobs over WhatsApp, outbound (docs/decisions/042-whatsapp-outbound.md) ---

/** One row: the WhatsApp settings (a missing key means its default) and the pacer's send slot. */
export const whatsappSettings = pg.pgTable(
  "whatsapp_settings",
  {
    id: pg.boolean("id").primaryKey().default(true),
    settings: pg.jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The second the pacer fills now, and how many sends it holds already. */
    paceSlotAt: pg.timestamp("pace_slot_at", { withTimezone: true, mode: "string" }),
    paceSlotUsed: pg.integer("pace_slot_used").notNull().default(0),
    updatedBy: pg.integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("whatsapp_settings_one_row", sql`${t.id}`)],
);

/** Every business-initiated WhatsApp message: the outbox the paced sender works through. */
export const whatsappOutbox = pg.pgTable(
  "whatsapp_outbox",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    workId: pg.integer("work_id").references(() => works.id, { onDelete: "cascade" }),
    kind: pg.text("kind").notNull(),
    /** The versioned template name sent (job_offer_v1, ...). */
    template: pg.text("template").notNull(),
    language: pg.text("language").notNull(),
    toNumber: pg.text("to_number").notNull(),
    params: pg.jsonb("params").$type<string[]>().notNull().default([]),
    status: pg.text("status").notNull().default("waiting"),
    /** The Asia/Kolkata day whose recipient allowance it counts against. */
    day: pg.date("day", { mode: "string" }).notNull(),
    sendAt: pg.timestamp("send_at", { withTimezone: true, mode: "string" }).notNull(),
    wave: pg.integer("wave"),
    dedupeKey: pg.text("dedupe_key"),
    wamid: pg.text("wamid"),
    lastError: pg.text("last_error"),
    sentAt: pg.timestamp("sent_at", { withTimezone: true, mode: "string" }),
    /** Times Meta answered this message with a sending limit (record 065): it backs off, then gives up. */
    limitHits: pg.integer("limit_hits").notNull().default(0),
    /** What its status callbacks said (record 063). */
    deliveredAt: pg.timestamp("delivered_at", { withTimezone: true, mode: "string" }),
    readAt: pg.timestamp("read_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("whatsapp_outbox_dedupe_key").on(t.dedupeKey),
    pg.index("whatsapp_outbox_wamid_idx").on(t.wamid),
    pg.index("whatsapp_outbox_work_idx").on(t.workId, t.kind),
    pg.index("whatsapp_outbox_day_idx").on(t.day, t.userId),
    pg.check(
      "whatsapp_outbox_status_check",
      sql`${t.status} in ('waiting','scheduled','sending','sent','failed','skipped','fallback')`,
    ),
    pg.check(
      "whatsapp_outbox_kind_check",
      sql`${t.kind} in ('job_offer','work_confirmed','confirm_reminder','wage_saved','wage_paid','signin_code')`,
    ),
  ],
);

/**
 * One row: sends held back after Meta answered with its throughput limit (record 065), until
 * `held_until`; `limit_hits` counts the limits met in a row (the hold doubles), 0 after a send
 * goes through. Bookkeeping of the sender only (quiet: no kept answer reads it).
 */
export const whatsappSendingHold = pg.pgTable(
  "whatsapp_sending_hold",
  {
    id: pg.boolean("id").primaryKey().default(true),
    heldUntil: pg.timestamp("held_until", { withTimezone: true, mode: "string" }),
    limitHits: pg.integer("limit_hits").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("whatsapp_sending_hold_one_row", sql`${t.id}`)],
);

/** The attendance reminder sent to a crew member, and their answer ("I'm coming" / "I can't come"). */
export const whatsappReminders = pg.pgTable(
  "whatsapp_reminders",
  {
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    remindedAt: pg.timestamp("reminded_at", { withTimezone: true, mode: "string" }).notNull(),
    /** Unanswered after this: "not confirmed" for the admin. */
    answerBy: pg.timestamp("answer_by", { withTimezone: true, mode: "string" }).notNull(),
    answer: pg.text("answer"),
    answeredAt: pg.timestamp("answered_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.workId, t.userId] }),
    pg.check("whatsapp_reminders_answer_check", sql`${t.answer} in ('coming','cant')`),
  ],
);

/** A 6-digit code sent on WhatsApp to sign in or set a new password (its HMAC, never the code). */
export const whatsappSigninCodes = pg.pgTable(
  "whatsapp_signin_codes",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    codeHash: pg.text("code_hash").notNull(),
    purpose: pg.text("purpose").notNull(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    tries: pg.integer("tries").notNull().default(0),
    usedAt: pg.timestamp("used_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("whatsapp_signin_codes_user_idx").on(t.userId, t.createdAt),
    pg.check("whatsapp_signin_codes_purpose_check", sql`${t.purpose} in ('sign_in','reset')`),
  ],
);

/** Code requests, by number and by address, for the rate limits (whether or not the number exists). */
export const whatsappCodeRequests = pg.pgTable(
  "whatsapp_code_requests",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    key: pg.text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("whatsapp_code_requests_key_idx").on(t.key, t.createdAt)],
);
