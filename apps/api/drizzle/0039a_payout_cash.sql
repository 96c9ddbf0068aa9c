-- Cash at the venue (docs/decisions/060-paying-workers.md): who marked a cash line handed over and
-- when, and the worker's "Got it" (confirmed_at) or "Not received" (disputed_at).
ALTER TABLE "payout_items" ADD COLUMN IF NOT EXISTS "marked_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN IF NOT EXISTS "marked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN IF NOT EXISTS "disputed_at" timestamp with time zone;
