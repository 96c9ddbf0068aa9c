-- a worker's UPI ID (name@handle) and when / with which reference a wage was paid.
ALTER TABLE "users" ADD COLUMN "upi_id" text;
--> statement-breakpoint
ALTER TABLE "wages" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "wages" ADD COLUMN "payment_reference" text;
