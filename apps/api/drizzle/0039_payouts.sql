-- Paying a work's crew in one approved batch (docs/decisions/060-paying-workers.md): where each
-- worker is paid, the batches and their lines (one live line per wage), and the payout
-- provider's webhook deliveries taken.
-- IF NOT EXISTS: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "payout_details" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "upi_id" text,
  "account_number" text,
  "ifsc" text,
  "account_name" text,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_batches" (
  "id" serial PRIMARY KEY,
  "work_id" integer NOT NULL REFERENCES "works"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'draft',
  "total_paise" bigint NOT NULL,
  "prepared_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "approved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "approved_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "payout_batches_status_check" CHECK ("status" in ('draft','approved'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_batches_work_idx" ON "payout_batches" ("work_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_items" (
  "id" serial PRIMARY KEY,
  "batch_id" integer NOT NULL REFERENCES "payout_batches"("id") ON DELETE CASCADE,
  "wage_id" integer NOT NULL REFERENCES "wages"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "amount_paise" bigint NOT NULL,
  "method" text NOT NULL,
  "destination" text,
  "status" text NOT NULL DEFAULT 'pending',
  "provider_payout_id" text,
  "utr" text,
  "failure_reason" text,
  "paid_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "payout_items_status_check" CHECK ("status" in ('pending','queued','processing','paid','failed','reversed','cancelled')),
  CONSTRAINT "payout_items_method_check" CHECK ("method" in ('razorpayx','bankfile','cash')),
  CONSTRAINT "payout_items_amount_check" CHECK ("amount_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_items_batch_idx" ON "payout_items" ("batch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payout_items_provider_payout_key" ON "payout_items" ("provider_payout_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payout_items_live_wage_key" ON "payout_items" ("wage_id")
  WHERE "status" in ('pending','queued','processing','paid');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_webhook_events" (
  "event_id" text PRIMARY KEY,
  "event" text NOT NULL,
  "payout_id" text NOT NULL,
  "received_at" timestamp with time zone NOT NULL DEFAULT now()
);
