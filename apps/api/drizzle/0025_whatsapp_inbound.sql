-- WhatsApp, what comes in: webhook events, sent message ids, template states,
-- "Not this time" and the strangers' once-a-day reply.
CREATE TABLE "whatsapp_inbound" (
	"event_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"wa_number" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "whatsapp_inbound_kind_check" CHECK ("whatsapp_inbound"."kind" in ('message','status','template'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_number_idx" ON "whatsapp_inbound" USING btree ("wa_number","received_at");--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"wa_message_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"delivery_id" bigint,
	"status" text DEFAULT 'sent' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('sent','delivered','read','failed'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_delivery_id_notification_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_delivery_idx" ON "whatsapp_messages" USING btree ("delivery_id");--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"quality" text,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_name_language_pk" PRIMARY KEY("name","language")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_declines" (
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_declines_user_id_work_id_pk" PRIMARY KEY("user_id","work_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_declines" ADD CONSTRAINT "whatsapp_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_declines" ADD CONSTRAINT "whatsapp_declines_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "whatsapp_stranger_replies" (
	"wa_number" text PRIMARY KEY NOT NULL,
	"replied_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_confirmations" (
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_confirmations_user_id_work_id_pk" PRIMARY KEY("user_id","work_id"),
	CONSTRAINT "whatsapp_confirmations_answer_check" CHECK ("whatsapp_confirmations"."answer" in ('coming','cant_come'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_confirmations" ADD CONSTRAINT "whatsapp_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_confirmations" ADD CONSTRAINT "whatsapp_confirmations_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;
