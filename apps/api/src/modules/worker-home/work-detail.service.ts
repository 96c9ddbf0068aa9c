import { moneyNumber, type WorkerWorkDetail } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Ctx } from "../../lib/context.js";
import { iso } from "../../lib/dates.js";
import { listSupervisors } from "../assignments/assignment-rows.service.js";
import { payForRole } from "../fares/fares.service.js";
import { workerRatingOrNull } from "../ratings/ratings.service.js";
import { workerWageOrNull } from "../wages/wage-reads.service.js";
import { joinRequestsOf, toPublishedWork } from "../work-requests/work-requests.serializer.js";
import { workForWorker } from "../work-requests/worker-works.service.js";

/**
 * GET /admin_panel/published-work/{id}: one work as this worker sees it, with what the other
 * domains keep about them on it (their rating, their wage, the work's supervisors). It gathers
 * from above them, beside the home summary, so `work-requests` stays below `wages`.
 */
export async function workDetailForWorker(
  ctx: Ctx<"config">,
  user: AuthUser,
  workId: number,
): Promise<WorkerWorkDetail> {
  const { db } = ctx;
  const workUser = { workId, userId: user.id };
  const row = await workForWorker({ db }, workUser);
  const [rating, wage, supervisors, pay] = await Promise.all([
    workerRatingOrNull({ db }, workUser),
    workerWageOrNull({ db }, workUser),
    listSupervisors({ db }, workId),
    // The role on the work when assigned (an admin may place a worker in another role), else theirs.
    payForRole(ctx, row.asg?.roleType ?? user.role, row.asg ?? undefined),
  ]);
  return Object.assign(toPublishedWork(row, pay), {
    join_requests: joinRequestsOf(row),
    ratings: rating ? [rating] : [],
    daily_wage: wage,
    total_earning: moneyNumber(wage?.total_wage ?? "0.00"),
    assigned_supervisors: supervisors.map((p) => ({ ...p, mobile: p.mobile ?? "" })),
    is_assigned: row.asg !== null,
    updated_at: iso(row.req?.updatedAt ?? row.work.updatedAt) ?? "",
  });
}
