import {
  averageRatingSchema,
  userCountsSchema,
  userWorkParams,
  WORKER_MESSAGES,
  workerDailyWageSchema,
  workerProfileResponseSchema,
  workerRatingSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../auth/access.js";
import { currentUser } from "../auth/auth.plugin.js";
import { depsOf } from "../lib/deps.js";
import { readForm } from "../lib/multipart.js";
import { workerRating } from "../modules/ratings/ratings.service.js";
import { workerAverageRating, workerStats } from "../modules/stats/stats.service.js";
import { updateOwnProfile } from "../modules/users/profile.service.js";
import { workerWage } from "../modules/wages/wage-reads.service.js";

const tags = ["worker"];

/**
 * The worker area's route table (issue 6): published works, requests, stats, rating, profile, own
 * rating and wage. Each route parses, calls one domain service and answers.
 */

/** The worker's own records: dashboard stats, average rating, profile details, a work's rating and wage. */
export const workerRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    "/users/dashboard/stats/user/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The worker's counts",
        description:
          "accepted_requests and pending_requests (own requests by status), attended_works (ratings with attendance present), completed_jobs (completed works the worker is assigned to), published_work_count (works open to the worker).",
        response: { 200: userCountsSchema },
      },
    },
    async (request) => workerStats(app.db, currentUser(request)),
  );

  app.get(
    "/users/my-average-rating/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The worker's average rating (stars out of 5, one decimal)",
        description:
          "Each rating of a work the worker attended scores one star per good mark (pant, shoe, timing, neatness, performance); `average_rating` is their average to one decimal (0 without ratings), `total_ratings` how many were counted.",
        response: { 200: averageRatingSchema },
      },
    },
    async (request) => workerAverageRating(app.db, currentUser(request).id),
  );

  app.patch(
    "/users/update/users-details/",
    {
      config: { access: access.workers },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: "Edit the worker's own profile (multipart)",
        description:
          "Fields address, district, place, experienced, employment_type (full_time, part_time, freelance), has_bike, has_license, and `license_image` (PNG/JPEG file up to 5 MB; 413/415 otherwise). Name, role, mobile, UserID and every other field cannot change here and are ignored when sent. A license image is required while has_license is on (a stored one counts); a new one replaces the old file; turning has_license off deletes it.",
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: workerProfileResponseSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, ["license_image"]);
      const user = await updateOwnProfile(deps, currentUser(request), form);
      return { status: true as const, message: WORKER_MESSAGES.profileUpdated, user };
    },
  );

  app.get(
    "/admin_panel/boy-rating/:userId/:workId/",
    {
      config: { access: access.approved },
      schema: {
        tags,
        summary: "A worker's rating for a work (the worker themself, sub-admins and admins)",
        description: "Another worker's rating answers 403; no rating yet answers 404.",
        params: userWorkParams,
        response: { 200: workerRatingSchema },
      },
    },
    async (request) => workerRating(app.db, currentUser(request), request.params),
  );

  app.get(
    "/admin_panel/daily-wage/:userId/:workId/",
    {
      config: { access: access.approved },
      schema: {
        tags,
        summary: "A worker's daily wage for a work (the worker themself, sub-admins and admins)",
        description: "Another worker's wage answers 403; no wage yet answers 404.",
        params: userWorkParams,
        response: { 200: workerDailyWageSchema },
      },
    },
    async (request) => workerWage(deps, currentUser(request), request.params),
  );
};
