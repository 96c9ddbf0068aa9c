import type { Wage, WorkerDailyWage } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { WageRow } from "./wages.repository.js";

export function toWageResponse(row: WageRow, userName: string): Wage {
  return {
    id: row.id,
    user: row.userId,
    work: row.workId,
    user_name: userName,
    role_type: row.roleType,
    base_fare: row.baseFare,
    rating_amount: row.ratingAmount,
    travel_allowance: row.travelAllowance,
    over_time: row.overTime,
    long_fare: row.longFare,
    bonus: row.bonus,
    extra_loading: row.extraLoading,
    extra_setting: row.extraSetting,
    total_wage: row.totalWage,
    payment_status: row.paymentStatus,
    created_at: iso(row.createdAt) ?? "",
    updated_at: iso(row.updatedAt) ?? "",
    paid_at: iso(row.paidAt),
    payment_reference: row.paymentReference,
  };
}

/** A wage as the worker sees it: the same fields without the name. */
export function toWorkerWage(row: WageRow): WorkerDailyWage {
  const { user_name: _name, ...wage } = toWageResponse(row, "");
  return wage;
}
