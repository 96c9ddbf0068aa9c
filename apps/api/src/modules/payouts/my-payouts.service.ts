import { fromPaise } from "@catercrew/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { payoutBatches, payoutItems, works } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";

/**
 * GET /users/me/payouts/: the worker's own lines of approved batches (what his payslip and My
 * Works show: "Paid ₹740 by UPI on 28 Nov, UTR …", and the cash he is asked to confirm).
 */
export async function listMyPayouts(ctx: Ctx, actor: AuthUser) {
  const rows = await ctx.db
    .select({ line: payoutItems, venue: works.auditoriumName, workDate: works.date, workId: works.id })
    .from(payoutItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .innerJoin(works, eq(works.id, payoutBatches.workId))
    .where(
      and(
        eq(payoutItems.userId, actor.id),
        eq(payoutBatches.status, "approved"),
        inArray(payoutItems.status, ["pending", "queued", "processing", "paid", "failed", "reversed"]),
      ),
    )
    .orderBy(desc(payoutItems.id))
    .limit(100);
  return rows.map(({ line, venue, workDate, workId }) => ({
    id: line.id,
    wage_id: line.wageId,
    amount: fromPaise(line.amountPaise),
    method: line.method,
    destination: line.destination,
    status: line.status,
    utr: line.utr,
    failure_reason: line.failureReason,
    paid_at: line.paidAt,
    marked_at: line.markedAt,
    confirmed_at: line.confirmedAt,
    disputed_at: line.disputedAt,
    work_id: workId,
    venue,
    work_date: workDate,
  }));
}
