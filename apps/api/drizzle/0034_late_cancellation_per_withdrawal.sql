-- Each late withdrawal is a mark (docs/decisions/052-answers-without-account-work.md): the mark is
-- unique per withdrawn assignment, no longer per person and work, so withdrawing late, being
-- accepted again and withdrawing late again gives two marks. The assignment row is deleted by
-- the withdrawal, so the id is kept without a foreign key. Older marks keep a null id.
-- IF NOT EXISTS / IF EXISTS: a forced restore may run this again.
ALTER TABLE "late_cancellations" ADD COLUMN IF NOT EXISTS "assignment_id" integer;
--> statement-breakpoint
DROP INDEX IF EXISTS "late_cancellations_user_work_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "late_cancellations_assignment_key" ON "late_cancellations" USING btree ("assignment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "late_cancellations_user_work_idx" ON "late_cancellations" USING btree ("user_id","work_id");
