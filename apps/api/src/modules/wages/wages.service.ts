import {
  computeWage,
  fromPaise,
  type RatingMark,
  toPaise,
  WAGE_GROUPS,
  type WageFigures,
  type WageGroup,
  type WorkerRole,
  type wageEditSchema,
  type wageInputSchema,
} from "@catercrew/shared";
import type { z } from "zod";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../errors/app-error.js";
import { audit } from "../../lib/audit.js";
import { listWorkExpenses, workExpenseTotal } from "../expenses/expenses.repository.js";
import { toExpenseResponse } from "../expenses/expenses.serializer.js";
import {
  findRating,
  listWorkRatings,
  type RatingRow,
  toRatingResponse,
} from "../ratings/ratings.repository.js";
import type { AssignmentRow } from "../subadmin/subadmin.repository.js";
import {
  assignmentOrFail,
  openWorkForWrite,
  type SubadminDeps,
  workOr404,
} from "../subadmin/subadmin.service.js";
import {
  fareMap,
  findWage,
  findWageById,
  insertWage,
  listFares,
  listWorkWages,
  toWageResponse,
  updateWageRow,
  upsertWage,
  type WageRow,
  wageSumsByRole,
} from "./wages.repository.js";

export const RATE_FIRST = "Rate the user first";
const SELF_WAGE = "You cannot set your own wage.";

type Amounts = Pick<WageFigures, "travel_allowance" | "over_time" | "long_fare" | "bonus">;

/** DECISIONS.md 5, on the server: the shared computeWage with the fare table and the assignment. */
async function figures(
  deps: SubadminDeps,
  tx: DbOrTx,
  assignment: Pick<AssignmentRow, "roleType" | "isLoading" | "isSetting">,
  rating: Pick<RatingRow, RatingMark | "attendence">,
  amounts: Amounts,
): Promise<WageFigures> {
  return computeWage({
    role: assignment.roleType as WorkerRole,
    rating,
    fares: await fareMap(tx),
    isLoading: assignment.isLoading,
    isSetting: assignment.isSetting,
    ...amounts,
    ratingAmountPerMark: deps.config.ratingAmountPerMark,
  });
}

function wageColumns(f: WageFigures) {
  return {
    baseFare: f.base_fare,
    ratingAmount: f.rating_amount,
    travelAllowance: f.travel_allowance,
    overTime: f.over_time,
    longFare: f.long_fare,
    bonus: f.bonus,
    extraLoading: f.extra_loading,
    extraSetting: f.extra_setting,
    totalWage: f.total_wage,
  };
}

/** Work open, caller not the worker, worker assigned and rated: what every wage write needs. */
async function wagePreconditions(tx: DbOrTx, actor: AuthUser, workId: number, userId: number) {
  if (userId === actor.id) throw forbidden(SELF_WAGE);
  await openWorkForWrite(tx, workId);
  const assignment = await assignmentOrFail(tx, workId, userId);
  const rating = await findRating(tx, workId, userId);
  if (!rating) throw conflict(RATE_FIRST);
  return { assignment, rating };
}

/** PATCH /sub_admin/boy-wage/edit/: creates the wage, or updates the one that exists. */
export async function saveWage(deps: SubadminDeps, actor: AuthUser, input: z.output<typeof wageInputSchema>) {
  const wage = await deps.db.transaction(async (tx) => {
    const { assignment, rating } = await wagePreconditions(tx, actor, input.work, input.user);
    const f = await figures(deps, tx, assignment, rating, input);
    const { row, inserted } = await upsertWage(tx, {
      workId: input.work,
      userId: input.user,
      roleType: assignment.roleType,
      ...wageColumns(f),
      paymentStatus: input.payment_status,
      createdBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: inserted ? "wage.create" : "wage.update",
      entity: "wage",
      entityId: row.id,
      details: { work: input.work, user: input.user, ...f, payment_status: input.payment_status },
    });
    return toWageResponse(row, assignment.userName);
  });
  return { status: true as const, message: "Wage saved successfully", wage };
}

