-- People needed per role (docs/decisions/055-admin-rates-and-pays-in-admin-area.md): besides the
-- boys (no_of_boys_needed, boys and head boys, record 029), how many of those places want a head
-- boy, and how many supervisors and captains the work needs. Existing works need none of the
-- first two and one captain, as the staffing checks already asked ("no captain" is a gap).
-- IF NOT EXISTS / IF EXISTS: a forced restore may run this again.
ALTER TABLE "works" ADD COLUMN IF NOT EXISTS "head_boys_needed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN IF NOT EXISTS "supervisors_needed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN IF NOT EXISTS "captains_needed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" DROP CONSTRAINT IF EXISTS "works_role_counts_check";--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_role_counts_check" CHECK (
  "head_boys_needed" >= 0 AND "head_boys_needed" <= "no_of_boys_needed"
  AND "supervisors_needed" >= 0 AND "captains_needed" >= 0
);
