import { PAYMENT_STATUSES, WORKER_ROLES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cascadeRef, clearable, createdAt, money, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

export const ratings = pgTable(
  "ratings",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    pant: boolean("pant"),
    shoe: boolean("shoe"),
    timing: boolean("timing"),
    neatness: boolean("neatness"),
    performance: boolean("performance"),
    attendance: smallint("attendence").notNull().default(1),
    arrivalTime: varchar("arrival_time", { length: 5 }),
    extraReward: money("extra_reward").notNull().default("0"),
    comment: text("comment"),
    ratedBy: integer("rated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ratings_work_user_key").on(t.workId, t.userId),
    index("ratings_user_idx").on(t.userId),
    check("ratings_attendence_check", sql`${t.attendance} in (0, 1)`),
  ],
);

export const wages = pgTable(
  "wages",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    /** The user's role in the work when the wage was saved. */
    roleType: text("role_type", { enum: WORKER_ROLES }).notNull(),
    baseFare: money("base_fare").notNull().default("0"),
    ratingAmount: money("rating_amount").notNull().default("0"),
    travelAllowance: money("travel_allowance").notNull().default("0"),
    overTime: money("over_time").notNull().default("0"),
    longFare: money("long_fare").notNull().default("0"),
    bonus: money("bonus").notNull().default("0"),
    extraLoading: money("extra_loading").notNull().default("0"),
    extraSetting: money("extra_setting").notNull().default("0"),
    totalWage: money("total_wage").notNull().default("0"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("not_paid"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the wage was marked paid (null while pending); migration 0012. */
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "string" }),
    /** The payer's optional reference (a UPI transaction id, a receipt number). */
    paymentReference: text("payment_reference"),
  },
  (t) => [
    uniqueIndex("wages_work_user_key").on(t.workId, t.userId),
    index("wages_user_idx").on(t.userId),
    // The admin's "needs me now" (unpaid wages), migration 0014.
    index("wages_unpaid_idx").on(t.workId).where(sql`${t.paymentStatus} = 'not_paid'`),
    check("wages_payment_status_check", oneOf(t.paymentStatus, PAYMENT_STATUSES)),
  ],
);

export const extraExpenses = pgTable(
  "extra_expenses",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    expenseType: text("expense_type").notNull(),
    amount: money("amount").notNull(),
    description: text("description"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("extra_expenses_work_idx").on(t.workId),
    check("extra_expenses_amount_check", sql`${t.amount} > 0`),
    // MAX_EXPENSE_AMOUNT of the shared schema (ten lakh per row); migration 0005.
    check("extra_expenses_amount_max_check", sql`${t.amount} <= 1000000`),
  ],
);
/** No-show strikes (issue 16): one per person and work marked absent; an admin may clear one. */
export const strikes = pgTable(
  "strikes",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    workId: cascadeRef("work_id", () => works.id),
    createdAt: createdAt(),
    ...clearable(() => users.id),
    /** Who marked the person absent (the captain or admin whose rating gave the strike). */
    markedBy: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("strikes_user_work_key").on(t.userId, t.workId),
    index("strikes_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// --- Public inquiries, newsletter and "forgot password" requests (issue 17) ---
