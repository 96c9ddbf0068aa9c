-- The crew builder's waitlist: offers of freed places, and crews the admin locked.
CREATE TABLE "place_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text DEFAULT 'app' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "place_offers_channel_check" CHECK ("place_offers"."channel" in ('app','whatsapp')),
	CONSTRAINT "place_offers_status_check" CHECK ("place_offers"."status" in ('open','taken','passed','gone','expired'))
);
--> statement-breakpoint
CREATE TABLE "crew_locks" (
	"work_id" integer PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" integer
);
--> statement-breakpoint
ALTER TABLE "place_offers" ADD CONSTRAINT "place_offers_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_offers" ADD CONSTRAINT "place_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_locks" ADD CONSTRAINT "crew_locks_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_locks" ADD CONSTRAINT "crew_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_offers_open_key" ON "place_offers" USING btree ("work_id","user_id") WHERE "place_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "place_offers_work_idx" ON "place_offers" USING btree ("work_id","status");--> statement-breakpoint
CREATE INDEX "place_offers_user_idx" ON "place_offers" USING btree ("user_id","status");
