-- The client's own page (docs/decisions/062-clients-own-page.md): his portal access, the codes and
-- links he signs in with, his bookings (requests the admin confirms into works) and his feedback
-- on a work's crew. Needs the clients of migration 0040.
-- IF NOT EXISTS: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "client_portal_accounts" (
  "client_id" integer PRIMARY KEY REFERENCES "clients"("id") ON DELETE CASCADE,
  "enabled" boolean NOT NULL DEFAULT true,
  "session_version" integer NOT NULL DEFAULT 0,
  "language" text NOT NULL DEFAULT 'en',
  "last_signin_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_portal_accounts_language_check" CHECK ("language" in ('en','ml'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "client_signin_codes" (
  "id" serial PRIMARY KEY,
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "tries" integer NOT NULL DEFAULT 0,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_signin_codes_kind_check" CHECK ("kind" in ('code','link'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_signin_codes_client_idx" ON "client_signin_codes" ("client_id", "kind");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "client_signin_codes_link_key" ON "client_signin_codes" ("code_hash") WHERE "kind" = 'link';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "bookings" (
  "id" serial PRIMARY KEY,
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'requested',
  "date" date NOT NULL,
  "reporting_time" varchar(5) NOT NULL,
  "work_type" text NOT NULL,
  "venue_name" text NOT NULL,
  "address" text NOT NULL,
  "place" text NOT NULL,
  "district" text NOT NULL,
  "location_url" text,
  "guests" integer NOT NULL,
  "boys" integer NOT NULL DEFAULT 0,
  "head_boys" integer NOT NULL DEFAULT 0,
  "supervisors" integer NOT NULL DEFAULT 0,
  "captains" integer NOT NULL DEFAULT 0,
  "dress_code" text,
  "notes" text,
  "quote_total" numeric(12, 2) NOT NULL,
  "decline_reason" text,
  "work_id" integer REFERENCES "works"("id") ON DELETE SET NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "bookings_status_check" CHECK ("status" in ('requested','confirmed','declined')),
  CONSTRAINT "bookings_people_check" CHECK ("boys" >= 0 and "head_boys" >= 0 and "supervisors" >= 0 and "captains" >= 0
    and "boys" + "head_boys" + "supervisors" + "captains" between 1 and 500),
  CONSTRAINT "bookings_guests_check" CHECK ("guests" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_client_idx" ON "bookings" ("client_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_requested_idx" ON "bookings" ("id") WHERE "status" = 'requested';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "bookings_work_key" ON "bookings" ("work_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "client_feedback" (
  "id" serial PRIMARY KEY,
  "work_id" integer NOT NULL REFERENCES "works"("id") ON DELETE CASCADE,
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "stars" smallint NOT NULL,
  "comment" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_feedback_stars_check" CHECK ("stars" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "client_feedback_work_key" ON "client_feedback" ("work_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "client_portal_settings" (
  "id" boolean PRIMARY KEY DEFAULT true,
  "booking_cutoff_hours" integer NOT NULL DEFAULT 12,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_portal_settings_one_row" CHECK ("id"),
  CONSTRAINT "client_portal_settings_cutoff_check" CHECK ("booking_cutoff_hours" between 0 and 168)
);
--> statement-breakpoint
PERFORM "cc_watch_answers"('client_portal_settings');--> statement-breakpoint
PERFORM "cc_watch_answers"('client_portal_accounts');--> statement-breakpoint
PERFORM "cc_watch_answers"('bookings');--> statement-breakpoint
PERFORM "cc_watch_answers"('client_feedback');
