import {
  ASSIGNMENT_SOURCES,
  REQUEST_STATUSES,
  WORK_STATUSES,
  WORK_TYPES,
  WORKER_ROLES,
} from "@catercrew/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, money, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";

export const fares = pgTable(
  "fares",
  {
    id: serial("id").primaryKey(),
    fareType: text("fare_type").notNull(),
    amount: money("amount").notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fares_fare_type_key").on(t.fareType),
    check("fares_amount_check", sql`${t.amount} >= 0`),
  ],
);

export const works = pgTable(
  "works",
  {
    id: serial("id").primaryKey(),
    auditoriumName: text("auditorium_name").notNull(),
    cateringCompany: text("catering_company"),
    customerName: text("customer_name").notNull(),
    customerMobile: varchar("customer_mobile", { length: 10 }).notNull(),
    address: text("address").notNull(),
    place: text("place").notNull(),
    district: text("district").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    reportingTime: varchar("reporting_time", { length: 5 }).notNull(),
    workType: text("work_type", { enum: WORK_TYPES }).notNull(),
    noOfBoysNeeded: integer("no_of_boys_needed").notNull(),
    attendees: integer("attendees").notNull(),
    paymentAmount: money("payment_amount").notNull(),
    locationUrl: text("location_url"),
    remarks: text("remarks"),
    aboutWork: text("about_work"),
    instructions: text("instructions"),
    // Transport and dress (issue 37, migration 0023): null when not set.
    pickupPoint: text("pickup_point"),
    pickupTime: varchar("pickup_time", { length: 5 }),
    vehicle: text("vehicle"),
    driverName: text("driver_name"),
    driverMobile: varchar("driver_mobile", { length: 10 }),
    dropAfter: text("drop_after"),
    dressCode: text("dress_code"),
    bikeNeeded: boolean("bike_needed").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    status: text("status", { enum: WORK_STATUSES }).notNull().default("pending"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Upcoming lists (status not past) sorted by date then time.
    index("works_upcoming_idx")
      .on(t.date, t.reportingTime, t.id)
      .where(sql`${t.status} not in ('completed','cancelled')`),
    // Past lists, newest first.
    index("works_past_idx")
      .on(t.date.desc(), t.id.desc())
      .where(sql`${t.status} in ('completed','cancelled')`),
    index("works_published_idx")
      .on(t.date, t.reportingTime)
      .where(sql`${t.isPublished} and ${t.status} not in ('completed','cancelled')`),
    index("works_date_idx").on(t.date),
    check("works_status_check", oneOf(t.status, WORK_STATUSES)),
    check("works_type_check", oneOf(t.workType, WORK_TYPES)),
    check("works_counts_check", sql`${t.noOfBoysNeeded} >= 0 and ${t.attendees} >= 0`),
    check("works_payment_check", sql`${t.paymentAmount} >= 0`),
  ],
);

export const workRequests = pgTable(
  "work_requests",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    assigned: boolean("assigned").notNull().default(false),
    comment: text("comment"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** The work's date, copied and kept by triggers (migration 0016) for My Works' keyset; never written here. */
    workDate: date("work_date", { mode: "string" }),
    /** Where the request came from: the app or a WhatsApp "Request" button (issue 38). */
    channel: text("channel", { enum: ["app", "whatsapp"] })
      .notNull()
      .default("app"),
    /** Why the admin rejected the request, shown to the worker; cleared when it is accepted (docs/decisions/045). */
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    uniqueIndex("work_requests_work_user_key").on(t.workId, t.userId),
    // My Works pages: one person's requests by work date, newest first.
    index("work_requests_user_work_date_idx").on(
      t.userId,
      t.workDate.desc().nullsFirst(),
      t.workId.desc().nullsFirst(),
    ),
    index("work_requests_user_idx").on(t.userId, t.requestedAt.desc()),
    index("work_requests_work_status_idx").on(t.workId, t.status),
    index("work_requests_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    check("work_requests_status_check", oneOf(t.status, REQUEST_STATUSES)),
    check("work_requests_channel_check", sql`${t.channel} in ('app','whatsapp')`),
  ],
);

export const assignments = pgTable(
  "assignments",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    /** The role the user holds in this work (decides the wage group and base fare). */
    roleType: text("role_type", { enum: WORKER_ROLES }).notNull(),
    /** `admin` (assigned directly) or `request` (accepted join request). */
    source: text("source", { enum: ASSIGNMENT_SOURCES }).notNull(),
    requestId: integer("request_id").references(() => workRequests.id, { onDelete: "set null" }),
    isSetting: boolean("is_setting").notNull().default(false),
    isLoading: boolean("is_loading").notNull().default(false),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** The work's date, copied and kept by triggers (migration 0016) for My Works' keyset; never written here. */
    workDate: date("work_date", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("assignments_work_user_key").on(t.workId, t.userId),
    index("assignments_user_idx").on(t.userId),
    // My Works pages: one person's assignments without a request, by work date, newest first.
    index("assignments_user_direct_work_date_idx")
      .on(t.userId, t.workDate.desc().nullsFirst(), t.workId.desc().nullsFirst())
      .where(sql`${t.requestId} is null`),
    check("assignments_role_check", oneOf(t.roleType, WORKER_ROLES)),
    check("assignments_source_check", oneOf(t.source, ASSIGNMENT_SOURCES)),
  ],
);
/** Issue 16: a person's arrival at a work, by the QR code or by hand; the first one is kept. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    userId: cascadeRef("user_id", () => users.id),
    arrivedAt: timestamp("arrived_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    method: text("method", { enum: ["code", "hand"] }).notNull(),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("check_ins_work_user_key").on(t.workId, t.userId),
    check("check_ins_method_check", sql`${t.method} in ('code','hand')`),
  ],
);

/**
 * One row: how many works the analytics list shows unfiltered (all but cancelled), kept by the
 * trigger of migration 0018. Derived data, left out of backups.
 */
export const workCounts = pgTable(
  "work_counts",
  {
    id: boolean("id").primaryKey().default(true),
    analyticsWorks: integer("analytics_works").notNull(),
  },
  (t) => [check("work_counts_one_row", sql`${t.id}`)],
);

/**
 * One row: how many transactions wrote a table that kept answers read, raised at each such commit
 * by the triggers of migration 0030 (docs/decisions/044-peak-hour.md). Derived, left out of backups.
 */
export const answerVersion = pgTable(
  "answer_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("answer_version_one_row", sql`${t.id}`)],
);
