-- What is left to pay on each bill, kept on its row (docs/decisions/079-kept-bill-balances.md), so
-- the dues screen reads the open bills only, by a partial index, and ages them in one grouped
-- read, whatever the year's paid and cancelled bills. `balance` is the bill's total less its
-- issued credit notes and the payments split onto it, never below 0; 0 on drafts, cancelled bills
-- and credit notes. Triggers keep it in the transaction of every write that changes it: a bill's
-- row sets it as it is written (issued, cancelled, its total changed), and each statement that
-- writes or removes splits (a payment, an advance taken, a payment removed) or credit notes sets
-- it again on the bills they name, in one grouped update (a restore's many rows stay one pass).
-- The advance: a partial index on the payments that still hold one.
-- IF NOT EXISTS / OR REPLACE: a forced restore may run this again.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "balance" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_bill_balances_of"(ids integer[]) RETURNS void LANGUAGE sql AS $fn$
  UPDATE "invoices" i SET "balance" = CASE WHEN i."kind" = 'invoice' AND i."status" = 'issued'
      THEN greatest(0, i."total" - coalesce(cn.s, 0) - coalesce(pa.s, 0)) ELSE 0 END
  FROM (SELECT DISTINCT unnest($1) AS id) b
    LEFT JOIN (SELECT "credit_note_of" AS id, sum("total") AS s FROM "invoices"
      WHERE "credit_note_of" = ANY($1) AND "kind" = 'credit_note' AND "status" = 'issued' GROUP BY 1) cn ON cn.id = b.id
    LEFT JOIN (SELECT "invoice_id" AS id, sum("amount") AS s FROM "payment_allocations"
      WHERE "invoice_id" = ANY($1) GROUP BY 1) pa ON pa.id = b.id
  WHERE i."id" = b.id;
$fn$;--> statement-breakpoint
-- A bill's own row: nothing is split onto or credits a bill before its row exists, so a new row
-- starts at its total; a change of status or total counts what is already there.
CREATE OR REPLACE FUNCTION "cc_bill_balance"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW."kind" <> 'invoice' OR NEW."status" <> 'issued' THEN
    NEW."balance" := 0;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."balance" := greatest(0, NEW."total");
  ELSE
    NEW."balance" := greatest(0, NEW."total"
      - (SELECT coalesce(sum(cn."total"), 0) FROM "invoices" cn
          WHERE cn."credit_note_of" = NEW."id" AND cn."kind" = 'credit_note' AND cn."status" = 'issued')
      - (SELECT coalesce(sum(pa."amount"), 0) FROM "payment_allocations" pa WHERE pa."invoice_id" = NEW."id"));
  END IF;
  RETURN NEW;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_bill_balance" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_bill_balance" BEFORE INSERT OR UPDATE OF "kind", "status", "total" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "cc_bill_balance"();--> statement-breakpoint
-- The bills the credit notes a statement wrote, changed or removed cite (the update above names
-- only bills, which cite none: it stops there).
CREATE OR REPLACE FUNCTION "cc_bill_balance_of_credit_notes"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT "credit_note_of" FROM "added" WHERE "credit_note_of" IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT "credit_note_of" FROM "removed" WHERE "credit_note_of" IS NOT NULL);
  ELSE
    ids := ARRAY(SELECT "credit_note_of" FROM "added" WHERE "credit_note_of" IS NOT NULL
      UNION SELECT "credit_note_of" FROM "removed" WHERE "credit_note_of" IS NOT NULL);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM "cc_bill_balances_of"(ids);
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_credit_notes_added" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_credit_notes_added" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_credit_notes"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_credit_notes_changed" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_credit_notes_changed" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_credit_notes"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_credit_notes_removed" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_credit_notes_removed" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_credit_notes"();--> statement-breakpoint
-- The bills a statement's splits name (a payment recorded, an advance taken, a payment removed).
CREATE OR REPLACE FUNCTION "cc_bill_balance_of_splits"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "cc_bill_balances_of"(ARRAY(SELECT "invoice_id" FROM "added"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "cc_bill_balances_of"(ARRAY(SELECT "invoice_id" FROM "removed"));
  ELSE
    PERFORM "cc_bill_balances_of"(ARRAY(SELECT "invoice_id" FROM "added" UNION SELECT "invoice_id" FROM "removed"));
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_allocations_added" ON "payment_allocations";--> statement-breakpoint
CREATE TRIGGER "payment_allocations_added" AFTER INSERT ON "payment_allocations" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_splits"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_allocations_changed" ON "payment_allocations";--> statement-breakpoint
CREATE TRIGGER "payment_allocations_changed" AFTER UPDATE ON "payment_allocations" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_splits"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_allocations_removed" ON "payment_allocations";--> statement-breakpoint
CREATE TRIGGER "payment_allocations_removed" AFTER DELETE ON "payment_allocations" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "cc_bill_balance_of_splits"();--> statement-breakpoint
PERFORM "cc_bill_balances_of"(ARRAY(SELECT "id" FROM "invoices" WHERE "kind" = 'invoice' AND "status" = 'issued'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_open_idx" ON "invoices" ("client_id", "due_date") INCLUDE ("invoice_date", "balance") WHERE "balance" > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_payments_advance_idx" ON "client_payments" ("client_id") WHERE "advance" > 0;
