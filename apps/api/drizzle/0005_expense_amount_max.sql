-- One extra expense is at most ten lakh (docs/decisions/029-money-and-work-rules.md); rows saved before stay as they are (NOT VALID).
ALTER TABLE "extra_expenses" ADD CONSTRAINT "extra_expenses_amount_max_check" CHECK ("extra_expenses"."amount" <= 1000000) NOT VALID;
