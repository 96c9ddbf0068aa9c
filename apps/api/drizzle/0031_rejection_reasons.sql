-- Rejection reasons (docs/decisions/045-rejection-reasons.md): the admin may say why an
-- application was rejected (or an approval revoked) and why a join request was rejected; the
-- person sees it. Null: no reason given, or not rejected (approving or accepting clears it).
-- IF NOT EXISTS: a forced restore may run this again.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "rejection_reason" text;
--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN IF NOT EXISTS "rejection_reason" text;
