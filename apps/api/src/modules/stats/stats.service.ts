import type { AuthUser } from "../../auth/auth.plugin.js";
import type { DbOrTx } from "../../db/client.js";
import { todayInKolkata } from "../../lib/dates.js";
import { adminStats, averageRating, userCounts } from "./stats.repository.js";

/** The dashboard counts of admins and sub-admins. */
export function dashboardStats(db: DbOrTx) {
  return adminStats(db);
}

/** The signed-in worker's counts. */
export async function workerStats(db: DbOrTx, user: AuthUser) {
  return { user_name: user.userName, ...(await userCounts(db, user.id, todayInKolkata())) };
}

/** The worker's average rating (stars out of 5, one decimal). */
export function workerAverageRating(db: DbOrTx, userId: number) {
  return averageRating(db, userId);
}
