ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by_subadmin" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_counters_window_idx" ON "login_counters" USING btree ("window_start");
--> statement-breakpoint
DROP TABLE "login_attempts";
