-- WhatsApp both ways: a worker's opt-in, the number their own START came from.
CREATE TABLE "whatsapp_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wa_number" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"opted_in_how" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_contacts_wa_number_key" ON "whatsapp_contacts" USING btree ("wa_number");
