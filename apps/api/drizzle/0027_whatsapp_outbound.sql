-- Jobs over WhatsApp, what goes out on the business's initiative (docs/decisions/042):
-- the WhatsApp settings (one row, with the pacer's next free send slot), every business-initiated
-- message (offers, confirmations, reminders, wages, sign-in codes) as an outbox row, the workers'
-- answers to the attendance reminder, and the WhatsApp sign-in codes.
CREATE TABLE "whatsapp_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pace_slot_at" timestamp with time zone,
	"pace_slot_used" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_settings_one_row" CHECK ("whatsapp_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_id" integer,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"to_number" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"day" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"wave" integer,
	"dedupe_key" text,
	"wamid" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_status_check" CHECK ("whatsapp_outbox"."status" in ('waiting','scheduled','sending','sent','failed','skipped','fallback')),
	CONSTRAINT "whatsapp_outbox_kind_check" CHECK ("whatsapp_outbox"."kind" in ('job_offer','work_confirmed','confirm_reminder','wage_saved','wage_paid','signin_code'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_reminders" (
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "whatsapp_reminders_work_id_user_id_pk" PRIMARY KEY("work_id","user_id"),
	CONSTRAINT "whatsapp_reminders_answer_check" CHECK ("whatsapp_reminders"."answer" in ('coming','cant'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_signin_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_signin_codes_purpose_check" CHECK ("whatsapp_signin_codes"."purpose" in ('sign_in','reset'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_code_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_signin_codes" ADD CONSTRAINT "whatsapp_signin_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_dedupe_key" ON "whatsapp_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_work_idx" ON "whatsapp_outbox" USING btree ("work_id","kind");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_day_idx" ON "whatsapp_outbox" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_signin_codes_user_idx" ON "whatsapp_signin_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_code_requests_key_idx" ON "whatsapp_code_requests" USING btree ("key","created_at");
