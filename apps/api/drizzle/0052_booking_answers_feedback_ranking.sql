-- The client's own page, second part (docs/decisions/070-booking-answers-and-client-stars.md): what
-- became of the WhatsApp message telling a client the admin's answer to his booking, and the
-- admin's choice to let a client's stars count in the crew ranking's "rating" reason.
-- IF NOT EXISTS: a forced restore may run this again.
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "answer_status" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "answer_error" text;
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT IF EXISTS "bookings_answer_status_check";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_answer_status_check"
  CHECK ("answer_status" in ('queued','sent','failed','skipped'));
--> statement-breakpoint
ALTER TABLE "client_feedback" ADD COLUMN IF NOT EXISTS "in_ranking" boolean NOT NULL DEFAULT false;
