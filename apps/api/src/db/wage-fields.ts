import { wages } from "./schema.js";

/**
 * A wage's role, money and payment columns, as the wage reads and the payslips select them
 * (each adds the keys and names it needs around these).
 */
export const wageMoneyFields = {
  roleType: wages.roleType,
  baseFare: wages.baseFare,
  ratingAmount: wages.ratingAmount,
  travelAllowance: wages.travelAllowance,
  overTime: wages.overTime,
  longFare: wages.longFare,
  bonus: wages.bonus,
  extraLoading: wages.extraLoading,
  extraSetting: wages.extraSetting,
  totalWage: wages.totalWage,
  paymentStatus: wages.paymentStatus,
  paidAt: wages.paidAt,
  paymentReference: wages.paymentReference,
};
