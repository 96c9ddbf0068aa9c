-- Meta's sending limits (docs/decisions/065-whatsapp-sending-limits.md): a message Meta answered
-- with a limit counts it and goes back on the paced queue after a wait; the throughput limit holds
-- every send until `held_until`, doubling while it repeats. The hold is the sender's bookkeeping
-- (quiet, like the outbox: no kept answer reads it). Safe to run again.
ALTER TABLE "whatsapp_outbox" ADD COLUMN IF NOT EXISTS "limit_hits" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "whatsapp_sending_hold" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"held_until" timestamp with time zone,
	"limit_hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_sending_hold_one_row" CHECK ("id")
);
