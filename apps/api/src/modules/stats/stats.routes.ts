import {
  adminStatsSchema,
  averageRatingSchema,
  needsAttentionSchema,
  userCountsSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { dashboardStats, needsAttention, workerAverageRating, workerStats } from "./stats.service.js";

/** Counts: the dashboard's (admins and sub-admins), what needs the admin now, and the worker's own. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/admin/stats/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["dashboard"],
        summary: "Dashboard counts (admins and sub-admins)",
        description:
          "total_users: every user but admins; total_works_completed: works with status completed; total_pending_works: upcoming works (neither completed nor cancelled); total_pending_join_requests: requests to join upcoming works not answered yet; total_pending_applicants: worker applications awaiting approval.",
        response: { 200: adminStatsSchema },
      },
    },
    async () => dashboardStats(ctx),
  );

  app.get(
    "/admin_panel/admin/needs-attention/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["dashboard"],
        summary: "What needs the admin now (admins only)",
        description:
          "Works dated today to six days on (Asia/Kolkata), neither completed nor cancelled, that are short of boys (boys and head boys against no_of_boys_needed) or have no captain, by date then reporting time; works_in_window counts every upcoming work of the window. pending_applications: worker applications awaiting approval; pending_requests: requests to join upcoming works not answered yet; unpaid_wages: saved wages with payment_status not_paid (count, exact sum, number of works); open_captain_rows: completed works whose completing captain still has no rating or no wage (an admin enters them after completion), oldest first, at most 50.",
        response: { 200: needsAttentionSchema },
      },
    },
    async () => needsAttention(ctx),
  );

  app.get(
    "/users/dashboard/stats/user/",
    {
      config: { access: access.workers },
      schema: {
        tags: ["worker"],
        summary: "The worker's counts",
        description:
          "accepted_requests and pending_requests (own requests by status), attended_works (ratings with attendance present), completed_jobs (completed works the worker is assigned to), published_work_count (works open to the worker).",
        response: { 200: userCountsSchema },
      },
    },
    async (request) => workerStats(ctx, currentUser(request)),
  );

  app.get(
    "/users/my-average-rating/",
    {
      config: { access: access.workers },
      schema: {
        tags: ["worker"],
        summary: "The worker's average rating (stars out of 5, one decimal)",
        description:
          "Each rating of a work the worker attended scores one star per good mark (pant, shoe, timing, neatness, performance); `average_rating` is their average to one decimal (0 without ratings), `total_ratings` how many were counted.",
        response: { 200: averageRatingSchema },
      },
    },
    async (request) => workerAverageRating(ctx, currentUser(request).id),
  );
};
