import { and, eq, inArray } from "drizzle-orm";
import { payoutItems } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";

/**
 * 409 WAGE_IN_PAYOUT when a provider or bank-file line holds the wage (queued, processing or
 * paid): money is on its way, so the wage's amounts and its paid mark are the payout's now
 * (record 060). Call it with the wage's row locked: an approval changes lines under the same lock.
 */
export async function assertNoLivePayout({ db }: Ctx, wageId: number): Promise<void> {
  const [line] = await db
    .select({ id: payoutItems.id })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.wageId, wageId),
        inArray(payoutItems.method, ["razorpayx", "bankfile"]),
        inArray(payoutItems.status, ["queued", "processing", "paid"]),
      ),
    )
    .limit(1);
  if (line) throw new AppError("WAGE_IN_PAYOUT");
}
