import type { markPaidSchema, ratingUpdateSchema, wageEditSchema, wageInputSchema } from "@catercrew/shared";
import { say } from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, isUniqueViolation } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import type { Ctx } from "../../lib/context.js";
import { notify, workLink } from "../../lib/notify.js";
import { assignmentOrFail, type WorkUser } from "../assignments/assignments.service.js";
import { assertNoLivePayout } from "../payouts/payout-guard.service.js";
import {
  changeRating,
  findRating,
  markAbsentRating,
  type RatingRow,
  toRatingResponse,
} from "../ratings/ratings.service.js";
import { getWorkOr404, openWorkForPayWrite, openWorkForRecords } from "../works/works.service.js";
import { figures, paymentColumns, wageColumns, ZERO_AMOUNTS } from "./wage-columns.js";
import { findWage, findWageById, insertWage, updateWageRow, upsertWage } from "./wages.repository.js";
import { toWageResponse } from "./wages.serializer.js";

/**
 * Work open, caller not the worker, worker assigned and rated: what every wage write needs.
 * Locks in one order for every wage and rating write: the work (FOR SHARE, against completion),
 * then the rating (FOR UPDATE), then the wage (FOR UPDATE, by the caller). A rating edit and a
 * wage edit of one person therefore run one after the other, each on the other's result.
 */
async function wagePreconditions(tx: DbOrTx, actor: AuthUser, workUser: WorkUser) {
  if (workUser.userId === actor.id) throw new AppError("CANNOT_SET_OWN_WAGE");
  const work = await openWorkForPayWrite({ db: tx }, actor, workUser);
  const assignment = await assignmentOrFail({ db: tx }, workUser);
  const rating = await findRating({ db: tx }, workUser, { lock: true });
  if (!rating) throw new AppError("RATE_FIRST");
  return { work, assignment, rating };
}

/** Tells the worker their wage was saved, or that it was paid when it just became paid. */
async function tellWorker(
  tx: DbOrTx,
  work: { id: number; auditoriumName: string },
  wage: { userId: number; totalWage: string; paymentStatus: string },
  wasPaid: boolean,
) {
  const paid = wage.paymentStatus === "paid" && !wasPaid;
  await notify(tx, {
    userId: wage.userId,
    type: paid ? "wage_paid" : "wage_saved",
    params: { venue: work.auditoriumName, amount: wage.totalWage },
    link: workLink(work.id),
  });
}

/**
 * The one wage write of a person on a work, in one transaction: `save` creates the wage or
 * updates the one that exists (row locked first); `submit` only creates it (a second one fails
 * on the unique index).
 */
async function writeWage(
  ctx: Ctx<"config">,
  actor: AuthUser,
  input: z.output<typeof wageInputSchema>,
  mode: "save" | "submit",
) {
  // The answer is built inside the transaction: an idempotency key joins it (lib/idempotency.ts).
  return ctx.db.transaction(async (tx) => {
    const workUser = { workId: input.work, userId: input.user };
    const { work, assignment, rating } = await wagePreconditions(tx, actor, workUser);
    const f = await figures(ctx, tx, assignment, rating, input);
    const before = mode === "save" ? await findWage(tx, workUser, { lock: true }) : undefined;
    if (before) await assertNoLivePayout({ db: tx }, before.id);
    const values = {
      ...workUser,
      roleType: assignment.roleType,
      ...wageColumns(f),
      paymentStatus: input.payment_status,
      ...paymentColumns(input.payment_status, before, input.payment_reference),
      createdBy: actor.id,
    };
    const { row, inserted } =
      mode === "save" ? await upsertWage(tx, values) : { row: await insertWage(tx, values), inserted: true };
    await audit(tx, {
      actorId: actor.id,
      action: inserted ? "wage.create" : "wage.update",
      entity: "wage",
      entityId: row.id,
      details: { work: input.work, user: input.user, ...f, payment_status: input.payment_status },
    });
    await tellWorker(tx, work, row, before?.paymentStatus === "paid");
    const wage = toWageResponse(row, assignment.userName);
    const message =
      mode === "save" ? say("success:Wage saved successfully") : say("success:Wage submitted successfully");
    return { status: true as const, message, wage };
  });
}

/** PATCH /sub_admin/boy-wage/edit/: creates the wage, or updates the one that exists. */
export async function saveWage(ctx: Ctx<"config">, actor: AuthUser, input: z.output<typeof wageInputSchema>) {
  return writeWage(ctx, actor, input, "save");
}

/** POST /sub_admin/submit-subadmin-wage/: a new wage (409 when the user already has one). */
export async function submitWage(
  ctx: Ctx<"config">,
  actor: AuthUser,
  input: z.output<typeof wageInputSchema>,
) {
  try {
    return await writeWage(ctx, actor, input, "submit");
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("WAGE_EXISTS");
    throw err;
  }
}

