import { computeWage, type RatingMark, type WageFigures } from "@catercrew/shared";
import type { DbOrTx } from "../../db/client.js";
import type { ServiceContext } from "../../lib/context.js";
import type { AssignmentRow } from "../assignments/assignments.service.js";
import { fareMap } from "../fares/fares.service.js";
import type { RatingRow } from "../ratings/ratings.service.js";
import type { WageRow } from "./wages.repository.js";

/** The columns a wage write stores: the computed figures and the payment fields. */

type Amounts = Pick<WageFigures, "travel_allowance" | "over_time" | "long_fare" | "bonus">;

/** The wage rule (docs/decisions/004-subadmin-area.md), on the server: the shared computeWage with the fare table and the assignment. */
export async function figures(
  ctx: Pick<ServiceContext, "config">,
  tx: DbOrTx,
  assignment: Pick<AssignmentRow, "roleType" | "isLoading" | "isSetting">,
  rating: Pick<RatingRow, RatingMark | "attendance">,
  amounts: Amounts,
): Promise<WageFigures> {
  return computeWage({
    role: assignment.roleType,
    rating,
    fares: await fareMap({ db: tx }),
    isLoading: assignment.isLoading,
    isSetting: assignment.isSetting,
    ...amounts,
    ratingAmountPerMark: ctx.config.ratingAmountPerMark,
  });
}

export function wageColumns(f: WageFigures) {
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

/**
 * paid_at and the reference that go with a payment status: set when the wage becomes
 * paid, kept while it stays paid (a new reference replaces the old one), cleared when pending.
 */
export function paymentColumns(
  status: "paid" | "not_paid",
  before: Pick<WageRow, "paymentStatus" | "paidAt" | "paymentReference"> | undefined,
  reference: string | null | undefined,
): { paidAt: string | null; paymentReference: string | null } {
  if (status !== "paid") return { paidAt: null, paymentReference: null };
  const wasPaid = before?.paymentStatus === "paid";
  return {
    paidAt: (wasPaid ? before.paidAt : null) ?? new Date().toISOString(),
    paymentReference: reference !== undefined ? reference : wasPaid ? before.paymentReference : null,
  };
}

export const ZERO_AMOUNTS: Amounts = {
  travel_allowance: "0.00",
  over_time: "0.00",
  long_fare: "0.00",
  bonus: "0.00",
};
