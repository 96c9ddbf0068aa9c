CREATE SEQUENCE "public"."user_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_type" text NOT NULL,
	"source" text NOT NULL,
	"request_id" integer,
	"is_setting" boolean DEFAULT false NOT NULL,
	"is_loading" boolean DEFAULT false NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_role_check" CHECK ("assignments"."role_type" in ('subadmin','supervisor','head_boy','boys')),
	CONSTRAINT "assignments_source_check" CHECK ("assignments"."source" in ('admin','request'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"expense_type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_expenses_amount_check" CHECK ("extra_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"id" serial PRIMARY KEY NOT NULL,
	"fare_type" text NOT NULL,
	"amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fares_amount_check" CHECK ("fares"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pant" boolean,
	"shoe" boolean,
	"timing" boolean,
	"neatness" boolean,
	"performance" boolean,
	"attendence" smallint DEFAULT 1 NOT NULL,
	"arrival_time" varchar(5),
	"extra_reward" numeric(10, 2) DEFAULT '0' NOT NULL,
	"comment" text,
	"rated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_attendence_check" CHECK ("ratings"."attendence" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text DEFAULT ('CK' || lpad(nextval('user_code_seq')::text, 5, '0')) NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"mobile_number" varchar(10),
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"address" text,
	"district" text,
	"place" text,
	"experienced" boolean DEFAULT false NOT NULL,
	"employment_type" text,
	"has_bike" boolean DEFAULT false NOT NULL,
	"has_license" boolean DEFAULT false NOT NULL,
	"license_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin','subadmin','supervisor','head_boy','boys')),
	CONSTRAINT "users_mobile_check" CHECK ("users"."mobile_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "wages" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_type" text NOT NULL,
	"base_fare" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rating_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"travel_allowance" numeric(10, 2) DEFAULT '0' NOT NULL,
	"over_time" numeric(10, 2) DEFAULT '0' NOT NULL,
	"long_fare" numeric(10, 2) DEFAULT '0' NOT NULL,
	"bonus" numeric(10, 2) DEFAULT '0' NOT NULL,
	"extra_loading" numeric(10, 2) DEFAULT '0' NOT NULL,
	"extra_setting" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_wage" numeric(10, 2) DEFAULT '0' NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wages_payment_status_check" CHECK ("wages"."payment_status" in ('paid','not_paid'))
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned" boolean DEFAULT false NOT NULL,
	"comment" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_requests_status_check" CHECK ("work_requests"."status" in ('pending','accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"auditorium_name" text NOT NULL,
	"catering_company" text,
	"customer_name" text NOT NULL,
	"customer_mobile" varchar(10) NOT NULL,
	"address" text NOT NULL,
	"place" text NOT NULL,
	"district" text NOT NULL,
	"date" date NOT NULL,
	"reporting_time" varchar(5) NOT NULL,
	"work_type" text NOT NULL,
	"no_of_boys_needed" integer NOT NULL,
	"attendees" integer NOT NULL,
	"payment_amount" numeric(10, 2) NOT NULL,
	"location_url" text,
	"remarks" text,
	"about_work" text,
	"instructions" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_status_check" CHECK ("works"."status" in ('pending','confirmed','in_progress','completed','cancelled')),
	CONSTRAINT "works_type_check" CHECK ("works"."work_type" in ('break_fast','lunch','dinner','wedding','birthday','corporate','party','others')),
	CONSTRAINT "works_counts_check" CHECK ("works"."no_of_boys_needed" >= 0 and "works"."attendees" >= 0),
	CONSTRAINT "works_payment_check" CHECK ("works"."payment_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_request_id_work_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_expenses" ADD CONSTRAINT "extra_expenses_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_expenses" ADD CONSTRAINT "extra_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wages" ADD CONSTRAINT "wages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_work_user_key" ON "assignments" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE INDEX "assignments_user_idx" ON "assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extra_expenses_work_idx" ON "extra_expenses" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fares_fare_type_key" ON "fares" USING btree ("fare_type");--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_work_user_key" ON "ratings" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_id_key" ON "users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_number_key" ON "users" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_approved_idx" ON "users" USING btree ("is_approved","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wages_work_user_key" ON "wages" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE INDEX "wages_user_idx" ON "wages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_requests_work_user_key" ON "work_requests" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE INDEX "work_requests_user_idx" ON "work_requests" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_requests_work_status_idx" ON "work_requests" USING btree ("work_id","status");--> statement-breakpoint
CREATE INDEX "work_requests_pending_idx" ON "work_requests" USING btree ("id") WHERE "work_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "works_upcoming_idx" ON "works" USING btree ("date","reporting_time","id") WHERE "works"."status" not in ('completed','cancelled');--> statement-breakpoint
CREATE INDEX "works_past_idx" ON "works" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "works"."status" in ('completed','cancelled');--> statement-breakpoint
CREATE INDEX "works_published_idx" ON "works" USING btree ("date","reporting_time") WHERE "works"."is_published" and "works"."status" not in ('completed','cancelled');--> statement-breakpoint
CREATE INDEX "works_date_idx" ON "works" USING btree ("date");