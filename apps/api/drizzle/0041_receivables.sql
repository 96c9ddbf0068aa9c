-- Money in from clients (docs/decisions/057-payments-dues-exports.md): payments with the TDS the
-- client withheld, their split over the bills (what is not split is the client's advance), the
-- payment reminders sent (at most one a client a day), and whether captains see revenue and
-- profit in their analytics (on by default).
-- IF NOT EXISTS / ON CONFLICT: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "client_payments" (
  "id" serial PRIMARY KEY,
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE RESTRICT,
  "received_on" date NOT NULL,
  "amount" numeric(12, 2) NOT NULL,
  "tds_amount" numeric(12, 2) NOT NULL DEFAULT 0,
  "method" text NOT NULL,
  "reference" text NOT NULL DEFAULT '',
  "advance" numeric(12, 2) NOT NULL DEFAULT 0,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_payments_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "client_payments_tds_check" CHECK ("tds_amount" >= 0 AND "tds_amount" <= "amount"),
  CONSTRAINT "client_payments_advance_check" CHECK ("advance" >= 0 AND "advance" <= "amount" + "tds_amount"),
  CONSTRAINT "client_payments_method_check" CHECK ("method" in ('upi','bank_transfer','cash','cheque'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_payments_client_idx" ON "client_payments" ("client_id", "received_on");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_payments_received_idx" ON "client_payments" ("received_on");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "client_payments_reference_key" ON "client_payments" ("client_id", "reference") WHERE "reference" <> '';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_allocations" (
  "payment_id" integer NOT NULL REFERENCES "client_payments"("id") ON DELETE CASCADE,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE RESTRICT,
  "amount" numeric(12, 2) NOT NULL,
  PRIMARY KEY ("payment_id", "invoice_id"),
  CONSTRAINT "payment_allocations_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_allocations_invoice_idx" ON "payment_allocations" ("invoice_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "client_reminders" (
  "id" serial PRIMARY KEY,
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "sent_on" date NOT NULL,
  "status" text NOT NULL DEFAULT 'queued',
  "wamid" text,
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "client_reminders_status_check" CHECK ("status" in ('queued','sent','skipped','failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "client_reminders_day_key" ON "client_reminders" ("client_id", "sent_on");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_reminders_invoice_idx" ON "client_reminders" ("invoice_id", "sent_on");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_settings" (
  "id" boolean PRIMARY KEY DEFAULT true,
  "captains_see_money" boolean NOT NULL DEFAULT true,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "analytics_settings_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "analytics_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
PERFORM "cc_watch_answers"('client_payments');--> statement-breakpoint
PERFORM "cc_watch_answers"('payment_allocations');--> statement-breakpoint
PERFORM "cc_watch_answers"('client_reminders');--> statement-breakpoint
PERFORM "cc_watch_answers"('analytics_settings');
