import { LANGUAGES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf } from "./columns.js";
import { users } from "./people.js";

export const auditLog = pg.pgTable(
  "audit_log",
  {
    id: pg.bigserial("id", { mode: "number" }).primaryKey(),
    actorId: pg.integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: pg.text("action").notNull(),
    entity: pg.text("entity").notNull(),
    entityId: pg.text("entity_id"),
    details: pg.jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("audit_log_entity_idx").on(t.entity, t.entityId),
    pg.index("audit_log_created_idx").on(t.createdAt),
  ],
);

/** An inquiry sent from the public page's contact form (kept even when WhatsApp does not open). */
export const leads = pg.pgTable(
  "leads",
  {
    id: pg.serial("id").primaryKey(),
    firstName: pg.text("first_name").notNull(),
    lastName: pg.text("last_name"),
    phone: pg.text("phone"),
    email: pg.text("email"),
    eventDetails: pg.text("event_details"),
    language: pg.text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("leads_created_idx").on(t.createdAt),
    pg.check("leads_language_check", oneOf(t.language, LANGUAGES)),
    pg.check("leads_contact_check", sql`${t.phone} is not null or ${t.email} is not null`),
  ],
);

/** E-mails from the public page's newsletter box, one row per address. */
export const newsletterSubscribers = pg.pgTable(
  "newsletter_subscribers",
  {
    id: pg.serial("id").primaryKey(),
    email: pg.text("email").notNull(),
    language: pg.text("language", { enum: LANGUAGES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    pg.check("newsletter_subscribers_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** Idempotency-Key of a write, per caller, with the answer sent again on a replay. */
export const idempotencyKeys = pg.pgTable(
  "idempotency_keys",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    key: pg.varchar("key", { length: 100 }).notNull(),
    method: pg.varchar("method", { length: 10 }).notNull(),
    path: pg.text("path").notNull(),
    requestHash: pg.varchar("request_hash", { length: 64 }).notNull(),
    statusCode: pg.smallint("status_code").notNull(),
    response: pg.jsonb("response").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex("idempotency_keys_user_key").on(t.userId, t.key)],
);
