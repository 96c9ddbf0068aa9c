import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, clearable, createdAt, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

// --- The crew builder (docs/decisions/037-crew-builder.md) ---

/** One row: the admin's crew settings; a missing row means every default. */
export const crewSettings = pg.pgTable(
  "crew_settings",
  {
    id: pg.boolean("id").primaryKey().default(true),
    withdrawCutoffHours: pg.integer("withdraw_cutoff_hours").notNull().default(24),
    offerBatchSize: pg.integer("offer_batch_size").notNull().default(3),
    offerTimeoutMinutes: pg.integer("offer_timeout_minutes").notNull().default(20),
    /** The ranking's weights (snake_case keys as on the wire); null means the defaults (migration 0023). */
    rankingWeights: pg.jsonb("ranking_weights").$type<Record<string, number>>(),
    updatedBy: pg.integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("crew_settings_one_row", sql`${t.id}`),
    pg.check(
      "crew_settings_ranges",
      sql`${t.withdrawCutoffHours} between 0 and 168 and ${t.offerBatchSize} between 1 and 20 and ${t.offerTimeoutMinutes} between 1 and 1440`,
    ),
  ],
);

/** A withdrawal after the cut-off: its own mark, not a no-show strike; an admin can clear it. */
export const lateCancellations = pg.pgTable(
  "late_cancellations",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    /** The withdrawn assignment (deleted by the withdrawal, so no reference): one mark each. */
    assignmentId: pg.integer("assignment_id"),
    createdAt: createdAt(),
    ...clearable(() => users.id),
  },
  (t) => [
    pg.uniqueIndex("late_cancellations_assignment_key").on(t.assignmentId),
    pg.index("late_cancellations_user_work_idx").on(t.userId, t.workId),
    pg.index("late_cancellations_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const OFFER_CHANNELS = ["app", "whatsapp"] as const;
export const OFFER_STATUSES = ["open", "taken", "passed", "gone", "expired"] as const;

/**
 * A freed place offered to one waiting worker. A wave offers it to the top N waiting together;
 * the first "Take it" wins and the others' offers become `gone`. `channel` says where the offer
 * was made (the app now; WhatsApp later through the same rows).
 */
export const placeOffers = pg.pgTable(
  "place_offers",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    channel: pg.text("channel", { enum: OFFER_CHANNELS }).notNull().default("app"),
    status: pg.text("status", { enum: OFFER_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    answeredAt: pg.timestamp("answered_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    // One open offer per person and work: two freed places never offer one person twice.
    pg.uniqueIndex("place_offers_open_key").on(t.workId, t.userId).where(sql`${t.status} = 'open'`),
    pg.index("place_offers_work_idx").on(t.workId, t.status),
    pg.index("place_offers_user_idx").on(t.userId, t.status),
    pg.check("place_offers_channel_check", sql`${t.channel} in ('app','whatsapp')`),
    pg.check("place_offers_status_check", sql`${t.status} in ('open','taken','passed','gone','expired')`),
  ],
);

/** A crew the admin locked: from then on a waiting worker sees their place in line. */
export const crewLocks = pg.pgTable("crew_locks", {
  workId: pg
    .integer("work_id")
    .primaryKey()
    .references(() => works.id, { onDelete: "cascade" }),
  lockedAt: pg.timestamp("locked_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  lockedBy: pg.integer("locked_by").references(() => users.id, { onDelete: "set null" }),
});

/** Days a worker marked as unavailable: offers and the waitlist skip them. */
export const unavailableDays = pg.pgTable(
  "unavailable_days",
  {
    userId: cascadeRef("user_id", () => users.id),
    day: pg.date("day", { mode: "string" }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.day] })],
);
