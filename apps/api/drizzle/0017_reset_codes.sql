-- "Forgot password?" by a code over WhatsApp (decision 019): the code's HMAC (never the code),
-- its expiry and the wrong tries counted against it.
ALTER TABLE "password_reset_requests" ADD COLUMN "code_hash" text;
--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD COLUMN "code_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;
