import {
  ASSIGNMENT_SOURCES,
  LANGUAGES,
  PAYMENT_STATUSES,
  REQUEST_STATUSES,
  RESET_REQUEST_STATUSES,
  ROLES,
  WORK_STATUSES,
  WORK_TYPES,
  WORKER_ROLES,
} from "@catercrew/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

/**
 * `column in ('a', 'b', ...)` from one of the shared lists, so a check constraint and the app's
 * enums are written once (packages/shared/src/enums.ts). The lists hold plain identifiers.
 */
const oneOf = (column: SQL | AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(","))})`;

/** Numbers behind the short UserID codes (CK00042). */
export const userCodeSeq = pgSequence("user_code_seq", { startWith: 1 });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    userCode: text("user_id").notNull().default(sql`('CK' || lpad(nextval('user_code_seq')::text, 5, '0'))`),
    userName: text("user_name").notNull(),
    email: text("email"),
    mobileNumber: varchar("mobile_number", { length: 10 }),
    role: text("role", { enum: ROLES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    address: text("address"),
    district: text("district"),
    place: text("place"),
    experienced: boolean("experienced").notNull().default(false),
    employmentType: text("employment_type"),
    hasBike: boolean("has_bike").notNull().default(false),
    hasLicense: boolean("has_license").notNull().default(false),
    licenseImage: text("license_image"),
    isActive: boolean("is_active").notNull().default(true),
    isApproved: boolean("is_approved").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    /** Carried in every access token; raising it ends them all (reset, password change, logout). */
    sessionVersion: integer("session_version").notNull().default(0),
    /** Deactivated by a sub-admin (who may then re-activate); false for an admin's deactivation or rejection. */
    deactivatedBySubadmin: boolean("deactivated_by_subadmin").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: timestamp("last_login", { withTimezone: true, mode: "string" }),
    /** The language of messages sent to this person (docs/decisions/012-languages.md). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The worker's UPI ID (name@handle) for paying wages; migration 0012. */
    upiId: text("upi_id"),
  },
  (t) => [
    uniqueIndex("users_user_id_key").on(t.userCode),
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_mobile_number_key").on(t.mobileNumber),
    index("users_name_idx").on(sql`lower(${t.userName})`, t.id),
    index("users_role_idx").on(t.role),
    index("users_approved_idx").on(t.isApproved, t.id),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_language_check", oneOf(t.language, LANGUAGES)),
    check("users_mobile_check", sql`${t.mobileNumber} ~ '^[0-9]{10}$'`),
  ],
);

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
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    assigned: boolean("assigned").notNull().default(false),
    comment: text("comment"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("work_requests_work_user_key").on(t.workId, t.userId),
    index("work_requests_user_idx").on(t.userId, t.requestedAt.desc()),
    index("work_requests_work_status_idx").on(t.workId, t.status),
    index("work_requests_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    check("work_requests_status_check", oneOf(t.status, REQUEST_STATUSES)),
  ],
);

export const assignments = pgTable(
  "assignments",
  {
    id: serial("id").primaryKey(),
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The role the user holds in this work (decides the wage group and base fare). */
    roleType: text("role_type", { enum: WORKER_ROLES }).notNull(),
    /** `admin` (assigned directly) or `request` (accepted join request). */
    source: text("source", { enum: ASSIGNMENT_SOURCES }).notNull(),
    requestId: integer("request_id").references(() => workRequests.id, { onDelete: "set null" }),
    isSetting: boolean("is_setting").notNull().default(false),
    isLoading: boolean("is_loading").notNull().default(false),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assignments_work_user_key").on(t.workId, t.userId),
    index("assignments_user_idx").on(t.userId),
    check("assignments_role_check", oneOf(t.roleType, WORKER_ROLES)),
    check("assignments_source_check", oneOf(t.source, ASSIGNMENT_SOURCES)),
  ],
);

export const ratings = pgTable(
  "ratings",
  {
    id: serial("id").primaryKey(),
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pant: boolean("pant"),
    shoe: boolean("shoe"),
    timing: boolean("timing"),
    neatness: boolean("neatness"),
    performance: boolean("performance"),
    attendence: smallint("attendence").notNull().default(1),
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
    check("ratings_attendence_check", sql`${t.attendence} in (0, 1)`),
  ],
);

export const wages = pgTable(
  "wages",
  {
    id: serial("id").primaryKey(),
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
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

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/** Failed login attempts, kept in the database so limits hold across API processes. */
/**
 * Sign-in attempts per key in a fixed window: `acct:<user id>` (the account, whatever identifier
 * named it), `acct:<user id>@<address>` (the pair that is locked), `ip:<address>` and `id:<text>`
 * (an identifier of no account). One row per key, counted with one atomic upsert.
 */
export const loginCounters = pgTable(
  "login_counters",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [index("login_counters_window_idx").on(t.windowStart)],
);

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

/** What happened to a user (issue 15); title and body are rendered from `type` and `params`. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    link: text("link"),
    /** Set for notifications that must exist once (reminders): unique per user. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_dedupe_key").on(t.userId, t.dedupeKey),
  ],
);

/** One row per notification and outside channel: the outbox the job queue works through. */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_key").on(t.notificationId, t.channel),
    index("notification_deliveries_failed_idx").on(t.updatedAt.desc()).where(sql`${t.status} = 'failed'`),
    check("notification_deliveries_channel_check", sql`${t.channel} in ('push','whatsapp')`),
    check(
      "notification_deliveries_status_check",
      sql`${t.status} in ('pending','sending','sent','failed','skipped')`,
    ),
  ],
);

/** Web Push subscriptions of a user's browsers. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** Per-user reach settings: WhatsApp opt-out and the secret of the calendar feed URL. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    whatsappOptOut: boolean("whatsapp_opt_out").notNull().default(false),
    calendarToken: text("calendar_token"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("notification_settings_calendar_token_key").on(t.calendarToken)],
);

// Stored files live in their own file (the schema is cut by area as it grows).
export { mediaFiles } from "./media-schema.js";

/** No-show strikes (issue 16): one per person and work marked absent; an admin may clear one. */
export const strikes = pgTable(
  "strikes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    clearedAt: timestamp("cleared_at", { withTimezone: true, mode: "string" }),
    clearedBy: integer("cleared_by").references(() => users.id, { onDelete: "set null" }),
    clearReason: text("clear_reason"),
  },
  (t) => [
    uniqueIndex("strikes_user_work_key").on(t.userId, t.workId),
    index("strikes_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// --- Public inquiries, newsletter and "forgot password" requests (issue 17) ---

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

/** "Forgot password?": the phone/e-mail typed, the account it names (if any), the admin's answer. */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: RESET_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "string" }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("password_reset_requests_pending_key").on(t.identifier).where(sql`${t.status} = 'pending'`),
    index("password_reset_requests_status_idx").on(t.status, t.createdAt),
    check("password_reset_requests_status_check", oneOf(t.status, RESET_REQUEST_STATUSES)),
  ],
);

/** Issue 16: a person's arrival at a work, by the QR code or by hand; the first one is kept. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: serial("id").primaryKey(),
    workId: integer("work_id")
      .notNull()
      .references(() => works.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    method: text("method", { enum: ["code", "hand"] }).notNull(),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("check_ins_work_user_key").on(t.workId, t.userId),
    check("check_ins_method_check", sql`${t.method} in ('code','hand')`),
  ],
);

/** Issue 16: Idempotency-Key of a write, per caller, with the answer sent again on a replay. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
