import { homeSummarySchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { answerHoldsUntil } from "../../lib/answer-cache/answer-cache.js";
import { contextOf } from "../../lib/context.js";
import { homeSummary } from "./worker-home.service.js";

/** The worker app's opening screen in one read (issue 39, docs/decisions/044-peak-hour.md). */
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
};
