-- Trust, second pass.
-- A strike names who marked the person absent (docs/decisions/031-subadmin-reach-strikes-identity.md).
ALTER TABLE "strikes" ADD COLUMN IF NOT EXISTS "marked_by" integer;
--> statement-breakpoint
ALTER TABLE "strikes" DROP CONSTRAINT IF EXISTS "strikes_marked_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Strikes given before this column named no one: the rating's author is who marked the absence.
UPDATE "strikes" SET "marked_by" = "ratings"."rated_by" FROM "ratings"
  WHERE "ratings"."work_id" = "strikes"."work_id" AND "ratings"."user_id" = "strikes"."user_id"
  AND "strikes"."marked_by" IS NULL;
--> statement-breakpoint
-- The calendar feed keeps only the SHA-256 of its secret. The plain secrets are dropped, not
-- hashed: every existing feed URL stops working and the worker's settings show a new one.
DROP INDEX IF EXISTS "notification_settings_calendar_token_key";
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP COLUMN IF EXISTS "calendar_token";
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN IF NOT EXISTS "calendar_token_hash" text;
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN IF NOT EXISTS "calendar_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_settings_calendar_token_hash_key" ON "notification_settings" USING btree ("calendar_token_hash");
