import { CLIENT_KINDS, LANGUAGES, RATE_ITEMS } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, money, oneOf, updatedAt } from "./columns.js";

/**
 * The agency's customers and what each is charged (docs/decisions/056-clients-and-bills.md),
 * migration 0040. Read by works (`works.client_id`) and bills (./billing.ts).
 */
export const clients = pg.pgTable(
  "clients",
  {
    id: pg.serial("id").primaryKey(),
    name: pg.text("name").notNull(),
    kind: pg.text("kind", { enum: CLIENT_KINDS }).notNull().default("caterer"),
    contactPerson: pg.text("contact_person"),
    mobile: pg.varchar("mobile", { length: 10 }),
    email: pg.text("email"),
    address: pg.text("address"),
    stateCode: pg.text("state_code").notNull().default("32"),
    gstin: pg.text("gstin"),
    paymentTermsDays: pg.integer("payment_terms_days").notNull().default(7),
    notes: pg.text("notes"),
    whatsappConsent: pg.boolean("whatsapp_consent").notNull().default(false),
    remindersPaused: pg.boolean("reminders_paused").notNull().default(false),
    /** The language of his payment reminders (migration 0053, record 071). */
    language: pg.text("language", { enum: LANGUAGES }).notNull().default("ml"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("clients_name_idx").on(sql`lower(${t.name})`),
    pg.index("clients_mobile_idx").on(t.mobile),
    pg.uniqueIndex("clients_gstin_key").on(t.gstin).where(sql`${t.gstin} is not null`),
    pg.check("clients_kind_check", oneOf(t.kind, CLIENT_KINDS)),
    pg.check("clients_language_check", oneOf(t.language, LANGUAGES)),
    pg.check("clients_terms_check", sql`${t.paymentTermsDays} >= 0 and ${t.paymentTermsDays} <= 365`),
  ],
);

/** A price per item: the agency's default (no client) or one client's override. */
export const rateCards = pg.pgTable(
  "rate_cards",
  {
    id: pg.serial("id").primaryKey(),
    clientId: pg.integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    item: pg.text("item", { enum: RATE_ITEMS }).notNull(),
    rate: money("rate").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("rate_cards_default_key").on(t.item).where(sql`${t.clientId} is null`),
    pg.uniqueIndex("rate_cards_client_key").on(t.clientId, t.item).where(sql`${t.clientId} is not null`),
    pg.check("rate_cards_item_check", oneOf(t.item, RATE_ITEMS)),
    pg.check("rate_cards_rate_check", sql`${t.rate} >= 0`),
  ],
);
