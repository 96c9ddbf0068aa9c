-- Short check-in codes and the workers' dates of birth (docs/decisions/064-ages-and-short-check-in-codes.md).
-- A worker's check-in code for a work has a short form (6 characters of an alphabet with no 0/O,
-- 1/I/L) the captain can type; it is made the first time the worker opens his code and is unique
-- within the work. The long signed code stays in the QR. Quiet for kept answers: only the
-- worker's own code reads it and it never changes once made.
-- IF NOT EXISTS: a forced restore may run this again.
CREATE TABLE IF NOT EXISTS "check_in_codes" (
  "work_id" integer NOT NULL REFERENCES "works"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code" varchar(6) NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "check_in_codes_pkey" PRIMARY KEY ("work_id", "user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "check_in_codes_work_code_key" ON "check_in_codes" ("work_id", "code");
--> statement-breakpoint
-- The date of birth asked at registration: a worker under 18 is kept off night works. Existing
-- people have none until they enter it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "date_of_birth" date;
