import { z } from "zod";
import { nextJobsSchema, notificationsListSchema } from "./notifications.js";
import { myNoShowsResponseSchema } from "./strikes.js";
import { averageRatingSchema, publishedWorksResponseSchema, userCountsSchema } from "./worker.js";

/**
 * GET /users/home/summary/: what the worker app's opening screen shows, in one answer
 * (docs/decisions/044-peak-hour.md). Each part is exactly the answer of the endpoint named beside
 * it, which stays: the counts (`users/dashboard/stats/user/`), the average rating
 * (`users/my-average-rating/`), the next jobs (`users/me/next-jobs/`), the no-shows and request
 * block (`users/no-shows/`), the bell's notifications (`notifications/`, first page) and the
 * published works (`admin_panel/catering/published/`, first page of 500; `published_total` is
 * that list's `X-Total-Count`).
 */
export const homeSummarySchema = z.object({
  counts: userCountsSchema,
  average_rating: averageRatingSchema,
  next_jobs: nextJobsSchema,
  no_shows: myNoShowsResponseSchema,
  notifications: notificationsListSchema,
  published: publishedWorksResponseSchema,
  published_total: z.number(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
