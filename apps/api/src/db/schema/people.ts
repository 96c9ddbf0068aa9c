import { LANGUAGES, RESET_REQUEST_STATUSES, ROLES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";

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
    /** Why the application was rejected or the approval revoked, shown to the person; cleared on approval (docs/decisions/045). */
    rejectionReason: text("rejection_reason"),
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

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
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
    /** A code sent over WhatsApp: its HMAC only, until when it works, wrong tries so far. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true, mode: "string" }),
    codeTries: integer("code_tries").notNull().default(0),
  },
  (t) => [
    uniqueIndex("password_reset_requests_pending_key").on(t.identifier).where(sql`${t.status} = 'pending'`),
    index("password_reset_requests_status_idx").on(t.status, t.createdAt),
    check("password_reset_requests_status_check", oneOf(t.status, RESET_REQUEST_STATUSES)),
  ],
);
