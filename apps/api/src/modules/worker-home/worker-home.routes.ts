import { homeSummarySchema, workerWorkDetailSchema, workIdParams } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { answerHoldsUntil } from "../../lib/answer-cache/answer-cache.js";
import { contextOf } from "../../lib/context.js";
import { workDetailForWorker } from "./work-detail.service.js";
import { homeSummary } from "./worker-home.service.js";

/**
 * The worker app's reads that gather several domains: the opening screen in one read (
 * docs/decisions/044-peak-hour.md) and one work as the worker sees it.
 */
export const workerHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/users/home/summary/",
    {
      config: { access: access.workers, keepAnswers: true },
      schema: {
        tags: ["worker"],
        summary:
          "The worker home in one read: counts, rating, next jobs, no-shows, notifications, published works",
        description:
          "Each part is the answer of the endpoint that stays beside it: `counts` (`users/dashboard/stats/user/`), `average_rating` (`users/my-average-rating/`), `next_jobs` (`users/me/next-jobs/`), `no_shows` (`users/no-shows/`), `notifications` (`notifications/`, the first 30), `published` (`admin_panel/catering/published/`, the first 500) with `published_total` (that list's `X-Total-Count`).",
        response: { 200: homeSummarySchema },
      },
    },
    async (request) => {
      const summary = await homeSummary(ctx, currentUser(request));
      // A no-show count changes when a strike leaves its window: such an answer is not kept.
      if (summary.no_shows.strikes.some((s) => s.cleared_at === null)) answerHoldsUntil(request, new Date());
      return summary;
    },
  );

  app.get(
    "/admin_panel/published-work/:id",
    {
      config: { access: access.workers },
      schema: {
        tags: ["worker"],
        summary: "One work as the signed-in worker sees it",
        description:
          "Open to a worker when the work is published, or when they requested it or are assigned to it. Adds this worker's join request, rating, daily wage, total earning and the supervisors/captains assigned to the work (name, role, mobile).",
        params: workIdParams,
        response: { 200: workerWorkDetailSchema },
      },
    },
    async (request) => workDetailForWorker(ctx, currentUser(request), request.params.id),
  );
};
