-- The payout tables retire kept answers when written, as every table a screen reads does
-- (docs/read-model.md; the worker's paid line and the wage lists read them; answer-cache.test.ts
-- checks that every table but the quiet ones is watched). Safe to run again.
PERFORM "cc_watch_answers"('payout_details');--> statement-breakpoint
PERFORM "cc_watch_answers"('payout_batches');--> statement-breakpoint
PERFORM "cc_watch_answers"('payout_items');--> statement-breakpoint
PERFORM "cc_watch_answers"('payout_webhook_events');
