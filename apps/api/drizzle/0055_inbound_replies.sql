-- The replies an event's handling wrote, kept on the event (docs/decisions/081-replies-sent-by-their-event.md):
-- its job sends them after the handling commits, and a retried job sends the ones not out yet
-- (each is claimed once). Null: no replies, or handled before this change.
ALTER TABLE "whatsapp_inbound" ADD COLUMN IF NOT EXISTS "replies" jsonb;
