import { fromPaise, type PayoutAttention } from "@catercrew/shared";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { payoutBatches, payoutItems, users, wages, works } from "../../db/schema.js";
import type { Ctx } from "../../lib/context.js";

const markedBy = alias(users, "marked_by_user");

/** Open cash disputes, newest first: the worker, the work, and the captain who marked it handed over. */
async function openDisputes(ctx: Ctx) {
  const rows = await ctx.db
    .select({
      id: payoutItems.id,
      workId: works.id,
      userName: users.userName,
      paise: payoutItems.amountPaise,
      venue: works.auditoriumName,
      workDate: works.date,
      markedByName: markedBy.userName,
      disputedAt: payoutItems.disputedAt,
    })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.userId))
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .innerJoin(works, eq(works.id, payoutBatches.workId))
    .leftJoin(markedBy, eq(markedBy.id, payoutItems.markedBy))
    .where(and(isNotNull(payoutItems.disputedAt), eq(payoutItems.status, "processing")))
    .orderBy(desc(payoutItems.disputedAt))
    .limit(50);
  return rows.map((r) => ({
    item_id: r.id,
    work_id: r.workId,
    user_name: r.userName,
    amount: fromPaise(r.paise),
    venue: r.venue,
    work_date: r.workDate,
    marked_by_name: r.markedByName,
    disputed_at: r.disputedAt ?? "",
  }));
}

/** Unpaid wages of completed works that no live payout line holds. */
async function unpaidWages(ctx: Ctx) {
  const [row] = await ctx.db
    .select({
      paise: sql<string>`coalesce(sum((${wages.totalWage} * 100)::bigint), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(wages)
    .innerJoin(works, eq(works.id, wages.workId))
    .where(
      and(
        eq(works.status, "completed"),
        eq(wages.paymentStatus, "not_paid"),
        sql`${wages.totalWage} > 0`,
        sql`not exists (select 1 from ${payoutItems} where ${payoutItems.wageId} = ${wages.id} and ${payoutItems.status} in ('pending','queued','processing','paid'))`,
      ),
    );
  return { paise: Number(row?.paise ?? 0), count: Number(row?.count ?? 0) };
}

/** Lines of approved batches on their way: sent, in the bank file, or cash not yet confirmed. */
async function onTheWay(ctx: Ctx) {
  const [row] = await ctx.db
    .select({
      paise: sql<string>`coalesce(sum(${payoutItems.amountPaise}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(payoutItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .where(
      and(
        eq(payoutBatches.status, "approved"),
        inArray(payoutItems.status, ["pending", "queued", "processing"]),
      ),
    );
  return { paise: Number(row?.paise ?? 0), count: Number(row?.count ?? 0) };
}

/** GET /payouts/attention/: the admin dashboard's money out (record 060). */
export async function payoutAttention(ctx: Ctx): Promise<PayoutAttention> {
  const [disputes, unpaid, way] = await Promise.all([openDisputes(ctx), unpaidWages(ctx), onTheWay(ctx)]);
  return {
    disputes,
    due: {
      unpaid_total: fromPaise(unpaid.paise),
      unpaid_count: unpaid.count,
      on_the_way_total: fromPaise(way.paise),
      on_the_way_count: way.count,
    },
  };
}
