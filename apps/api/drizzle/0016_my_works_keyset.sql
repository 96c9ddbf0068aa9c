-- My Works pages by the work's date (newest first) with a (work_date, work_id) keyset. The date
-- lives on works, so a worker's page could only be found by reading their whole history; the
-- requests and assignments now carry a copy of their work's date, kept by triggers (set on insert,
-- followed when a work's date changes), and an index per person in page order reads one page.
-- CREATE OR REPLACE: a forced restore drops the tables (and their triggers) but not functions.
ALTER TABLE "work_requests" ADD COLUMN "work_date" date;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "work_date" date;--> statement-breakpoint
UPDATE "work_requests" r SET "work_date" = w."date" FROM "works" w WHERE w."id" = r."work_id";--> statement-breakpoint
UPDATE "assignments" a SET "work_date" = w."date" FROM "works" w WHERE w."id" = a."work_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_copy_work_date"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW."work_date" := (SELECT w."date" FROM "works" w WHERE w."id" = NEW."work_id");
  RETURN NEW;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "work_requests_work_date" BEFORE INSERT OR UPDATE OF "work_id", "work_date" ON "work_requests"
  FOR EACH ROW EXECUTE FUNCTION "cc_copy_work_date"();--> statement-breakpoint
CREATE TRIGGER "assignments_work_date" BEFORE INSERT OR UPDATE OF "work_id", "work_date" ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "cc_copy_work_date"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_follow_work_date"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE "work_requests" SET "work_date" = NEW."date" WHERE "work_id" = NEW."id";
  UPDATE "assignments" SET "work_date" = NEW."date" WHERE "work_id" = NEW."id";
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
CREATE TRIGGER "works_date_follow" AFTER UPDATE OF "date" ON "works"
  FOR EACH ROW WHEN (OLD."date" IS DISTINCT FROM NEW."date") EXECUTE FUNCTION "cc_follow_work_date"();--> statement-breakpoint
CREATE INDEX "work_requests_user_work_date_idx" ON "work_requests" USING btree ("user_id","work_date" DESC NULLS FIRST,"work_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assignments_user_direct_work_date_idx" ON "assignments" USING btree ("user_id","work_date" DESC NULLS FIRST,"work_id" DESC NULLS FIRST) WHERE "request_id" IS NULL;
