-- The published works as one shared list (issue 39, docs/decisions/048-shared-published-works.md):
-- every worker's home and published list read the same published works, so the server keeps them
-- once per version of the works table instead of reading them again for each worker. This count is
-- raised once per transaction that wrote `works`, at its commit, on the row of migration 0030 (the
-- same deferred trigger shape: it takes that row's lock last). It starts at random, as `version`
-- does: a restore builds the row again, and its count must not meet a list kept before it.
-- IF NOT EXISTS / OR REPLACE: a forced restore may run this again.
ALTER TABLE "answer_version" ADD COLUMN IF NOT EXISTS "works_version" bigint DEFAULT floor(random() * 4e15)::bigint NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_works_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Once per transaction: the setting lives until the transaction ends.
  IF current_setting('catercrew.works_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('catercrew.works_bumped', txid_current()::text, true);
    UPDATE "answer_version" SET "works_version" = "works_version" + 1;
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "works_version_rows" ON "works";--> statement-breakpoint
DROP TRIGGER IF EXISTS "works_version_truncate" ON "works";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "works_version_rows" AFTER INSERT OR UPDATE OR DELETE ON "works"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cc_works_version_bump"();--> statement-breakpoint
CREATE TRIGGER "works_version_truncate" AFTER TRUNCATE ON "works"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_works_version_bump"();