/** POST /sub_admin/submit-subadmin-wage/: a new wage (409 when the user already has one). */
export async function submitWage(
  deps: SubadminDeps,
  actor: AuthUser,
  input: z.output<typeof wageInputSchema>,
) {
  try {
    const wage = await deps.db.transaction(async (tx) => {
      const { assignment, rating } = await wagePreconditions(tx, actor, input.work, input.user);
      const f = await figures(deps, tx, assignment, rating, input);
      const row = await insertWage(tx, {
        workId: input.work,
        userId: input.user,
        roleType: assignment.roleType,
        ...wageColumns(f),
        paymentStatus: input.payment_status,
        createdBy: actor.id,
      });
      await audit(tx, {
        actorId: actor.id,
        action: "wage.create",
        entity: "wage",
        entityId: row.id,
        details: { work: input.work, user: input.user, ...f, payment_status: input.payment_status },
      });
      return toWageResponse(row, assignment.userName);
    });
    return { status: true as const, message: "Wage submitted successfully", wage };
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict("A wage already exists for this user and work. Edit it instead.");
    throw err;
  }
}

/** PATCH /sub_admin/subadmin-wage/edit/: changes a wage by id; missing amounts keep their value. */
export async function editWage(deps: SubadminDeps, actor: AuthUser, input: z.output<typeof wageEditSchema>) {
  const wage = await deps.db.transaction(async (tx) => {
    const existing = await findWageById(tx, input.wage_id);
    if (!existing) throw notFound("Wage not found");
    const { assignment, rating } = await wagePreconditions(tx, actor, existing.workId, existing.userId);
    const f = await figures(deps, tx, assignment, rating, {
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
    });
    if (!row) throw notFound("Wage not found");
    await audit(tx, {
      actorId: actor.id,
      action: "wage.update",
      entity: "wage",
      entityId: row.id,
      details: { work: row.workId, user: row.userId, ...f, payment_status: paymentStatus },
    });
    return toWageResponse(row, existing.userName);
  });
  return { status: true as const, message: "Wage updated successfully", wage };
}

/** After a rating changes, its wage (if any) follows: rating amount and attendance rules. */
export async function recomputeWageAfterRating(
  deps: SubadminDeps,
  tx: DbOrTx,
  actor: AuthUser,
  rating: RatingRow,
): Promise<WageRow | undefined> {
  const existing = await findWage(tx, rating.workId, rating.userId);
  if (!existing) return undefined;
  const assignment = await assignmentOrFail(tx, rating.workId, rating.userId);
  const f = await figures(deps, tx, assignment, rating, {
    travel_allowance: existing.travelAllowance,
    over_time: existing.overTime,
    long_fare: existing.longFare,
    bonus: existing.bonus,
  });
  const row = await updateWageRow(tx, existing.id, wageColumns(f));
  await audit(tx, {
    actorId: actor.id,
    action: "wage.recompute",
    entity: "wage",
    entityId: existing.id,
    details: { work: rating.workId, user: rating.userId, reason: "rating.update", ...f },
  });
  return row;
}

export async function getWage(deps: SubadminDeps, id: number) {
  const row = await findWageById(deps.db, id);
  if (!row) throw notFound("Wage not found");
  return { status: true as const, message: "Wage", wage: toWageResponse(row, row.userName) };
}

/** Wage sums per group, the extra expenses and the totals of one work. */
export async function totalWages(deps: SubadminDeps, workId: number) {
  await workOr404(deps.db, workId);
  const [sums, expenses, expenseTotal] = await Promise.all([
    wageSumsByRole(deps.db, workId),
    listWorkExpenses(deps.db, workId),
    workExpenseTotal(deps.db, workId),
  ]);
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
    extra_expenses: expenses.map(toExpenseResponse),
    wages_total: fromPaise(wagesPaise),
    paid_total: fromPaise(paidPaise),
    pending_total: fromPaise(wagesPaise - paidPaise),
    extra_expenses_total: expenseTotal,
    total_amount: fromPaise(wagesPaise + toPaise(expenseTotal)),
  };
}

/** Every rating and wage of one work, for the Assigned Boys popup (one call for the whole crew). */
export async function workRatingsWages(deps: SubadminDeps, workId: number) {
  await workOr404(deps.db, workId);
  const [r, w] = await Promise.all([listWorkRatings(deps.db, workId), listWorkWages(deps.db, workId)]);
  return {
    work: workId,
    ratings: r.map((row) => toRatingResponse(row, row.userName)),
    wages: w.map((row) => toWageResponse(row, row.userName)),
  };
}

export async function staffFares(deps: SubadminDeps) {
  return {
    fares: await listFares(deps.db),
    rating_amount_per_mark: fromPaise(toPaise(deps.config.ratingAmountPerMark)),
  };
}
