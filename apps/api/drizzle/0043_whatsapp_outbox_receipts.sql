-- Offers, confirmations and reminders carry what their status callbacks said (record 063): when
-- WhatsApp delivered it, when he read it; a failure reported by a callback marks it failed with
-- its reason. Callbacks name a message by its id, found through the new index.
-- IF NOT EXISTS: a forced restore may run this again.
ALTER TABLE "whatsapp_outbox" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN IF NOT EXISTS "read_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "whatsapp_outbox_wamid_idx" ON "whatsapp_outbox" ("wamid");
