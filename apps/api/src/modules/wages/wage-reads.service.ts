import { fromPaise, toPaise, WAGE_GROUPS, type WageGroup } from "@catercrew/shared";
import { assertOwnerOrStaff } from "../../auth/access.js";
import type { AuthUser } from "../../auth/auth.plugin.js";
import { AppError } from "../../errors/app-error.js";
import type { Ctx } from "../../lib/context.js";
import type { WorkUser } from "../assignments/assignments.service.js";
import { workExpenses } from "../expenses/expenses.service.js";
import { getFares } from "../fares/fares.service.js";
import { listWorkRatings, toRatingResponse } from "../ratings/ratings.service.js";
import { getWorkOr404 } from "../works/works.service.js";
import { findWage, findWageById, listWorkWages, wageSumsByRole } from "./wages.repository.js";
import { toWageResponse, toWorkerWage } from "./wages.serializer.js";

/** Reading wages: one wage, a work's totals and crew sheet, the worker's own wage, the fare table. */

/** GET /admin_panel/daily-wage/{userId}/{workId}/: the worker themself or staff; 404 without one. */
export async function workerWage(ctx: Ctx, viewer: AuthUser, workUser: WorkUser) {
  assertOwnerOrStaff(viewer, workUser.userId);
  const wage = await findWage(ctx.db, workUser);
  if (!wage) throw new AppError("NO_WAGE_FOR_WORK");
  return toWorkerWage(wage);
}

export async function getWage(ctx: Ctx<"config">, id: number) {
  const row = await findWageById(ctx.db, id);
  if (!row) throw new AppError("WAGE_NOT_FOUND");
  return toWageResponse(row, row.userName);
}

/** Wage sums per group, the extra expenses and the totals of one work. */
export async function totalWages(ctx: Ctx<"config">, workId: number) {
  await getWorkOr404(ctx, workId);
  const [sums, expenses] = await Promise.all([wageSumsByRole(ctx.db, workId), workExpenses(ctx, workId)]);
  const groups = Object.fromEntries(Object.keys(WAGE_GROUPS).map((g) => [g, "0.00"])) as Record<
    WageGroup,
    string
  >;
  let wagesPaise = 0;
  let paidPaise = 0;
  for (const s of sums) {
    const group = (Object.keys(WAGE_GROUPS) as WageGroup[]).find((g) => WAGE_GROUPS[g] === s.roleType);
    if (group) groups[group] = fromPaise(toPaise(groups[group]) + toPaise(s.total));
    wagesPaise += toPaise(s.total);
    paidPaise += toPaise(s.paid);
  }
  return {
    work: workId,
    total_paid_wages: groups,
    extra_expenses: expenses.expenses,
    wages_total: fromPaise(wagesPaise),
    paid_total: fromPaise(paidPaise),
    pending_total: fromPaise(wagesPaise - paidPaise),
    extra_expenses_total: expenses.total,
    total_amount: fromPaise(wagesPaise + toPaise(expenses.total)),
  };
}

/** Every rating and wage of one work, for the Assigned Boys popup (one call for the whole crew). */
export async function workRatingsWages(ctx: Ctx<"config">, workId: number) {
  await getWorkOr404(ctx, workId);
  const [r, w] = await Promise.all([listWorkRatings(ctx, workId), listWorkWages(ctx.db, workId)]);
  return {
    work: workId,
    ratings: r.map((row) => toRatingResponse(row, row.userName)),
    wages: w.map((row) => toWageResponse(row, row.userName)),
  };
}

export async function staffFares(ctx: Ctx<"config">) {
  return {
    fares: await getFares(ctx),
    rating_amount_per_mark: fromPaise(toPaise(ctx.config.ratingAmountPerMark)),
  };
}

/** The worker's own wage on a work in the worker's shape, or null. */
export async function workerWageOrNull({ db }: Ctx, workUser: WorkUser) {
  const wage = await findWage(db, workUser);
  return wage ? toWorkerWage(wage) : null;
}
