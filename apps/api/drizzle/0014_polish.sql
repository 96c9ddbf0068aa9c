-- The admin's "needs me now" sums the wages not paid yet: a partial index keeps that a short scan.
CREATE INDEX IF NOT EXISTS "wages_unpaid_idx" ON "wages" USING btree ("work_id") WHERE "payment_status" = 'not_paid';
