import { LANGUAGES, RESET_REQUEST_STATUSES, ROLES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";

/** Numbers behind the short UserID codes (CK00042). */
export const userCodeSeq = pg.pgSequence("user_code_seq", { startWith: 1 });

export const users = pg.pgTable(
  "users",
  {
    id: pg.serial("id").primaryKey(),
    userCode: pg
      .text("user_id")
      .notNull()
      .default(sql`('CK' || lpad(nextval('user_code_seq')::text, 5, '0'))`),
    userName: pg.text("user_name").notNull(),
    email: pg.text("email"),
    mobileNumber: pg.varchar("mobile_number", { length: 10 }),
    role: pg.text("role", { enum: ROLES }).notNull(),
    passwordHash: pg.text("password_hash").notNull(),
    address: pg.text("address"),
    district: pg.text("district"),
    place: pg.text("place"),
    experienced: pg.boolean("experienced").notNull().default(false),
    employmentType: pg.text("employment_type"),
    hasBike: pg.boolean("has_bike").notNull().default(false),
    hasLicense: pg.boolean("has_license").notNull().default(false),
    licenseImage: pg.text("license_image"),
    isActive: pg.boolean("is_active").notNull().default(true),
    isApproved: pg.boolean("is_approved").notNull().default(false),
    isStaff: pg.boolean("is_staff").notNull().default(false),
    /** Carried in every access token; raising it ends them all (reset, password change, logout). */
    sessionVersion: pg.integer("session_version").notNull().default(0),
    /** Deactivated by a sub-admin (who may then re-activate); false for an admin's deactivation or rejection. */
    deactivatedBySubadmin: pg.boolean("deactivated_by_subadmin").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: pg.timestamp("last_login", { withTimezone: true, mode: "string" }),
    /** The language of messages sent to this person (docs/decisions/012-languages.md). */
    language: pg.text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The worker's UPI ID (name@handle) for paying wages; migration 0012. */
    upiId: pg.text("upi_id"),
    /** Why the application was rejected or the approval revoked, shown to the person; cleared on approval (docs/decisions/045). */
    rejectionReason: pg.text("rejection_reason"),
    /** YYYY-MM-DD, asked at registration: under 18 keeps a worker off night works (migration 0050). */
    dateOfBirth: pg.date("date_of_birth", { mode: "string" }),
  },
  (t) => [
    pg.uniqueIndex("users_user_id_key").on(t.userCode),
    pg.uniqueIndex("users_email_key").on(t.email),
    pg.uniqueIndex("users_mobile_number_key").on(t.mobileNumber),
    pg.index("users_name_idx").on(sql`lower(${t.userName})`, t.id),
    pg.index("users_role_idx").on(t.role),
    pg.index("users_approved_idx").on(t.isApproved, t.id),
    pg.check("users_role_check", oneOf(t.role, ROLES)),
    pg.check("users_language_check", oneOf(t.language, LANGUAGES)),
    pg.check("users_mobile_check", sql`${t.mobileNumber} ~ '^[0-9]{10}$'`),
  ],
);

export const refreshTokens = pg.pgTable(
  "refresh_tokens",
  {
    id: pg.serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    tokenHash: pg.text("token_hash").notNull(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    revokedAt: pg.timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash),
    pg.index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/** Failed login attempts, kept in the database so limits hold across API processes. */
/**
 * Sign-in attempts per key in a fixed window: `acct:<user id>` (the account, whatever identifier
 * named it), `acct:<user id>@<address>` (the pair that is locked), `ip:<address>` and `id:<text>`
 * (an identifier of no account). One row per key, counted with one atomic upsert.
 */
export const loginCounters = pg.pgTable(
  "login_counters",
  {
    key: pg.text("key").primaryKey(),
    attempts: pg.integer("attempts").notNull().default(0),
    windowStart: pg.timestamp("window_start", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [pg.index("login_counters_window_idx").on(t.windowStart)],
);
/** "Forgot password?": the phone/e-mail typed, the account it names (if any), the admin's answer. */
export const passwordResetRequests = pg.pgTable(
  "password_reset_requests",
  {
    id: pg.serial("id").primaryKey(),
    identifier: pg.text("identifier").notNull(),
    userId: pg.integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: pg.text("status", { enum: RESET_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    resolvedAt: pg.timestamp("resolved_at", { withTimezone: true, mode: "string" }),
    resolvedBy: pg.integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** A code sent over WhatsApp: its HMAC only, until when it works, wrong tries so far. */
    codeHash: pg.text("code_hash"),
    codeExpiresAt: pg.timestamp("code_expires_at", { withTimezone: true, mode: "string" }),
    codeTries: pg.integer("code_tries").notNull().default(0),
  },
  (t) => [
    pg
      .uniqueIndex("password_reset_requests_pending_key")
      .on(t.identifier)
      .where(sql`${t.status} = 'pending'`),
    pg.index("password_reset_requests_status_idx").on(t.status, t.createdAt),
    pg.check("password_reset_requests_status_check", oneOf(t.status, RESET_REQUEST_STATUSES)),
  ],
);
