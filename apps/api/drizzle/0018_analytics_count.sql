-- The analytics list's total (every work but cancelled ones) without counting every work on each
-- page: one row kept by a trigger on works. Derived data: backups leave it out, and the trigger
-- rebuilds it as a restore inserts the works (backup/backup-format.ts DERIVED_TABLES).
-- IF NOT EXISTS / ON CONFLICT / OR REPLACE: a forced restore may run this again on a database
-- that still has the row and the function.
CREATE TABLE IF NOT EXISTS "work_counts" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL CONSTRAINT "work_counts_one_row" CHECK ("id"),
  "analytics_works" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "work_counts" ("id", "analytics_works")
  SELECT true, count(*)::int FROM "works" WHERE "status" <> 'cancelled'
  ON CONFLICT ("id") DO UPDATE SET "analytics_works" = EXCLUDED."analytics_works";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_count_analytics_works"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE "work_counts" SET "analytics_works" = "analytics_works"
    + (CASE WHEN TG_OP <> 'DELETE' AND NEW."status" <> 'cancelled' THEN 1 ELSE 0 END)
    - (CASE WHEN TG_OP <> 'INSERT' AND OLD."status" <> 'cancelled' THEN 1 ELSE 0 END);
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "works_count_analytics" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "works"
  FOR EACH ROW EXECUTE FUNCTION "cc_count_analytics_works"();
