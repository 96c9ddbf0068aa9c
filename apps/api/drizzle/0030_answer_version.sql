-- Kept answers retired by writes that can change them, not by every commit (docs/decisions/044-peak-hour.md). One row counts the commits that wrote a watched table; the
-- identity read returns it and a kept answer is reused while it is unchanged
-- (lib/answer-cache/answer-cache.ts). Every table is watched except bookkeeping that no kept answer
-- reads (deliveries, push subscriptions, sign-in counters and tokens, public forms, idempotency
-- keys) and derived rows. The count is raised once per transaction, at its commit (a deferred
-- trigger takes the row's lock last, after every lock the transaction's own statements took, so
-- it adds no lock-order deadlock). Derived data: backups leave it out (DERIVED_TABLES).
-- IF NOT EXISTS / ON CONFLICT / OR REPLACE: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "answer_version" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL CONSTRAINT "answer_version_one_row" CHECK ("id"),
  "version" bigint NOT NULL
);--> statement-breakpoint
-- A random start: a restore builds the row again, and its count must not meet answers kept
-- before it under the same number.
INSERT INTO "answer_version" ("id", "version") VALUES (true, floor(random() * 4e15)::bigint)
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_answer_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Once per transaction: the setting lives until the transaction ends.
  IF current_setting('catercrew.answer_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('catercrew.answer_bumped', txid_current()::text, true);
    UPDATE "answer_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
-- Watches one table: a later migration that adds a table calls it (PERFORM: migrations run in a
-- DO block; answer-cache.test.ts checks that every table but the quiet ones is watched).
CREATE OR REPLACE FUNCTION "cc_watch_answers"(tbl text) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS "answer_version_rows" ON %I', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS "answer_version_truncate" ON %I', tbl);
  EXECUTE format('CREATE CONSTRAINT TRIGGER "answer_version_rows" AFTER INSERT OR UPDATE OR DELETE ON %I '
    'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cc_answer_version_bump"()', tbl);
  EXECUTE format('CREATE TRIGGER "answer_version_truncate" AFTER TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION "cc_answer_version_bump"()', tbl);
END;
$fn$;--> statement-breakpoint
PERFORM "cc_watch_answers"(tablename) FROM pg_tables
  WHERE schemaname = 'public' AND tablename NOT IN (
    'schema_migrations', 'answer_version', 'work_counts', 'notification_deliveries',
    'push_subscriptions', 'refresh_tokens', 'login_counters', 'password_reset_requests', 'leads',
    'newsletter_subscribers', 'idempotency_keys');
