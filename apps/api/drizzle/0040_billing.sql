-- Clients and their bills (docs/decisions/056-clients-and-bills.md): the agency's billing
-- settings (one row), rate cards (the agency's default per item, per-client overrides), clients,
-- a work's client, invoices and credit notes with their lines, and the per-series per-year
-- counters that number them at issue. Existing works are linked to clients made from their text
-- fields (grouped by the customer's mobile number, else the company's name); how many is written
-- to the audit log. IF NOT EXISTS / ON CONFLICT: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "billing_settings" (
  "id" boolean PRIMARY KEY DEFAULT true,
  "legal_name" text NOT NULL DEFAULT '',
  "address" text NOT NULL DEFAULT '',
  "state_code" text NOT NULL DEFAULT '32',
  "gstin" text,
  "phone" text,
  "email" text,
  "sac" text NOT NULL DEFAULT '998519',
  "gst_rate" numeric(4, 2) NOT NULL DEFAULT 18,
  "upi_id" text,
  "bank_name" text,
  "bank_account" text,
  "bank_ifsc" text,
  "invoice_prefix" text NOT NULL DEFAULT 'INV',
  "credit_note_prefix" text NOT NULL DEFAULT 'CN',
  "footer" text,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "billing_settings_one_row" CHECK ("id"),
  CONSTRAINT "billing_settings_rate_check" CHECK ("gst_rate" >= 0 AND "gst_rate" <= 28)
);
--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "clients" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "kind" text NOT NULL DEFAULT 'caterer',
  "contact_person" text,
  "mobile" varchar(10),
  "email" text,
  "address" text,
  "state_code" text NOT NULL DEFAULT '32',
  "gstin" text,
  "payment_terms_days" integer NOT NULL DEFAULT 7,
  "notes" text,
  "whatsapp_consent" boolean NOT NULL DEFAULT false,
  "reminders_paused" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "clients_kind_check" CHECK ("kind" in ('caterer','event_host','company')),
  CONSTRAINT "clients_terms_check" CHECK ("payment_terms_days" >= 0 AND "payment_terms_days" <= 365)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_name_idx" ON "clients" (lower("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_mobile_idx" ON "clients" ("mobile");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "clients_gstin_key" ON "clients" ("gstin") WHERE "gstin" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_cards" (
  "id" serial PRIMARY KEY,
  "client_id" integer REFERENCES "clients"("id") ON DELETE CASCADE,
  "item" text NOT NULL,
  "rate" numeric(10, 2) NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "rate_cards_item_check" CHECK ("item" in ('boys','head_boy','supervisor','subadmin','setting','loading','transport','overtime')),
  CONSTRAINT "rate_cards_rate_check" CHECK ("rate" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "rate_cards_default_key" ON "rate_cards" ("item") WHERE "client_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "rate_cards_client_key" ON "rate_cards" ("client_id", "item") WHERE "client_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN IF NOT EXISTS "client_id" integer REFERENCES "clients"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "works_client_idx" ON "works" ("client_id", "date");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" serial PRIMARY KEY,
  "kind" text NOT NULL DEFAULT 'invoice',
  "status" text NOT NULL DEFAULT 'draft',
  "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE RESTRICT,
  "work_id" integer REFERENCES "works"("id") ON DELETE RESTRICT,
  "credit_note_of" integer REFERENCES "invoices"("id") ON DELETE RESTRICT,
  "number" text,
  "financial_year" text,
  "sequence" integer,
  "invoice_date" date,
  "due_date" date,
  "place_of_supply" text NOT NULL DEFAULT '32',
  "gst_rate" numeric(4, 2) NOT NULL DEFAULT 0,
  "taxable_value" numeric(12, 2) NOT NULL DEFAULT 0,
  "cgst" numeric(12, 2) NOT NULL DEFAULT 0,
  "sgst" numeric(12, 2) NOT NULL DEFAULT 0,
  "igst" numeric(12, 2) NOT NULL DEFAULT 0,
  "round_off" numeric(12, 2) NOT NULL DEFAULT 0,
  "total" numeric(12, 2) NOT NULL DEFAULT 0,
  "seller" jsonb,
  "buyer" jsonb,
  "reason" text,
  "notes" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "issued_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "issued_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "invoices_kind_check" CHECK ("kind" in ('invoice','credit_note')),
  CONSTRAINT "invoices_status_check" CHECK ("status" in ('draft','issued','cancelled')),
  CONSTRAINT "invoices_issued_numbered_check" CHECK ("status" = 'draft' OR ("number" IS NOT NULL AND "invoice_date" IS NOT NULL)),
  CONSTRAINT "invoices_credit_note_cites_check" CHECK (("kind" = 'credit_note') = ("credit_note_of" IS NOT NULL)),
  CONSTRAINT "invoices_number_length_check" CHECK (length("number") <= 16)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_number_key" ON "invoices" ("kind", "number") WHERE "number" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_sequence_key" ON "invoices" ("kind", "financial_year", "sequence") WHERE "sequence" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_live_work_key" ON "invoices" ("work_id") WHERE "kind" = 'invoice' AND "status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_client_idx" ON "invoices" ("client_id", "invoice_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_credit_note_of_idx" ON "invoices" ("credit_note_of");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoice_lines" (
  "id" serial PRIMARY KEY,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "description" text NOT NULL,
  "quantity" numeric(10, 2) NOT NULL DEFAULT 1,
  "rate" numeric(10, 2) NOT NULL DEFAULT 0,
  "amount" numeric(12, 2) NOT NULL,
  CONSTRAINT "invoice_lines_kind_check" CHECK ("kind" in ('role','setting','loading','transport','overtime','discount','other','credit'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_lines_invoice_idx" ON "invoice_lines" ("invoice_id", "position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "document_counters" (
  "kind" text NOT NULL,
  "financial_year" text NOT NULL,
  "last_sequence" integer NOT NULL,
  PRIMARY KEY ("kind", "financial_year"),
  CONSTRAINT "document_counters_kind_check" CHECK ("kind" in ('invoice','credit_note'))
);
--> statement-breakpoint
DECLARE
  made integer;
  linked integer;
BEGIN
  -- One client per customer mobile number; the works without one, per company name.
  CREATE TEMP TABLE "cc_client_keys" ON COMMIT DROP AS
  SELECT DISTINCT ON (k.key) k.key, k.name, k.kind, k.contact, k.mobile, k.address
  FROM (
    SELECT w."id", w."date",
      CASE WHEN w."customer_mobile" ~ '^\d{10}$' THEN 'm:' || w."customer_mobile"
           ELSE 'c:' || lower(btrim(coalesce(w."catering_company", w."customer_name"))) END AS key,
      coalesce(nullif(btrim(w."catering_company"), ''), w."customer_name") AS name,
      CASE WHEN nullif(btrim(w."catering_company"), '') IS NULL THEN 'event_host' ELSE 'caterer' END AS kind,
      w."customer_name" AS contact,
      CASE WHEN w."customer_mobile" ~ '^\d{10}$' THEN w."customer_mobile" END AS mobile,
      w."address"
    FROM "works" w WHERE w."client_id" IS NULL
  ) k
  ORDER BY k.key, k."date" DESC, k."id" DESC;
  ALTER TABLE "cc_client_keys" ADD COLUMN "client_id" integer;
  UPDATE "cc_client_keys" SET "client_id" = nextval(pg_get_serial_sequence('clients', 'id'));
  INSERT INTO "clients" ("id", "name", "kind", "contact_person", "mobile", "address")
  SELECT "client_id", "name", "kind", "contact", "mobile", "address" FROM "cc_client_keys";
  GET DIAGNOSTICS made = ROW_COUNT;
  UPDATE "works" w SET "client_id" = k."client_id"
  FROM "cc_client_keys" k
  WHERE w."client_id" IS NULL AND k.key = CASE WHEN w."customer_mobile" ~ '^\d{10}$' THEN 'm:' || w."customer_mobile"
           ELSE 'c:' || lower(btrim(coalesce(w."catering_company", w."customer_name"))) END;
  GET DIAGNOSTICS linked = ROW_COUNT;
  DROP TABLE "cc_client_keys";
  IF made > 0 THEN
    INSERT INTO "audit_log" ("action", "entity", "details")
    VALUES ('clients.made_from_works', 'clients', jsonb_build_object('clients', made, 'works', linked));
  END IF;
  RAISE NOTICE 'Billing upgrade: % clients made from the works'' customers, % works linked', made, linked;
END;
--> statement-breakpoint
PERFORM "cc_watch_answers"('billing_settings');--> statement-breakpoint
PERFORM "cc_watch_answers"('clients');--> statement-breakpoint
PERFORM "cc_watch_answers"('rate_cards');--> statement-breakpoint
PERFORM "cc_watch_answers"('invoices');--> statement-breakpoint
PERFORM "cc_watch_answers"('invoice_lines');--> statement-breakpoint
PERFORM "cc_watch_answers"('document_counters');
