-- Jobs over WhatsApp: where a work request came from, so the admin's work detail can
-- count requests through WhatsApp and through the app (docs/decisions/042).
ALTER TABLE "work_requests" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;
--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_channel_check" CHECK ("work_requests"."channel" in ('app','whatsapp'));
