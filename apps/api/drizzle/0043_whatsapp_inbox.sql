-- The WhatsApp inbox (docs/decisions/063-whatsapp-inbox.md): what an opted-in worker writes that
-- the app cannot act on (text, voice notes, photos, documents, locations) is kept per worker, with
-- the admins' answers; the files he sends are stored in media_files beside the license images,
-- each of a kind told by its content. IF NOT EXISTS / IF EXISTS: a forced restore may run this again.
ALTER TABLE "media_files" DROP CONSTRAINT IF EXISTS "media_files_name";
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_name"
  CHECK ("name" ~ '^[a-f0-9]{32}[.](png|jpg|webp|ogg|mp3|m4a|amr|mp4|pdf)$');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "whatsapp_conversations" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "wa_number" text NOT NULL,
  "last_message_at" timestamp with time zone NOT NULL DEFAULT now(),
  "read_through" bigint NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "whatsapp_conversations_user_key" ON "whatsapp_conversations" ("user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "whatsapp_conversations_last_idx" ON "whatsapp_conversations" ("last_message_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "whatsapp_inbox_messages" (
  "id" bigserial PRIMARY KEY,
  "conversation_id" integer NOT NULL REFERENCES "whatsapp_conversations"("id") ON DELETE CASCADE,
  "direction" text NOT NULL,
  "kind" text NOT NULL,
  "body" text,
  "file_name" text,
  "wa_message_id" text,
  "wa_media_id" text,
  "media_type" text,
  "media_name" text,
  "media_state" text,
  "via" text,
  "status" text,
  "error" text,
  "sent_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "whatsapp_inbox_direction_check" CHECK ("direction" in ('in','out')),
  CONSTRAINT "whatsapp_inbox_kind_check"
    CHECK ("kind" in ('text','voice','image','video','document','location')),
  CONSTRAINT "whatsapp_inbox_media_state_check" CHECK ("media_state" in ('waiting','stored','failed')),
  CONSTRAINT "whatsapp_inbox_via_check" CHECK ("via" in ('session','template')),
  CONSTRAINT "whatsapp_inbox_status_check" CHECK ("status" in ('queued','sent','delivered','read','failed'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "whatsapp_inbox_conversation_idx" ON "whatsapp_inbox_messages" ("conversation_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "whatsapp_inbox_wa_message_key" ON "whatsapp_inbox_messages" ("wa_message_id");
--> statement-breakpoint
PERFORM "cc_watch_answers"('whatsapp_conversations');--> statement-breakpoint
PERFORM "cc_watch_answers"('whatsapp_inbox_messages');
