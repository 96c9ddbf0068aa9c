import { and, asc, eq, isNull } from "drizzle-orm";
import { payoutItems, users } from "../../db/schema.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { findItem, updateItem } from "./batches.repository.js";
import { findPayoutDetails } from "./payout-details.repository.js";
import { applyPayout } from "./payout-state.js";
import { createPayout, type PayoutDestination, PayoutRefused, PayoutUnsure } from "./razorpayx.client.js";

/** The key RazorpayX deduplicates a wage's live payout by: the same on every retry of that line. */
const idempotencyKeyOf = (line: { id: number; wageId: number }) =>
  `catercrew-wage-${line.wageId}-line-${line.id}`;

/**
 * Sends every queued RazorpayX line of a batch that has no payout id yet, one call each, outside
 * any transaction (a slow provider holds no lock). Each answer is stored under the line's row lock;
 * a line a webhook already settled keeps its state. A timeout leaves the line queued: the next
 * send repeats the same idempotency key and RazorpayX answers the payout it made, never a second one.
 * Answers how many lines are still unsure.
 */
export async function sendQueuedPayouts(ctx: Ctx<"config" | "now">, batchId: number): Promise<number> {
  const razorpayx = ctx.config.payouts.razorpayx;
  if (!razorpayx) return 0;
  const lines = await ctx.db
    .select({ line: payoutItems, name: users.userName })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.userId))
    .where(
      and(
        eq(payoutItems.batchId, batchId),
        eq(payoutItems.method, "razorpayx"),
        eq(payoutItems.status, "queued"),
        isNull(payoutItems.providerPayoutId),
      ),
    )
    .orderBy(asc(payoutItems.id));
  let unsure = 0;
  for (const { line, name } of lines) {
    const details = await findPayoutDetails(ctx.db, line.userId);
    const destination: PayoutDestination | null = details?.upiId
      ? { kind: "vpa", address: details.upiId }
      : details?.accountNumber && details.ifsc
        ? {
            kind: "bank_account",
            name: details.accountName ?? name,
            ifsc: details.ifsc,
            accountNumber: details.accountNumber,
          }
        : null;
    try {
      if (!destination) throw new PayoutRefused("the worker removed his payout details");
      const payout = await createPayout(razorpayx, ctx.config.outbound, {
        idempotencyKey: idempotencyKeyOf(line),
        referenceId: `wage-${line.wageId}`,
        amountPaise: line.amountPaise,
        contactName: name,
        contactReference: `user-${line.userId}`,
        destination,
        narration: `CaterCrew wage ${line.wageId}`,
      });
      await ctx.db.transaction(async (tx) => {
        const locked = await findItem(tx, line.id, { lock: true });
        if (locked) await applyPayout(tx, locked, payout, ctx.now());
      });
    } catch (err) {
      if (err instanceof PayoutUnsure) {
        unsure += 1;
        continue;
      }
      if (!(err instanceof PayoutRefused)) throw err;
      await ctx.db.transaction(async (tx) => {
        const locked = await findItem(tx, line.id, { lock: true });
        if (locked?.status !== "queued" || locked.providerPayoutId) return;
        await updateItem(tx, line.id, { status: "failed", failureReason: err.message });
        await audit(tx, {
          actorId: null,
          action: "payout.refused",
          entity: "payout_item",
          entityId: line.id,
          details: { reason: err.message },
        });
      });
    }
  }
  return unsure;
}

/**
 * At start: sends every queued RazorpayX line left without a payout id by a process that stopped
 * (a crash, a kill -9) between the approval's commit and the provider's answer. Each line repeats
 * its own idempotency key, so a payout RazorpayX already made is answered, not made again.
 * Answers how many lines are still unsure.
 */
export async function resendUnsentPayouts(ctx: Ctx<"config" | "now">): Promise<number> {
  if (!ctx.config.payouts.razorpayx) return 0;
  const batches = await ctx.db
    .selectDistinct({ batchId: payoutItems.batchId })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.method, "razorpayx"),
        eq(payoutItems.status, "queued"),
        isNull(payoutItems.providerPayoutId),
      ),
    );
  let unsure = 0;
  for (const { batchId } of batches) unsure += await sendQueuedPayouts(ctx, batchId);
  return unsure;
}
