import {
  ASSIGNMENT_SOURCES,
  MEALS,
  OCCASIONS,
  REQUEST_STATUSES,
  WORK_STATUSES,
  WORKER_ROLES,
} from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { cascadeRef, createdAt, money, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";

export const fares = pg.pgTable(
  "fares",
  {
    id: pg.serial("id").primaryKey(),
    fareType: pg.text("fare_type").notNull(),
    amount: money("amount").notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex("fares_fare_type_key").on(t.fareType),
    pg.check("fares_amount_check", sql`${t.amount} >= 0`),
  ],
);

export const works = pg.pgTable(
  "works",
  {
    id: pg.serial("id").primaryKey(),
    auditoriumName: pg.text("auditorium_name").notNull(),
    cateringCompany: pg.text("catering_company"),
    customerName: pg.text("customer_name").notNull(),
    customerMobile: pg.varchar("customer_mobile", { length: 10 }).notNull(),
    address: pg.text("address").notNull(),
    place: pg.text("place").notNull(),
    district: pg.text("district").notNull(),
    date: pg.date("date", { mode: "string" }).notNull(),
    reportingTime: pg.varchar("reporting_time", { length: 5 }).notNull(),
    // The meal (migration 0049, record 069); the occasion apart, null when not said.
    workType: pg.text("work_type", { enum: MEALS }).notNull(),
    occasion: pg.text("occasion", { enum: OCCASIONS }),
    noOfBoysNeeded: pg.integer("no_of_boys_needed").notNull(),
    // People needed per role (migration 0042): head boys among the boys' places, supervisors, captains.
    headBoysNeeded: pg.integer("head_boys_needed").notNull().default(0),
    supervisorsNeeded: pg.integer("supervisors_needed").notNull().default(0),
    captainsNeeded: pg.integer("captains_needed").notNull().default(1),
    attendees: pg.integer("attendees").notNull(),
    paymentAmount: money("payment_amount").notNull(),
    locationUrl: pg.text("location_url"),
    remarks: pg.text("remarks"),
    aboutWork: pg.text("about_work"),
    instructions: pg.text("instructions"),
    // Transport and dress (migration 0023): null when not set.
    pickupPoint: pg.text("pickup_point"),
    pickupTime: pg.varchar("pickup_time", { length: 5 }),
    vehicle: pg.text("vehicle"),
    driverName: pg.text("driver_name"),
    driverMobile: pg.varchar("driver_mobile", { length: 10 }),
    dropAfter: pg.text("drop_after"),
    dressCode: pg.text("dress_code"),
    bikeNeeded: pg.boolean("bike_needed").notNull().default(false),
    isPublished: pg.boolean("is_published").notNull().default(false),
    status: pg.text("status", { enum: WORK_STATUSES }).notNull().default("pending"),
    createdBy: pg.integer("created_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: pg.timestamp("completed_at", { withTimezone: true, mode: "string" }),
    /** The client billed for the work (migration 0040); the customer fields are filled from it. */
    clientId: pg.integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Upcoming lists (status not past) sorted by date then time.
    pg
      .index("works_upcoming_idx")
      .on(t.date, t.reportingTime, t.id)
      .where(sql`${t.status} not in ('completed','cancelled')`),
    // Past lists, newest first.
    pg
      .index("works_past_idx")
      .on(t.date.desc(), t.id.desc())
      .where(sql`${t.status} in ('completed','cancelled')`),
    pg
      .index("works_published_idx")
      .on(t.date, t.reportingTime)
      .where(sql`${t.isPublished} and ${t.status} not in ('completed','cancelled')`),
    pg.index("works_date_idx").on(t.date),
    pg.index("works_client_idx").on(t.clientId, t.date),
    pg.check("works_status_check", oneOf(t.status, WORK_STATUSES)),
    pg.check("works_type_check", oneOf(t.workType, MEALS)),
    pg.check("works_occasion_check", oneOf(t.occasion, OCCASIONS)),
    pg.check("works_counts_check", sql`${t.noOfBoysNeeded} >= 0 and ${t.attendees} >= 0`),
    pg.check("works_payment_check", sql`${t.paymentAmount} >= 0`),
    pg.check(
      "works_role_counts_check",
      sql`${t.headBoysNeeded} >= 0 and ${t.headBoysNeeded} <= ${t.noOfBoysNeeded} and ${t.supervisorsNeeded} >= 0 and ${t.captainsNeeded} >= 0`,
    ),
  ],
);

export const workRequests = pg.pgTable(
  "work_requests",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    status: pg.text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    assigned: pg.boolean("assigned").notNull().default(false),
    comment: pg.text("comment"),
    requestedAt: pg.timestamp("requested_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** The work's date, copied and kept by triggers (migration 0016) for My Works' keyset; never written here. */
    workDate: pg.date("work_date", { mode: "string" }),
    /** Where the request came from: the app or a WhatsApp "Request" button. */
    channel: pg
      .text("channel", { enum: ["app", "whatsapp"] })
      .notNull()
      .default("app"),
    /** Why the admin rejected the request, shown to the worker; cleared when it is accepted (docs/decisions/045). */
    rejectionReason: pg.text("rejection_reason"),
  },
  (t) => [
    pg.uniqueIndex("work_requests_work_user_key").on(t.workId, t.userId),
    // My Works pages: one person's requests by work date, newest first.
    pg
      .index("work_requests_user_work_date_idx")
      .on(t.userId, t.workDate.desc().nullsFirst(), t.workId.desc().nullsFirst()),
    pg.index("work_requests_user_idx").on(t.userId, t.requestedAt.desc()),
    pg.index("work_requests_work_status_idx").on(t.workId, t.status),
    pg.index("work_requests_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    pg.check("work_requests_status_check", oneOf(t.status, REQUEST_STATUSES)),
    pg.check("work_requests_channel_check", sql`${t.channel} in ('app','whatsapp')`),
  ],
);

export const assignments = pg.pgTable(
  "assignments",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    /** The role the user holds in this work (decides the wage group and base fare). */
    roleType: pg.text("role_type", { enum: WORKER_ROLES }).notNull(),
    /** `admin` (assigned directly) or `request` (accepted join request). */
    source: pg.text("source", { enum: ASSIGNMENT_SOURCES }).notNull(),
    requestId: pg.integer("request_id").references(() => workRequests.id, { onDelete: "set null" }),
    isSetting: pg.boolean("is_setting").notNull().default(false),
    isLoading: pg.boolean("is_loading").notNull().default(false),
    assignedBy: pg.integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: pg.timestamp("assigned_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** The work's date, copied and kept by triggers (migration 0016) for My Works' keyset; never written here. */
    workDate: pg.date("work_date", { mode: "string" }),
  },
  (t) => [
    pg.uniqueIndex("assignments_work_user_key").on(t.workId, t.userId),
    pg.index("assignments_user_idx").on(t.userId),
    // My Works pages: one person's assignments without a request, by work date, newest first.
    pg
      .index("assignments_user_direct_work_date_idx")
      .on(t.userId, t.workDate.desc().nullsFirst(), t.workId.desc().nullsFirst())
      .where(sql`${t.requestId} is null`),
    pg.check("assignments_role_check", oneOf(t.roleType, WORKER_ROLES)),
    pg.check("assignments_source_check", oneOf(t.source, ASSIGNMENT_SOURCES)),
  ],
);
/** A person's arrival at a work, by the QR code or by hand; the first one is kept. */
export const checkIns = pg.pgTable(
  "check_ins",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    arrivedAt: pg.timestamp("arrived_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    method: pg.text("method", { enum: ["code", "hand"] }).notNull(),
    checkedInBy: pg.integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    pg.uniqueIndex("check_ins_work_user_key").on(t.workId, t.userId),
    pg.check("check_ins_method_check", sql`${t.method} in ('code','hand')`),
  ],
);

/** The short form of a worker's check-in code for a work (migration 0050), unique within the work. */
export const checkInCodes = pg.pgTable(
  "check_in_codes",
  {
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    code: pg.varchar("code", { length: 6 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ name: "check_in_codes_pkey", columns: [t.workId, t.userId] }),
    pg.uniqueIndex("check_in_codes_work_code_key").on(t.workId, t.code),
  ],
);

/**
 * One row: how many works the analytics list shows unfiltered (all but cancelled), kept by the
 * trigger of migration 0018. Derived data, left out of backups.
 */
export const workCounts = pg.pgTable(
  "work_counts",
  {
    id: pg.boolean("id").primaryKey().default(true),
    analyticsWorks: pg.integer("analytics_works").notNull(),
  },
  (t) => [pg.check("work_counts_one_row", sql`${t.id}`)],
);

/**
 * One row: how many transactions wrote a table that kept answers read, raised at each such commit
 * by the triggers of migration 0030 (docs/decisions/044-peak-hour.md). Derived, left out of backups.
 */
export const answerVersion = pg.pgTable(
  "answer_version",
  {
    id: pg.boolean("id").primaryKey().default(true),
    version: pg.bigint("version", { mode: "number" }).notNull(),
    /** Raised at each commit that wrote `works` or `fares` (migration 0033): the shared published list's key. */
    publishedVersion: pg
      .bigint("published_version", { mode: "number" })
      .default(sql`floor(random() * 4e15)::bigint`)
      .notNull(),
  },
  (t) => [pg.check("answer_version_one_row", sql`${t.id}`)],
);
