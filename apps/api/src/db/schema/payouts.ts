import { PAYOUT_BATCH_STATUSES, PAYOUT_ITEM_STATUSES, PAYOUT_METHODS } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";
import { wages } from "./pay.js";
import { users } from "./people.js";
import { works } from "./works.js";

const at = (name: string) => pg.timestamp(name, { withTimezone: true, mode: "string" });
const setNullUser = (name: string) => pg.integer(name).references(() => users.id, { onDelete: "set null" });

/**
 * Where a worker is paid (record 060): his bank account, entered by himself. His UPI ID is
 * `users.upi_id`, the one place for it (record 066).
 */
export const payoutDetails = pg.pgTable("payout_details", {
  userId: pg
    .integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountNumber: pg.text("account_number"),
  ifsc: pg.text("ifsc"),
  accountName: pg.text("account_name"),
  updatedAt: updatedAt(),
});

/** A work's unpaid wages paid together: prepared by staff, approved (and sent) by an admin. */
export const payoutBatches = pg.pgTable(
  "payout_batches",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    status: pg.text("status", { enum: PAYOUT_BATCH_STATUSES }).notNull().default("draft"),
    totalPaise: pg.bigint("total_paise", { mode: "number" }).notNull(),
    preparedBy: setNullUser("prepared_by"),
    approvedBy: setNullUser("approved_by"),
    approvedAt: at("approved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("payout_batches_work_idx").on(t.workId),
    pg.check("payout_batches_status_check", oneOf(t.status, PAYOUT_BATCH_STATUSES)),
  ],
);

/** One wage in a batch; at most one live line per wage (the partial unique index). */
export const payoutItems = pg.pgTable(
  "payout_items",
  {
    id: pg.serial("id").primaryKey(),
    batchId: cascadeRef("batch_id", () => payoutBatches.id),
    wageId: cascadeRef("wage_id", () => wages.id),
    userId: cascadeRef("user_id", () => users.id),
    amountPaise: pg.bigint("amount_paise", { mode: "number" }).notNull(),
    method: pg.text("method", { enum: PAYOUT_METHODS }).notNull(),
    /** Masked destination when the batch was made (`ra…@okaxis`, `xxxx4321`). */
    destination: pg.text("destination"),
    status: pg.text("status", { enum: PAYOUT_ITEM_STATUSES }).notNull().default("pending"),
    providerPayoutId: pg.text("provider_payout_id"),
    utr: pg.text("utr"),
    failureReason: pg.text("failure_reason"),
    paidAt: at("paid_at"),
    /** Cash: who marked it handed over and when; the worker's "Got it" or "Not received" (0039a). */
    markedBy: setNullUser("marked_by"),
    markedAt: at("marked_at"),
    confirmedAt: at("confirmed_at"),
    disputedAt: at("disputed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("payout_items_batch_idx").on(t.batchId),
    pg.uniqueIndex("payout_items_provider_payout_key").on(t.providerPayoutId),
    pg
      .uniqueIndex("payout_items_live_wage_key")
      .on(t.wageId)
      .where(sql`${t.status} in ('pending','queued','processing','paid')`),
    pg.check("payout_items_status_check", oneOf(t.status, PAYOUT_ITEM_STATUSES)),
    pg.check("payout_items_method_check", oneOf(t.method, PAYOUT_METHODS)),
    pg.check("payout_items_amount_check", sql`${t.amountPaise} >= 0`),
  ],
);

/** Webhook deliveries taken, by the provider's event id: a re-delivery finds its row and does nothing. */
export const payoutWebhookEvents = pg.pgTable("payout_webhook_events", {
  eventId: pg.text("event_id").primaryKey(),
  event: pg.text("event").notNull(),
  payoutId: pg.text("payout_id").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});
