-- The WhatsApp bookkeeping no kept answer reads (docs/decisions/044-peak-hour.md): the
-- outbox, message ids, webhook events, reminders, sign-in codes and their requests, replies to
-- strangers, declines, confirmations and templates are read only by the WhatsApp module, whose
-- answers are never kept. Their writes (a publish's waves of offers, each delivery status) no
-- longer retire the workers' kept answers. lib/answer-cache/answer-cache.ts lists them in
-- QUIET_TABLES; answer-cache.test.ts checks the two agree.
-- IF EXISTS: a forced restore may run this again.
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_inbound";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_inbound";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_messages";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_messages";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_outbox";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_outbox";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_reminders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_reminders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_signin_codes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_signin_codes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_code_requests";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_code_requests";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_stranger_replies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_stranger_replies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_declines";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_declines";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_confirmations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_confirmations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_rows" ON "whatsapp_templates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "answer_version_truncate" ON "whatsapp_templates";
