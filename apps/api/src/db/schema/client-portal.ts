import { BOOKING_ANSWER_STATUSES, BOOKING_STATUSES, LANGUAGES, WORK_TYPES } from "@catercrew/shared";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { cascadeRef, createdAt, oneOf, updatedAt } from "./columns.js";
import { users } from "./people.js";
import { works } from "./works.js";

const at = (name: string) => pg.timestamp(name, { withTimezone: true, mode: "string" });

/** A client's access to his own page (docs/decisions/062-clients-own-page.md); made at his first code or link. */
export const clientPortalAccounts = pg.pgTable(
  "client_portal_accounts",
  {
    clientId: pg
      .integer("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** Off: no code or link is given and every token of his stops working. */
    enabled: pg.boolean("enabled").notNull().default(true),
    /** Carried in his tokens; raising it ends them all (access turned off). */
    sessionVersion: pg.integer("session_version").notNull().default(0),
    language: pg.text("language", { enum: LANGUAGES }).notNull().default("en"),
    lastSigninAt: at("last_signin_at"),
    createdAt: createdAt(),
  },
  (t) => [pg.check("client_portal_accounts_language_check", oneOf(t.language, LANGUAGES))],
);

/** A sign-in code sent on WhatsApp or a link the admin sends: only its HMAC, single use, short-lived. */
export const clientSigninCodes = pg.pgTable(
  "client_signin_codes",
  {
    id: pg.serial("id").primaryKey(),
    clientId: cascadeRef("client_id", () => clients.id),
    kind: pg.text("kind", { enum: ["code", "link"] }).notNull(),
    codeHash: pg.text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    tries: pg.integer("tries").notNull().default(0),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("client_signin_codes_client_idx").on(t.clientId, t.kind),
    pg.uniqueIndex("client_signin_codes_link_key").on(t.codeHash).where(sql`${t.kind} = 'link'`),
    pg.check("client_signin_codes_kind_check", sql`${t.kind} in ('code','link')`),
  ],
);

/** A client's request for staff; the admin confirms it into a work or declines it with a reason. */
export const bookings = pg.pgTable(
  "bookings",
  {
    id: pg.serial("id").primaryKey(),
    clientId: cascadeRef("client_id", () => clients.id),
    status: pg.text("status", { enum: BOOKING_STATUSES }).notNull().default("requested"),
    date: pg.date("date", { mode: "string" }).notNull(),
    reportingTime: pg.varchar("reporting_time", { length: 5 }).notNull(),
    workType: pg.text("work_type", { enum: WORK_TYPES }).notNull(),
    venueName: pg.text("venue_name").notNull(),
    address: pg.text("address").notNull(),
    place: pg.text("place").notNull(),
    district: pg.text("district").notNull(),
    locationUrl: pg.text("location_url"),
    guests: pg.integer("guests").notNull(),
    boys: pg.integer("boys").notNull().default(0),
    headBoys: pg.integer("head_boys").notNull().default(0),
    supervisors: pg.integer("supervisors").notNull().default(0),
    captains: pg.integer("captains").notNull().default(0),
    dressCode: pg.text("dress_code"),
    notes: pg.text("notes"),
    quoteTotal: pg.numeric("quote_total", { precision: 12, scale: 2 }).notNull(),
    declineReason: pg.text("decline_reason"),
    workId: pg.integer("work_id").references(() => works.id, { onDelete: "set null" }),
    decidedBy: pg.integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    /** The WhatsApp message telling the client the answer (record 070): queued, sent, failed or skipped. */
    answerStatus: pg.text("answer_status", { enum: BOOKING_ANSWER_STATUSES }),
    /** Why it was not sent, in the sender's words. */
    answerError: pg.text("answer_error"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("bookings_client_idx").on(t.clientId, t.id),
    pg.index("bookings_requested_idx").on(t.id).where(sql`${t.status} = 'requested'`),
    pg.uniqueIndex("bookings_work_key").on(t.workId),
    pg.check("bookings_status_check", oneOf(t.status, BOOKING_STATUSES)),
    pg.check(
      "bookings_people_check",
      sql`${t.boys} >= 0 and ${t.headBoys} >= 0 and ${t.supervisors} >= 0 and ${t.captains} >= 0 and ${t.boys} + ${t.headBoys} + ${t.supervisors} + ${t.captains} between 1 and 500`,
    ),
    pg.check("bookings_guests_check", sql`${t.guests} >= 0`),
    pg.check("bookings_answer_status_check", oneOf(t.answerStatus, BOOKING_ANSWER_STATUSES)),
  ],
);

/** The client's stars and comment on a work's crew as a whole: once per work, after its day. */
export const clientFeedback = pg.pgTable(
  "client_feedback",
  {
    id: pg.serial("id").primaryKey(),
    workId: cascadeRef("work_id", () => works.id),
    clientId: cascadeRef("client_id", () => clients.id),
    stars: pg.smallint("stars").notNull(),
    comment: pg.text("comment"),
    /** The admin let these stars count in the crew's "rating" reason (record 070). */
    inRanking: pg.boolean("in_ranking").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("client_feedback_work_key").on(t.workId),
    pg.check("client_feedback_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

/** The agency's rules for bookings (one row): how many hours before reporting a booking is still taken. */
export const clientPortalSettings = pg.pgTable(
  "client_portal_settings",
  {
    id: pg.boolean("id").primaryKey().default(true),
    bookingCutoffHours: pg.integer("booking_cutoff_hours").notNull().default(12),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("client_portal_settings_one_row", sql`${t.id}`),
    pg.check("client_portal_settings_cutoff_check", sql`${t.bookingCutoffHours} between 0 and 168`),
  ],
);
