import {
  idParams,
  rateBoySchema,
  ratingResponseSchema,
  ratingSchema,
  userWorkParams,
  workerRatingSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { idempotent } from "../../lib/idempotency.js";
import { getRating, rateUser, workerRating } from "./ratings.service.js";

const tags = ["sub_admin"];

/** Ratings of assigned users (sub-admin area). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.post(
    "/sub_admin/rate-boy/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Rate an assigned user for a work",
        description:
          "Marks pant, shoe, timing, neatness, performance: true good, false poor. A present person (`attendence` 1, the default) needs all five chosen: each missing one is a 400 field error, so an empty rating is never saved; an absent person (0) may have none. Without `arrival_time` the person's check-in time is taken. 409 when the user is already rated for the work (change it with PATCH boy-ratings/{id}/) or the work is completed; 403 rating yourself; 400 when the user is not assigned to the work. Takes an `Idempotency-Key` header: a replay answers the stored response.",
        body: rateBoySchema,
        response: { 201: ratingResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply
        .code(201)
        .send(await idempotent(ctx, request, actor.id, 201, (d) => rateUser(d, actor, request.body)));
    },
  );

  app.get(
    "/sub_admin/boy-ratings/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A rating by id",
        description: "The rating's fields at the top level (not wrapped).",
        params: idParams,
        response: { 200: ratingSchema },
      },
    },
    async (request) => getRating(ctx, request.params.id),
  );

  app.get(
    "/admin_panel/boy-rating/:userId/:workId/",
    {
      config: { access: access.approved },
      schema: {
        tags: ["worker"],
        summary: "A worker's rating for a work (the worker themself, sub-admins and admins)",
        description: "Another worker's rating answers 403; no rating yet answers 404.",
        params: userWorkParams,
        response: { 200: workerRatingSchema },
      },
    },
    async (request) => workerRating(ctx, currentUser(request), request.params),
  );
};
