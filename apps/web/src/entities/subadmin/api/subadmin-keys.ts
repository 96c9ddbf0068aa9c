/**
 * Query keys of the sub-admin area. `common/` holds what several sub-admin screens share (works,
 * assigned users, error text); each screen keeps its own calls.
 */
export const subadminKeys = {
  all: ["subadmin"] as const,
  stats: () => ["subadmin", "stats"] as const,
  upcoming: () => ["subadmin", "upcoming"] as const,
  works: () => ["subadmin", "works"] as const,
  worksOfType: (type: "upcoming" | "past") => ["subadmin", "works", type] as const,
  assigned: (workId: number) => ["subadmin", "assigned", workId] as const,
  ratingsWages: (workId: number) => ["subadmin", "ratings-wages", workId] as const,
  totals: (workId: number) => ["subadmin", "totals", workId] as const,
  fares: () => ["subadmin", "fares"] as const,
  users: () => ["subadmin", "users"] as const,
  analytics: () => ["subadmin", "analytics"] as const,
  paymentSummary: (workId: number) => ["subadmin", "payment-summary", workId] as const,
};
