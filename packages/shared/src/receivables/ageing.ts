/**
 * Ageing of what clients owe (docs/decisions/057-payments-dues-exports.md): each invoice's balance
 * falls in a bucket by the days past its due date, as ERPNext's accounts-receivable report ages
 * them. On the due date itself nothing is overdue yet.
 */

export const AGEING_BUCKETS = ["not_due", "d1_30", "d31_60", "d61_90", "over_90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export type AgeingTotals = Record<AgeingBucket, number>;

const DAY_MS = 86_400_000;

/** Whole days from `dueDate` to `today` (ISO days, calendar arithmetic in UTC). */
export function daysPastDue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

export function bucketOf(dueDate: string, today: string): AgeingBucket {
  const days = daysPastDue(dueDate, today);
  if (days <= 0) return "not_due";
  if (days <= 30) return "d1_30";
  if (days <= 60) return "d31_60";
  if (days <= 90) return "d61_90";
  return "over_90";
}

export function emptyAgeing(): AgeingTotals {
  return { not_due: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };
}

/** Adds each balance (paise) into its bucket. */
export function ageBalances(
  items: Iterable<{ dueDate: string; balance: number }>,
  today: string,
): AgeingTotals {
  const totals = emptyAgeing();
  for (const item of items) totals[bucketOf(item.dueDate, today)] += item.balance;
  return totals;
}

/** Overdue is everything past its due date. */
export function overdueOf(totals: AgeingTotals): number {
  return totals.d1_30 + totals.d31_60 + totals.d61_90 + totals.over_90;
}

/**
 * Worst first: the most in the oldest bucket, then the next, down to the whole balance; the dues
 * screen lists clients in this order.
 */
export function worseFirst(a: AgeingTotals, b: AgeingTotals): number {
  for (const bucket of [...AGEING_BUCKETS].reverse()) {
    if (a[bucket] !== b[bucket]) return b[bucket] - a[bucket];
  }
  return 0;
}
