-- The crew builder: the admin's crew settings (one row) and late cancellations.
CREATE TABLE "crew_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"withdraw_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"offer_batch_size" integer DEFAULT 3 NOT NULL,
	"offer_timeout_minutes" integer DEFAULT 20 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_settings_one_row" CHECK ("crew_settings"."id"),
	CONSTRAINT "crew_settings_ranges" CHECK ("crew_settings"."withdraw_cutoff_hours" between 0 and 168 and "crew_settings"."offer_batch_size" between 1 and 20 and "crew_settings"."offer_timeout_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "late_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"clear_reason" text
);
--> statement-breakpoint
ALTER TABLE "crew_settings" ADD CONSTRAINT "crew_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_cancellations_user_work_key" ON "late_cancellations" USING btree ("user_id","work_id");--> statement-breakpoint
CREATE INDEX "late_cancellations_user_created_idx" ON "late_cancellations" USING btree ("user_id","created_at");
