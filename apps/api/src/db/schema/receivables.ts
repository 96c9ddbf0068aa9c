import { PAYMENT_METHODS } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { invoices } from "./billing.js";
import { clients } from "./clients.js";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";

/** Money in from clients (docs/decisions/057-payments-dues-exports.md), migration 0041. */

const bigMoney = (name: string) => pg.numeric(name, { precision: 12, scale: 2 });

/** A payment received: the money, the TDS withheld, and what was left after the bills (advance). */
export const clientPayments = pg.pgTable(
  "client_payments",
  {
    id: pg.serial("id").primaryKey(),
    clientId: pg
      .integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    receivedOn: pg.date("received_on", { mode: "string" }).notNull(),
    amount: bigMoney("amount").notNull(),
    tdsAmount: bigMoney("tds_amount").notNull().default("0"),
    method: pg.text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: pg.text("reference").notNull().default(""),
    advance: bigMoney("advance").notNull().default("0"),
    createdBy: pg.integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("client_payments_client_idx").on(t.clientId, t.receivedOn),
    pg.index("client_payments_received_idx").on(t.receivedOn),
    pg.index("client_payments_advance_idx").on(t.clientId).where(sql`${t.advance} > 0`),
    pg
      .uniqueIndex("client_payments_reference_key")
      .on(t.clientId, t.reference)
      .where(sql`${t.reference} <> ''`),
    pg.check("client_payments_amount_check", sql`${t.amount} > 0`),
    pg.check("client_payments_tds_check", sql`${t.tdsAmount} >= 0 and ${t.tdsAmount} <= ${t.amount}`),
    pg.check(
      "client_payments_advance_check",
      sql`${t.advance} >= 0 and ${t.advance} <= ${t.amount} + ${t.tdsAmount}`,
    ),
    pg.check("client_payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
  ],
);

/** The part of a payment that settled one bill. */
export const paymentAllocations = pg.pgTable(
  "payment_allocations",
  {
    paymentId: cascadeRef("payment_id", () => clientPayments.id),
    invoiceId: pg
      .integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amount: bigMoney("amount").notNull(),
    /** Settled from the client's advance when the bill was issued (migration 0053, record 071). */
    fromAdvance: pg.boolean("from_advance").notNull().default(false),
  },
  (t) => [
    pg.primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    pg.index("payment_allocations_invoice_idx").on(t.invoiceId),
    pg.check("payment_allocations_amount_check", sql`${t.amount} > 0`),
  ],
);

export const REMINDER_STATUSES = ["queued", "sent", "skipped", "failed"] as const;

/** A payment reminder to a client: at most one a client a day (the unique day key). */
export const clientReminders = pg.pgTable(
  "client_reminders",
  {
    id: pg.serial("id").primaryKey(),
    clientId: cascadeRef("client_id", () => clients.id),
    invoiceId: cascadeRef("invoice_id", () => invoices.id),
    sentOn: pg.date("sent_on", { mode: "string" }).notNull(),
    status: pg.text("status", { enum: REMINDER_STATUSES }).notNull().default("queued"),
    wamid: pg.text("wamid"),
    lastError: pg.text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("client_reminders_day_key").on(t.clientId, t.sentOn),
    pg.index("client_reminders_invoice_idx").on(t.invoiceId, t.sentOn),
    pg.check("client_reminders_status_check", oneOf(t.status, REMINDER_STATUSES)),
  ],
);

/** One row: whether captains see revenue and profit in their analytics (on by default). */
export const analyticsSettings = pg.pgTable(
  "analytics_settings",
  {
    id: pg.boolean("id").primaryKey().default(true),
    captainsSeeMoney: pg.boolean("captains_see_money").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("analytics_settings_one_row", sql`${t.id}`)],
);
