import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payoutItems, users, wages, works } from "../../db/schema.js";
import { wageMoneyFields } from "../../db/wage-fields.js";

const wageFields = {
  workId: works.id,
  auditoriumName: works.auditoriumName,
  customerName: works.customerName,
  place: works.place,
  date: works.date,
  ...wageMoneyFields,
};

export type PayslipWageRow = Awaited<ReturnType<typeof selectPayslipWage>>;

/** The worker as the payslip names them. */
export async function selectPayslipUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, userCode: users.userCode, userName: users.userName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** One wage with its work, or undefined. */
export async function selectPayslipWage(db: DbOrTx, workId: number, userId: number) {
  const [row] = await db
    .select(wageFields)
    .from(wages)
    .innerJoin(works, eq(works.id, wages.workId))
    .where(and(eq(wages.workId, workId), eq(wages.userId, userId)))
    .limit(1);
  return row;
}

/** The worker's wages on works dated from `from` (inclusive) to `to` (exclusive), by date. */
export function selectMonthWages(db: DbOrTx, userId: number, from: string, to: string) {
  return db
    .select(wageFields)
    .from(wages)
    .innerJoin(works, eq(works.id, wages.workId))
    .where(and(eq(wages.userId, userId), gte(works.date, from), lt(works.date, to)))
    .orderBy(asc(works.date), asc(works.id));
}

/** The payout line that paid this wage (a batch's, record 060), or undefined (paid by hand, or not paid). */
export async function selectPaidPayout(db: DbOrTx, workId: number, userId: number) {
  const [row] = await db
    .select({
      method: payoutItems.method,
      destination: payoutItems.destination,
      utr: payoutItems.utr,
      paidAt: payoutItems.paidAt,
      amountPaise: payoutItems.amountPaise,
    })
    .from(payoutItems)
    .innerJoin(wages, eq(wages.id, payoutItems.wageId))
    .where(and(eq(wages.workId, workId), eq(wages.userId, userId), eq(payoutItems.status, "paid")))
    .orderBy(desc(payoutItems.id))
    .limit(1);
  return row;
}
export type PaidPayoutRow = NonNullable<Awaited<ReturnType<typeof selectPaidPayout>>>;
