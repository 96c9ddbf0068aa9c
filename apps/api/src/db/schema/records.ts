import { LANGUAGES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf } from "./columns.js";
import { users } from "./people.js";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/** An inquiry sent from the public page's contact form (kept even when WhatsApp does not open). */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    phone: text("phone"),
    email: text("email"),
    eventDetails: text("event_details"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    check("leads_language_check", oneOf(t.language, LANGUAGES)),
    check("leads_contact_check", sql`${t.phone} is not null or ${t.email} is not null`),
  ],
);

/** E-mails from the public page's newsletter box, one row per address. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    check("newsletter_subscribers_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** Issue 16: Idempotency-Key of a write, per caller, with the answer sent again on a replay. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    key: varchar("key", { length: 100 }).notNull(),
    method: varchar("method", { length: 10 }).notNull(),
    path: text("path").notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    statusCode: smallint("status_code").notNull(),
    response: jsonb("response").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key)],
);
