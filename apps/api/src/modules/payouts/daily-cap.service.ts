import { formatRupees, fromPaise } from "@catercrew/shared";
import { kolkataToday } from "@catercrew/shared/format/dates";
import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payoutBatches, payoutItems } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";

/** Lines that take money out of the agency's account today: sent or on their way (not cash). */
const COUNTED = ["pending", "queued", "processing", "paid"] as const;

/** The agency's day (Asia/Kolkata) around `now`, as UTC instants. */
function kolkataDay(now: Date): { day: string; from: string; to: string } {
  const day = kolkataToday(now);
  const from = new Date(`${day}T00:00:00+05:30`);
  return { day, from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() };
}

/** Paise of provider and bank-file lines of batches approved on the Kolkata day of `now`. */
async function paidOutToday(db: DbOrTx, now: Date): Promise<number> {
  const { from, to } = kolkataDay(now);
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${payoutItems.amountPaise}), 0)` })
    .from(payoutItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .where(
      and(
        eq(payoutBatches.status, "approved"),
        gte(payoutBatches.approvedAt, from),
        lt(payoutBatches.approvedAt, to),
        ne(payoutItems.method, "cash"),
        inArray(payoutItems.status, COUNTED),
      ),
    );
  return Number(row?.paise ?? 0);
}

/** GET /payouts/today/: the day's payouts against the optional cap (PAYOUTS_DAILY_CAP_RUPEES). */
export async function todayPayouts(ctx: Ctx<"config" | "now">) {
  const now = ctx.now();
  const cap = ctx.config.payouts.dailyCapPaise;
  return {
    date: kolkataDay(now).day,
    total: fromPaise(await paidOutToday(ctx.db, now)),
    cap: cap === undefined ? null : fromPaise(cap),
  };
}

/**
 * At approval, inside its transaction: the batch's money out (`batchPaise`, cash not counted) on
 * top of today's must stay within the cap, else 409 PAYOUT_DAILY_CAP_REACHED naming the three sums
 * and nothing is approved. Approvals take one transaction-scoped advisory lock, so two batches
 * approved at once cannot both slip under the cap.
 */
export async function assertUnderDailyCap(
  ctx: Ctx<"config" | "now">,
  tx: DbOrTx,
  batchPaise: number,
): Promise<void> {
  const cap = ctx.config.payouts.dailyCapPaise;
  if (cap === undefined || batchPaise === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catercrew-payouts-daily-cap'))`);
  const today = await paidOutToday(tx, ctx.now());
  if (today + batchPaise > cap)
    throw new AppError("PAYOUT_DAILY_CAP_REACHED", {
      params: {
        cap: formatRupees(fromPaise(cap)),
        today: formatRupees(fromPaise(today)),
        batch: formatRupees(fromPaise(batchPaise)),
      },
    });
}
