-- The crew builder: the ranking's weights in the crew settings (null: the defaults).
ALTER TABLE "crew_settings" ADD COLUMN "ranking_weights" jsonb;
--> statement-breakpoint
-- Transport and dress on a work: pickup point and time, vehicle, driver, drop, dress code,
-- and whether the crew comes by bike (the ranking's bike reason counts only then).
ALTER TABLE "works" ADD COLUMN "pickup_point" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "pickup_time" varchar(5);--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "vehicle" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "driver_mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "drop_after" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "dress_code" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "bike_needed" boolean DEFAULT false NOT NULL;
