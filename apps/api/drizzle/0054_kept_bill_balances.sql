-- What is left to pay on each bill, kept on its row (docs/decisions/079-kept-bill-balances.md), so
-- the dues screen reads the open bills only, by a partial index, and ages them in one grouped
-- read, whatever the year's paid and credited bills. `balance` is the bill's total less its issued
-- credit notes and the payments split onto it, never below 0; 0 on drafts, cancelled bills and
-- credit notes. Triggers keep it in the transaction of every write that changes it (issuing, a
-- payment's split, an advance taken, a credit note, a cancellation; a restore's rows too): the
-- bill's own row computes it before it is written, and a credit note or a split written or removed
-- makes its bill's row compute it again. Nothing else writes it: a value given is recomputed.
-- The advance: a partial index on the payments that still hold one.
-- IF NOT EXISTS / OR REPLACE: a forced restore may run this again.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "balance" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_bill_balance"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW."kind" = 'invoice' AND NEW."status" = 'issued' THEN
    NEW."balance" := greatest(0, NEW."total"
      - (SELECT coalesce(sum(cn."total"), 0) FROM "invoices" cn
          WHERE cn."credit_note_of" = NEW."id" AND cn."kind" = 'credit_note' AND cn."status" = 'issued')
      - (SELECT coalesce(sum(pa."amount"), 0) FROM "payment_allocations" pa WHERE pa."invoice_id" = NEW."id"));
  ELSE
    NEW."balance" := 0;
  END IF;
  RETURN NEW;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_bill_balance" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_bill_balance" BEFORE INSERT OR UPDATE OF "kind", "status", "total", "balance" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "cc_bill_balance"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_bill_balance_of_credit_note"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Setting the column makes the bill's own trigger (above) compute it again.
  IF TG_OP <> 'DELETE' AND NEW."credit_note_of" IS NOT NULL THEN
    UPDATE "invoices" SET "balance" = "balance" WHERE "id" = NEW."credit_note_of";
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."credit_note_of" IS NOT NULL
      AND OLD."credit_note_of" IS DISTINCT FROM (CASE WHEN TG_OP = 'UPDATE' THEN NEW."credit_note_of" END) THEN
    UPDATE "invoices" SET "balance" = "balance" WHERE "id" = OLD."credit_note_of";
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_credit_note_balance" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_credit_note_balance" AFTER INSERT OR DELETE OR UPDATE OF "kind", "status", "total", "credit_note_of" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "cc_bill_balance_of_credit_note"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cc_bill_balance_of_split"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "invoices" SET "balance" = "balance" WHERE "id" = NEW."invoice_id";
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."invoice_id" IS DISTINCT FROM (CASE WHEN TG_OP = 'UPDATE' THEN NEW."invoice_id" END) THEN
    UPDATE "invoices" SET "balance" = "balance" WHERE "id" = OLD."invoice_id";
  END IF;
  RETURN NULL;
END;
$fn$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_allocations_bill_balance" ON "payment_allocations";--> statement-breakpoint
CREATE TRIGGER "payment_allocations_bill_balance" AFTER INSERT OR DELETE OR UPDATE ON "payment_allocations"
  FOR EACH ROW EXECUTE FUNCTION "cc_bill_balance_of_split"();--> statement-breakpoint
UPDATE "invoices" SET "balance" = "balance" WHERE "kind" = 'invoice' AND "status" = 'issued';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_open_idx" ON "invoices" ("client_id", "due_date") WHERE "balance" > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_payments_advance_idx" ON "client_payments" ("client_id") WHERE "advance" > 0;
