-- One place for a worker's UPI ID (docs/decisions/066-payouts-third-step.md): users.upi_id, the
-- field the profile (`upi_id`) reads and writes; payout_details keeps the bank account only. A UPI
-- ID entered on "Where to pay me" wins over the profile's (it is the one payouts were sent to).
-- moves "payout_details"."upi_id" into "users"."upi_id"
-- Safe to run again: once the column is gone there is nothing to move.
IF EXISTS (
  SELECT 1 FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'payout_details' AND column_name = 'upi_id'
) THEN
  UPDATE "users" u SET "upi_id" = d."upi_id"
  FROM "payout_details" d
  WHERE d."user_id" = u."id" AND coalesce(d."upi_id", '') <> '' AND u."upi_id" IS DISTINCT FROM d."upi_id";
  ALTER TABLE "payout_details" DROP COLUMN "upi_id";
END IF;
