import { PAYMENT_STATUSES, WORKER_ROLES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, clearable, createdAt, money, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

export const ratings = pg.pgTable(
  "ratings",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    pant: pg.boolean("pant"),
    shoe: pg.boolean("shoe"),
    timing: pg.boolean("timing"),
    neatness: pg.boolean("neatness"),
    performance: pg.boolean("performance"),
    attendance: pg.smallint("attendence").notNull().default(1),
    arrivalTime: pg.varchar("arrival_time", { length: 5 }),
    extraReward: money("extra_reward").notNull().default("0"),
    comment: pg.text("comment"),
    ratedBy: pg.integer("rated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("ratings_work_user_key").on(t.workId, t.userId),
    pg.index("ratings_user_idx").on(t.userId),
    pg.check("ratings_attendence_check", sql`${t.attendance} in (0, 1)`),
  ],
);

export const wages = pg.pgTable(
  "wages",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    /** The user's role in the work when the wage was saved. */
    roleType: pg.text("role_type", { enum: WORKER_ROLES }).notNull(),
    baseFare: money("base_fare").notNull().default("0"),
    ratingAmount: money("rating_amount").notNull().default("0"),
    travelAllowance: money("travel_allowance").notNull().default("0"),
    overTime: money("over_time").notNull().default("0"),
    longFare: money("long_fare").notNull().default("0"),
    bonus: money("bonus").notNull().default("0"),
    extraLoading: money("extra_loading").notNull().default("0"),
    extraSetting: money("extra_setting").notNull().default("0"),
    totalWage: money("total_wage").notNull().default("0"),
    paymentStatus: pg.text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("not_paid"),
    createdBy: pg.integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the wage was marked paid (null while pending); migration 0012. */
    paidAt: pg.timestamp("paid_at", { withTimezone: true, mode: "string" }),
    /** The payer's optional reference (a UPI transaction id, a receipt number). */
    paymentReference: pg.text("payment_reference"),
  },
  (t) => [
    pg.uniqueIndex("wages_work_user_key").on(t.workId, t.userId),
    pg.index("wages_user_idx").on(t.userId),
    // The admin's "needs me now" (unpaid wages), migration 0014.
    pg.index("wages_unpaid_idx").on(t.workId).where(sql`${t.paymentStatus} = 'not_paid'`),
    pg.check("wages_payment_status_check", oneOf(t.paymentStatus, PAYMENT_STATUSES)),
  ],
);

export const extraExpenses = pg.pgTable(
  "extra_expenses",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    expenseType: pg.text("expense_type").notNull(),
    amount: money("amount").notNull(),
    description: pg.text("description"),
    createdBy: pg.integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("extra_expenses_work_idx").on(t.workId),
    pg.check("extra_expenses_amount_check", sql`${t.amount} > 0`),
    // MAX_EXPENSE_AMOUNT of the shared schema (ten lakh per row); migration 0005.
    pg.check("extra_expenses_amount_max_check", sql`${t.amount} <= 1000000`),
  ],
);
/** No-show strikes: one per person and work marked absent; an admin may clear one. */
export const strikes = pg.pgTable(
  "strikes",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    createdAt: createdAt(),
    ...clearable(() => users.id),
    /** Who marked the person absent (the captain or admin whose rating gave the strike). */
    markedBy: pg.integer("marked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    pg.uniqueIndex("strikes_user_work_key").on(t.userId, t.workId),
    pg.index("strikes_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// --- Public inquiries, newsletter and "forgot password" requests ---
