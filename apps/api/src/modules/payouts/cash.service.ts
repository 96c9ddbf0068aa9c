import { fromPaise } from "@catercrew/shared";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { payoutItems, users, wages, works } from "../../db/schema.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify, workLink } from "../../lib/notify.js";
import { findBatch, findItem, findItemWithName, setWagePaid, updateItem } from "./batches.repository.js";
import { toPayoutItem } from "./payout-item.js";

async function answer(ctx: Ctx, id: number) {
  const row = await findItemWithName(ctx.db, id);
  if (!row) throw new AppError("PAYOUT_NOT_FOUND");
  return toPayoutItem(row);
}

/**
 * POST /payouts/items/:id/cash-paid/ (captain or admin): a cash line of an approved batch was
 * handed over at the venue. The wage becomes paid when the worker says "Got it". Marking again
 * answers the line as it is.
 */
export async function markCashHandedOver(ctx: Ctx<"now">, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const line = await findItem(tx, id, { lock: true });
    if (!line) throw new AppError("PAYOUT_NOT_FOUND");
    const batch = await findBatch(tx, line.batchId);
    if (line.method !== "cash" || batch?.status !== "approved") throw new AppError("PAYOUT_NOT_CASH");
    if (line.status !== "pending") return;
    await updateItem(tx, id, { status: "processing", markedBy: actor.id, markedAt: ctx.now().toISOString() });
    await audit(tx, { actorId: actor.id, action: "payout.cash_handed", entity: "payout_item", entityId: id });
    await tellWorkerHandedOver(tx, line);
  });
  return answer(ctx, id);
}

/**
 * The worker is asked whether the cash reached him: in the app, and on WhatsApp as a template
 * with "Got it" / "Not received" whose payloads name the line (`item`, record 066).
 */
async function tellWorkerHandedOver(
  tx: Ctx["db"],
  line: { id: number; wageId: number; userId: number; amountPaise: number },
) {
  const [about] = await tx
    .select({ venue: works.auditoriumName, workId: works.id })
    .from(wages)
    .innerJoin(works, eq(works.id, wages.workId))
    .where(eq(wages.id, line.wageId));
  await notify(tx, {
    userId: line.userId,
    type: "cash_handed_over",
    params: { venue: about?.venue ?? "", amount: fromPaise(line.amountPaise), item: String(line.id) },
    link: about ? workLink(about.workId) : null,
    dedupeKey: `cash-handed-${line.id}`,
  });
}

async function tellAdminsDisputed(
  tx: Ctx["db"],
  line: { id: number; wageId: number; amountPaise: number; markedBy: number | null },
) {
  const [about] = await tx
    .select({ name: users.userName, venue: works.auditoriumName, workId: works.id })
    .from(wages)
    .innerJoin(users, eq(users.id, wages.userId))
    .innerJoin(works, eq(works.id, wages.workId))
    .where(eq(wages.id, line.wageId));
  const [captain] = line.markedBy
    ? await tx.select({ name: users.userName }).from(users).where(eq(users.id, line.markedBy))
    : [];
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  for (const admin of admins) {
    await notify(tx, {
      userId: admin.id,
      type: "cash_disputed",
      params: {
        name: about?.name ?? "",
        venue: about?.venue ?? "",
        amount: fromPaise(line.amountPaise),
        captain: captain?.name ?? "-",
      },
      link: about ? workLink(about.workId) : null,
      dedupeKey: `cash-disputed-${line.id}`,
    });
  }
}

/**
 * POST /payouts/items/:id/confirm/ (the line's own worker): "Got it" makes the line and the wage
 * paid; "Not received" records the dispute and tells the admins, with the name of who marked it
 * handed over. Saying the same again changes nothing; "Not received" after "Got it" is 409.
 */
export async function confirmCash(ctx: Ctx<"now">, actor: AuthUser, id: number, received: boolean) {
  await ctx.db.transaction(async (tx) => {
    const line = await findItem(tx, id, { lock: true });
    if (!line) throw new AppError("PAYOUT_NOT_FOUND");
    if (line.userId !== actor.id) throw new AppError("OWN_RECORDS_ONLY");
    if (line.method !== "cash") throw new AppError("PAYOUT_NOT_CASH");
    if (line.status === "paid") {
      if (!received) throw new AppError("PAYOUT_ALREADY_CONFIRMED");
      return;
    }
    if (line.status !== "processing") throw new AppError("PAYOUT_CASH_NOT_MARKED");
    const now = ctx.now().toISOString();
    if (received) {
      await updateItem(tx, id, { status: "paid", paidAt: line.markedAt ?? now, confirmedAt: now });
      await setWagePaid(tx, line.wageId, { at: line.markedAt ?? now, reference: "cash" });
    } else if (!line.disputedAt) {
      await updateItem(tx, id, { disputedAt: now });
      await tellAdminsDisputed(tx, line);
    }
    await audit(tx, {
      actorId: actor.id,
      action: received ? "payout.cash_confirmed" : "payout.cash_disputed",
      entity: "payout_item",
      entityId: id,
    });
  });
  return answer(ctx, id);
}

/** Cash counts as received this long after it was marked handed over, unless the worker disputed it. */
const CASH_QUIET_HOURS = 48;

/**
 * Cash lines marked handed over more than 48 hours ago without a "Not received" become paid, and
 * their wages with them, each under its row lock (a dispute arriving meanwhile wins). Answers how
 * many were settled. Run hourly by `payouts.jobs.ts`.
 */
export async function settleQuietCash(ctx: Ctx<"now">): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - CASH_QUIET_HOURS * 3_600_000).toISOString();
  const due = await ctx.db
    .select({ id: payoutItems.id })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.method, "cash"),
        eq(payoutItems.status, "processing"),
        isNull(payoutItems.disputedAt),
        lt(payoutItems.markedAt, cutoff),
      ),
    );
  let settled = 0;
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const line = await findItem(tx, id, { lock: true });
      if (
        !line ||
        line.status !== "processing" ||
        line.disputedAt ||
        !line.markedAt ||
        line.markedAt >= cutoff
      )
        return;
      await updateItem(tx, id, { status: "paid", paidAt: line.markedAt });
      await setWagePaid(tx, line.wageId, { at: line.markedAt, reference: "cash" });
      await audit(tx, { actorId: null, action: "payout.cash_settled", entity: "payout_item", entityId: id });
      settled += 1;
    });
  }
  return settled;
}
