import { sql } from "drizzle-orm";
import {
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
    role: text("role").notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: timestamp("last_login", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    uniqueIndex("users_user_id_key").on(t.userCode),
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_mobile_number_key").on(t.mobileNumber),
    index("users_name_idx").on(sql`lower(${t.userName})`, t.id),
    index("users_role_idx").on(t.role),
    index("users_approved_idx").on(t.isApproved, t.id),
    check("users_role_check", sql`${t.role} in ('admin','subadmin','supervisor','head_boy','boys')`),
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
    workType: text("work_type").notNull(),
    noOfBoysNeeded: integer("no_of_boys_needed").notNull(),
    attendees: integer("attendees").notNull(),
    paymentAmount: money("payment_amount").notNull(),
    locationUrl: text("location_url"),
    remarks: text("remarks"),
    aboutWork: text("about_work"),
    instructions: text("instructions"),
    isPublished: boolean("is_published").notNull().default(false),
    status: text("status").notNull().default("pending"),
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
    check(
      "works_status_check",
      sql`${t.status} in ('pending','confirmed','in_progress','completed','cancelled')`,
    ),
    check(
      "works_type_check",
      sql`${t.workType} in ('break_fast','lunch','dinner','wedding','birthday','corporate','party','others')`,
    ),
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
    status: text("status").notNull().default("pending"),
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
    check("work_requests_status_check", sql`${t.status} in ('pending','accepted','rejected')`),
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
    roleType: text("role_type").notNull(),
    /** `admin` (assigned directly) or `request` (accepted join request). */
    source: text("source").notNull(),
    requestId: integer("request_id").references(() => workRequests.id, { onDelete: "set null" }),
    isSetting: boolean("is_setting").notNull().default(false),
    isLoading: boolean("is_loading").notNull().default(false),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assignments_work_user_key").on(t.workId, t.userId),
    index("assignments_user_idx").on(t.userId),
    check("assignments_role_check", sql`${t.roleType} in ('subadmin','supervisor','head_boy','boys')`),
    check("assignments_source_check", sql`${t.source} in ('admin','request')`),
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
    roleType: text("role_type").notNull(),
    baseFare: money("base_fare").notNull().default("0"),
    ratingAmount: money("rating_amount").notNull().default("0"),
    travelAllowance: money("travel_allowance").notNull().default("0"),
    overTime: money("over_time").notNull().default("0"),
    longFare: money("long_fare").notNull().default("0"),
    bonus: money("bonus").notNull().default("0"),
    extraLoading: money("extra_loading").notNull().default("0"),
    extraSetting: money("extra_setting").notNull().default("0"),
    totalWage: money("total_wage").notNull().default("0"),
    paymentStatus: text("payment_status").notNull().default("not_paid"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("wages_work_user_key").on(t.workId, t.userId),
    index("wages_user_idx").on(t.userId),
    check("wages_payment_status_check", sql`${t.paymentStatus} in ('paid','not_paid')`),
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
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.createdAt)],
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
