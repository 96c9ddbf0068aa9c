import { type HomeSummary, LIST_CAP } from "@catercrew/shared";
import type { AuthUser } from "../../auth/auth.plugin.js";
import type { Ctx } from "../../lib/context.js";
import { getMyNotifications } from "../notifications/notifications.service.js";
import { getNextJobs } from "../schedule/schedule.service.js";
import { workerStatsAndRating } from "../stats/stats.service.js";
import { myNoShows } from "../strikes/strikes.service.js";
import { publishedForWorker } from "../work-requests/worker-works.service.js";

/** The bell's first page, as `GET /notifications/` answers without parameters. */
const BELL_PAGE = 30;

/**
 * The worker app's opening screen in one read (docs/decisions/044-peak-hour.md): the same services
 * the separate endpoints call, so each part is the answer that endpoint gives. On PostgreSQL the
 * parts are read side by side on the pool; the embedded engine runs them one after the other.
 */
export async function homeSummary(ctx: Ctx<"config">, user: AuthUser): Promise<HomeSummary> {
  const [{ counts, rating }, nextJobs, noShows, notifications, published] = await Promise.all([
    workerStatsAndRating(ctx, user),
    getNextJobs(ctx, user.id),
    myNoShows(ctx, user),
    getMyNotifications(ctx, user, { limit: BELL_PAGE }),
    publishedForWorker(ctx, user, { page: 1, pageSize: LIST_CAP }),
  ]);
  return {
    counts,
    average_rating: rating,
    next_jobs: nextJobs,
    no_shows: noShows,
    notifications,
    published: published.rows,
    published_total: published.total,
  };
}