/** PATCH /sub_admin/subadmin-wage/edit/: changes a wage by id; missing amounts keep their value. */
export async function editWage(ctx: Ctx<"config">, actor: AuthUser, input: z.output<typeof wageEditSchema>) {
  const wage = await ctx.db.transaction(async (tx) => {
    const peek = await findWageById(tx, input.wage_id);
    if (!peek) throw new AppError("WAGE_NOT_FOUND");
    const { work, assignment, rating } = await wagePreconditions(tx, actor, {
      workId: peek.workId,
      userId: peek.userId,
    });
    // Read again under the row lock: a parallel edit's amounts are kept, not overwritten.
    const existing = await findWageById(tx, input.wage_id, { lock: true });
    if (!existing) throw new AppError("WAGE_NOT_FOUND");
    await assertNoLivePayout({ db: tx }, existing.id);
    const f = await figures(ctx, tx, assignment, rating, {
      travel_allowance: input.travel_allowance ?? existing.travelAllowance,
      over_time: input.over_time ?? existing.overTime,
      long_fare: input.long_fare ?? existing.longFare,
      bonus: input.bonus ?? existing.bonus,
    });
    const paymentStatus = input.payment_status ?? existing.paymentStatus;
    const row = await updateWageRow(tx, existing.id, {
      roleType: assignment.roleType,
      ...wageColumns(f),
      paymentStatus,
      ...paymentColumns(paymentStatus, existing, input.payment_reference),
    });
    if (!row) throw new AppError("WAGE_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "wage.update",
      entity: "wage",
      entityId: row.id,
      details: { work: row.workId, user: row.userId, ...f, payment_status: paymentStatus },
    });
    await tellWorker(tx, work, row, existing.paymentStatus === "paid");
    return toWageResponse(row, existing.userName);
  });
  return { status: true as const, message: say("success:Wage updated successfully"), wage };
}

/**
 * PATCH /sub_admin/boy-ratings/{id}/: changes the marks and, in the same transaction, recomputes
 * the user's wage (when there is one) with the new rating amount and attendance.
 */
export async function updateRatingAndWage(
  ctx: Ctx<"config">,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ratingUpdateSchema>,
) {
  const rating = await ctx.db.transaction(async (tx) => {
    const { row, userName } = await changeRating({ db: tx }, actor, id, input);
    await recomputeWage(ctx, tx, actor, row);
    return toRatingResponse(row, userName);
  });
  return { status: true as const, message: say("success:Rating updated successfully"), rating };
}

/** After a rating changes, its wage (if any) follows: rating amount and attendance rules. */
async function recomputeWage(ctx: Ctx<"config">, tx: DbOrTx, actor: AuthUser, rating: RatingRow) {
  const workUser = { workId: rating.workId, userId: rating.userId };
  // The rating row is locked by its update; the wage is read under its own lock (same order as wage writes).
  const existing = await findWage(tx, workUser, { lock: true });
  if (!existing) return;
  const assignment = await assignmentOrFail({ db: tx }, workUser);
  const f = await figures(ctx, tx, assignment, rating, {
    travel_allowance: existing.travelAllowance,
    over_time: existing.overTime,
    long_fare: existing.longFare,
    bonus: existing.bonus,
  });
  await updateWageRow(tx, existing.id, wageColumns(f));
  await audit(tx, {
    actorId: actor.id,
    action: "wage.recompute",
    entity: "wage",
    entityId: existing.id,
    details: { work: rating.workId, user: rating.userId, reason: "rating.update", ...f },
  });
}

/**
 * POST /sub_admin/mark-absent/: in one transaction the person's rating says absent (created when
 * missing) and their wage is saved as zero (docs/decisions/029-money-and-work-rules.md), so the work can be completed.
 */
export async function markAbsent(ctx: Ctx<"config">, actor: AuthUser, input: { work: number; user: number }) {
  const workUser = { workId: input.work, userId: input.user };
  if (workUser.userId === actor.id) throw new AppError("CANNOT_SET_OWN_WAGE");
  return ctx.db.transaction(async (tx) => {
    await openWorkForRecords({ db: tx }, workUser.workId);
    const assignment = await assignmentOrFail({ db: tx }, workUser);
    const rating = await markAbsentRating({ db: tx }, actor, workUser);
    await findWage(tx, workUser, { lock: true });
    const f = await figures(ctx, tx, assignment, rating, ZERO_AMOUNTS);
    const { row, inserted } = await upsertWage(tx, {
      ...workUser,
      roleType: assignment.roleType,
      ...wageColumns(f),
      paymentStatus: "not_paid",
      paidAt: null,
      paymentReference: null,
      createdBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: inserted ? "wage.create" : "wage.update",
      entity: "wage",
      entityId: row.id,
      details: { work: input.work, user: input.user, ...f, reason: "mark_absent" },
    });
    return {
      status: true as const,
      message: say("success:Marked absent with a zero wage"),
      rating: toRatingResponse(rating, assignment.userName),
      wage: toWageResponse(row, assignment.userName),
    };
  });
}

/**
 * POST /sub_admin/wages/mark-paid/: the wage becomes paid with paid_at and the optional
 * reference, in one transaction under the wage's row lock. Allowed after the work is completed
 * (paying comes last); marking a paid wage again keeps its paid_at and takes the new reference.
 */
export async function markWagePaid(
  ctx: Ctx<"config">,
  actor: AuthUser,
  input: z.output<typeof markPaidSchema>,
) {
  if (input.user === actor.id) throw new AppError("CANNOT_SET_OWN_WAGE");
  const wage = await ctx.db.transaction(async (tx) => {
    const work = await getWorkOr404({ db: tx }, input.work);
    const existing = await findWage(tx, { workId: input.work, userId: input.user }, { lock: true });
    if (!existing) throw new AppError("NO_WAGE_FOR_WORK");
    await assertNoLivePayout({ db: tx }, existing.id);
    const paid = paymentColumns("paid", existing, input.reference ?? undefined);
    const row = await updateWageRow(tx, existing.id, { paymentStatus: "paid", ...paid });
    if (!row) throw new AppError("WAGE_NOT_FOUND");
    await audit(tx, {
      actorId: actor.id,
      action: "wage.mark_paid",
      entity: "wage",
      entityId: row.id,
      details: { work: input.work, user: input.user, paid_at: paid.paidAt, reference: paid.paymentReference },
    });
    await tellWorker(tx, work, row, existing.paymentStatus === "paid");
    const named = await findWageById(tx, row.id);
    return toWageResponse(row, named?.userName ?? "");
  });
  return { status: true as const, message: say("success:Wage marked paid"), wage };
}
