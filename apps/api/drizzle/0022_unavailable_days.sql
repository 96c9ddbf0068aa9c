-- The crew builder: days a worker cannot work.
CREATE TABLE "unavailable_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "unavailable_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "unavailable_days" ADD CONSTRAINT "unavailable_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
