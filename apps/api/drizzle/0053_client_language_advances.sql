-- Money in, second pass (docs/decisions/071-advances-language-gstin.md): the language a client's
-- payment reminders go in (Malayalam unless he or the admin chose English; a client who signed in
-- to his own page keeps the language he used there), which parts of a payment settled a bill
-- from the client's advance when the bill was issued, and an index for reading the issued
-- documents of a date range in (date, id) pages (the accountant's exports).
-- IF NOT EXISTS / IF EXISTS: a forced restore may run this again.
ALTER TABLE "clients" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'ml' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT IF EXISTS "clients_language_check";--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language_check" CHECK ("language" in ('en','ml'));--> statement-breakpoint
UPDATE "clients" SET "language" = a."language" FROM "client_portal_accounts" a
  WHERE a."client_id" = "clients"."id" AND a."last_signin_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN IF NOT EXISTS "from_advance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_issued_date_idx" ON "invoices" ("invoice_date", "id") WHERE "status" = 'issued';
