import {
  fromPaise,
  maskAccountNumber,
  maskUpiId,
  type PayoutBatch,
  type PayoutMethod,
  UPI_ID_PATTERN,
} from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { getWorkOr404 } from "../works/works.service.js";
import {
  type BatchRow,
  findBatch,
  findDraftBatch,
  insertBatch,
  insertItems,
  listBatchesOfWork,
  listItems,
  markApproved,
  updateItem,
  wagesForBatch,
} from "./batches.repository.js";
import { assertUnderDailyCap } from "./daily-cap.service.js";
import { sendQueuedPayouts } from "./dispatch.service.js";
import { toPayoutItem } from "./payout-item.js";

type WageForBatch = Awaited<ReturnType<typeof wagesForBatch>>[number];
type LeftOut = PayoutBatch["left_out"][number];

/** How a wage is paid under the agency's provider: the provider when the worker gave where, else cash. */
function methodFor(
  ctx: Ctx<"config">,
  w: WageForBatch,
): { method: PayoutMethod; destination: string | null } {
  const provider = ctx.config.payouts.provider;
  // The profile's UPI ID is checked by the same pattern now; one kept from before is used only if it passes.
  const upiId = w.upiId && UPI_ID_PATTERN.test(w.upiId) ? w.upiId : null;
  if (provider === "razorpayx" && upiId) return { method: "razorpayx", destination: maskUpiId(upiId) };
  if ((provider === "razorpayx" || provider === "bankfile") && w.accountNumber)
    return { method: provider, destination: maskAccountNumber(w.accountNumber) };
  return { method: "cash", destination: null };
}

function whyLeftOut(w: WageForBatch): LeftOut["reason"] | null {
  if (w.paymentStatus === "paid") return "paid";
  if (w.live) return "in_payout";
  if (w.paise <= 0) return "zero";
  return null;
}

async function batchAnswer(ctx: Ctx, batch: BatchRow): Promise<PayoutBatch> {
  const items = await listItems(ctx.db, batch.id);
  const inBatch = new Set(items.map((i) => i.wageId));
  const leftOut = (await wagesForBatch(ctx.db, batch.workId)).flatMap((w) => {
    if (inBatch.has(w.wageId)) return [];
    return [{ wage_id: w.wageId, user_name: w.userName, reason: whyLeftOut(w) ?? "in_payout" }];
  });
  return {
    id: batch.id,
    work_id: batch.workId,
    status: batch.status,
    total: fromPaise(batch.totalPaise),
    prepared_by: batch.preparedBy,
    approved_by: batch.approvedBy,
    approved_at: batch.approvedAt,
    items: items.map(toPayoutItem),
    left_out: leftOut,
  };
}

/**
 * POST /payouts/batches/: a draft batch of the work's unpaid wages, each with its method, in one
 * transaction under the work's row lock (two taps make one batch). A draft that exists is answered.
 */
export async function createBatch(ctx: Ctx<"config">, actor: AuthUser, workId: number) {
  const batch = await ctx.db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, workId, { lock: true });
    if (work.status !== "completed") throw new AppError("PAYOUT_WORK_NOT_CLOSED");
    const draft = await findDraftBatch(tx, workId);
    if (draft) return draft;
    const payable = (await wagesForBatch(tx, workId, { lock: true })).filter((w) => whyLeftOut(w) === null);
    if (payable.length === 0) throw new AppError("PAYOUT_NOTHING_TO_PAY");
    const total = payable.reduce((s, w) => s + w.paise, 0);
    const row = await insertBatch(tx, { workId, totalPaise: total, preparedBy: actor.id });
    await insertItems(
      tx,
      payable.map((w) => ({
        batchId: row.id,
        wageId: w.wageId,
        userId: w.userId,
        amountPaise: w.paise,
        ...methodFor(ctx, w),
      })),
    );
    await audit(tx, {
      actorId: actor.id,
      action: "payout_batch.create",
      entity: "payout_batch",
      entityId: row.id,
      details: { work: workId, total: fromPaise(total), lines: payable.length },
    });
    return row;
  });
  return batchAnswer(ctx, batch);
}

/** GET /payouts/batches/?work_id=: the work's batches, newest first, each with its lines. */
export async function listWorkBatches(ctx: Ctx, workId: number): Promise<PayoutBatch[]> {
  const rows = await listBatchesOfWork(ctx.db, workId);
  return Promise.all(rows.map((b) => batchAnswer(ctx, b)));
}

/** GET /payouts/batches/:id/. */
export async function getBatch(ctx: Ctx, id: number) {
  const batch = await findBatch(ctx.db, id);
  if (!batch) throw new AppError("PAYOUT_BATCH_NOT_FOUND");
  return batchAnswer(ctx, batch);
}

/**
 * POST /payouts/batches/:id/approve/ (admins only): in one transaction the batch (FOR UPDATE) goes
 * from draft to approved, each line's wage is read again under its row lock (a wage paid by hand
 * meanwhile is cancelled out of the batch, the amount is the wage's as it is now) and provider
 * lines are queued. A second approval finds the batch approved: 409, nothing sent. Money out
 * beyond PAYOUTS_DAILY_CAP_RUPEES for the day: 409, nothing approved. After the commit the queued
 * lines are sent to the provider.
 */
export async function approveBatch(ctx: Ctx<"config" | "now">, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const batch = await findBatch(tx, id, { lock: true });
    if (!batch) throw new AppError("PAYOUT_BATCH_NOT_FOUND");
    if (batch.status !== "draft") throw new AppError("PAYOUT_BATCH_ALREADY_APPROVED");
    const current = new Map(
      (await wagesForBatch(tx, batch.workId, { lock: true })).map((w) => [w.wageId, w]),
    );
    let total = 0;
    let sent = 0;
    for (const item of await listItems(tx, id)) {
      const wage = current.get(item.wageId);
      if (!wage || wage.paymentStatus === "paid" || wage.paise <= 0) {
        await updateItem(tx, item.id, {
          status: "cancelled",
          failureReason: "paid or changed before approval",
        });
        continue;
      }
      total += wage.paise;
      if (item.method !== "cash") sent += wage.paise;
      await updateItem(tx, item.id, {
        amountPaise: wage.paise,
        status: item.method === "razorpayx" ? "queued" : "pending",
      });
    }
    await assertUnderDailyCap(ctx, tx, sent);
    await markApproved(tx, id, {
      approvedBy: actor.id,
      approvedAt: ctx.now().toISOString(),
      totalPaise: total,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "payout_batch.approve",
      entity: "payout_batch",
      entityId: id,
      details: { total: fromPaise(total) },
    });
  });
  await sendQueuedPayouts(ctx, id);
  return getBatch(ctx, id);
}
