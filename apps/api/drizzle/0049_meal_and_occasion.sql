-- A work's meal and its occasion apart (docs/decisions/069-meal-and-occasion.md): work_type keeps
-- the meal (break_fast, lunch, dinner, others) and a new occasion column says what the event is
-- (wedding, engagement, birthday, house_warming, corporate, party, others; null when not said).
-- A work stored with an occasion as its type (wedding, birthday, corporate, party) keeps it as its
-- occasion, and its meal is read from its reporting time as mealAt() does: before 09:00
-- breakfast, before 14:00 lunch, later dinner (the crew reports about two hours ahead).
-- IF NOT EXISTS / IF EXISTS, and a backfill that touches only old values: a forced restore may run this again.
ALTER TABLE "works" ADD COLUMN IF NOT EXISTS "occasion" text;--> statement-breakpoint
ALTER TABLE "works" DROP CONSTRAINT IF EXISTS "works_type_check";--> statement-breakpoint
UPDATE "works" SET
  "occasion" = coalesce("occasion", "work_type"),
  "work_type" = CASE
    WHEN "reporting_time" < '09:00' THEN 'break_fast'
    WHEN "reporting_time" < '14:00' THEN 'lunch'
    ELSE 'dinner'
  END
WHERE "work_type" IN ('wedding','birthday','corporate','party');--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_type_check" CHECK ("work_type" in ('break_fast','lunch','dinner','others'));--> statement-breakpoint
ALTER TABLE "works" DROP CONSTRAINT IF EXISTS "works_occasion_check";--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_occasion_check" CHECK ("occasion" in ('wedding','engagement','birthday','house_warming','corporate','party','others'));
