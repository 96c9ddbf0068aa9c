import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

// --- Jobs over WhatsApp, outbound (issue 38, docs/decisions/042-whatsapp-outbound.md) ---

/** One row: the WhatsApp settings (a missing key means its default) and the pacer's send slot. */
export const whatsappSettings = pgTable(
  "whatsapp_settings",
  {
    id: boolean("id").primaryKey().default(true),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The second the pacer fills now, and how many sends it holds already. */
    paceSlotAt: timestamp("pace_slot_at", { withTimezone: true, mode: "string" }),
    paceSlotUsed: integer("pace_slot_used").notNull().default(0),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("whatsapp_settings_one_row", sql`${t.id}`)],
);

/** Every business-initiated WhatsApp message: the outbox the paced sender works through. */
export const whatsappOutbox = pgTable(
  "whatsapp_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    workId: integer("work_id").references(() => works.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The versioned template name sent (job_offer_v1, ...). */
    template: text("template").notNull(),
    language: text("language").notNull(),
    toNumber: text("to_number").notNull(),
    params: jsonb("params").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("waiting"),
    /** The Asia/Kolkata day whose recipient allowance it counts against. */
    day: date("day", { mode: "string" }).notNull(),
    sendAt: timestamp("send_at", { withTimezone: true, mode: "string" }).notNull(),
    wave: integer("wave"),
    dedupeKey: text("dedupe_key"),
    wamid: text("wamid"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("whatsapp_outbox_dedupe_key").on(t.dedupeKey),
    index("whatsapp_outbox_work_idx").on(t.workId, t.kind),
    index("whatsapp_outbox_day_idx").on(t.day, t.userId),
    check(
      "whatsapp_outbox_status_check",
      sql`${t.status} in ('waiting','scheduled','sending','sent','failed','skipped','fallback')`,
    ),
    check(
      "whatsapp_outbox_kind_check",
      sql`${t.kind} in ('job_offer','work_confirmed','confirm_reminder','wage_saved','wage_paid','signin_code')`,
    ),
  ],
);

/** The attendance reminder sent to a crew member, and their answer ("I'm coming" / "I can't come"). */
export const whatsappReminders = pgTable(
  "whatsapp_reminders",
  {
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "string" }).notNull(),
    /** Unanswered after this: "not confirmed" for the admin. */
    answerBy: timestamp("answer_by", { withTimezone: true, mode: "string" }).notNull(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.userId] }),
    check("whatsapp_reminders_answer_check", sql`${t.answer} in ('coming','cant')`),
  ],
);

/** A 6-digit code sent on WhatsApp to sign in or set a new password (its HMAC, never the code). */
export const whatsappSigninCodes = pgTable(
  "whatsapp_signin_codes",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    tries: integer("tries").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("whatsapp_signin_codes_user_idx").on(t.userId, t.createdAt),
    check("whatsapp_signin_codes_purpose_check", sql`${t.purpose} in ('sign_in','reset')`),
  ],
);

/** Code requests, by number and by address, for the rate limits (whether or not the number exists). */
export const whatsappCodeRequests = pgTable(
  "whatsapp_code_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("whatsapp_code_requests_key_idx").on(t.key, t.createdAt)],
);
