import { payoutWebhookEvents } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import { findItemForPayout } from "./batches.repository.js";
import { applyPayout } from "./payout-state.js";
import { readPayoutEvent, validWebhookSignature } from "./razorpayx.client.js";

/**
 * POST /payouts/webhooks/razorpayx/: the signature is checked on the raw bytes before anything is
 * read or stored (401 without or with a wrong one). A payout event is taken once per
 * `x-razorpay-event-id` (else per payout and status): the delivery's row and the line's change
 * are one transaction, so 20 deliveries of one event change the line once. An event for a payout
 * we never made: 404, nothing stored.
 */
export async function receiveRazorpayxWebhook(
  ctx: Ctx<"config" | "now">,
  raw: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ taken: boolean }> {
  const config = ctx.config.payouts.razorpayx;
  if (!config) throw new AppError("PAYOUT_WEBHOOK_NOT_CONFIGURED");
  if (!validWebhookSignature(raw, signature, config.webhookSecret))
    throw new AppError("PAYOUT_SIGNATURE_INVALID");
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("INVALID_JSON");
  }
  const event = readPayoutEvent(body);
  if (!event) return { taken: false };
  const eventId = eventIdHeader?.trim() || `${event.payout.id}:${event.payout.status}`;
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(payoutWebhookEvents)
      .values({ eventId, event: event.event, payoutId: event.payout.id })
      .onConflictDoNothing()
      .returning({ eventId: payoutWebhookEvents.eventId });
    if (!fresh) return { taken: false };
    const line = await findItemForPayout(tx, event.payout.id, event.payout.referenceId);
    if (!line) throw new AppError("PAYOUT_NOT_FOUND");
    return { taken: await applyPayout(tx, line, event.payout, ctx.now()) };
  });
}
