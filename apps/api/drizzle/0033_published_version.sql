-- The published works as one shared list (docs/decisions/048-shared-published-works.md):
-- every worker's home and published list show the same published works and fares, so the server
-- keeps them once per version instead of reading them again for each worker. This count is raised
-- once per transaction that wrote `works` or `fares`, at its commit, on the row of migration 0030
-- (the same deferred trigger shape: it takes that row's lock last). It starts at random, as
-- `version` does: a restore builds the row again, and its count must not meet a list kept before it.
-- IF NOT EXISTS / IF EXISTS / OR REPLACE: a forced restore may run this again.
ALTER TABLE "answer_version" ADD COLUMN IF NOT EXISTS "published_version" bigint DEFAULT floor(random() * 4e15)::bigint NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_published_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Once per transaction: the setting lives until the transaction ends.
  IF current_setting('catercrew.published_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('catercrew.published_bumped', txid_current()::text, true);
    UPDATE "answer_version" SET "published_version" = "published_version" + 1;
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "published_version_rows" ON "works";--> statement-breakpoint
DROP TRIGGER IF EXISTS "published_version_truncate" ON "works";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "published_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "works"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cc_published_version_bump"();--> statement-breakpoint
CREATE TRIGGER "published_version_truncate" AFTER TRUNCATE ON "works"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_published_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "published_version_rows" ON "fares";--> statement-breakpoint
DROP TRIGGER IF EXISTS "published_version_truncate" ON "fares";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "published_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "fares"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cc_published_version_bump"();--> statement-breakpoint
CREATE TRIGGER "published_version_truncate" AFTER TRUNCATE ON "fares"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_published_version_bump"();
