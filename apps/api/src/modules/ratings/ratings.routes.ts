import { idSchema, rateBoySchema, ratingResponseSchema, ratingUpdateSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { subadminDeps } from "../subadmin/subadmin.routes.js";
import { getRating, rateUser, updateRating } from "./ratings.service.js";

const tags = ["sub_admin"];

/** Ratings of assigned users (sub-admin area). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = subadminDeps(app);

  app.post(
    "/sub_admin/rate-boy/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Rate an assigned user for a work",
        description:
          "Marks pant, shoe, timing, neatness, performance: true good, false poor, null not chosen. `attendence` 1 present (default) or 0 absent. 409 when the user is already rated for the work (change it with PATCH boy-ratings/{id}/) or the work is completed; 403 rating yourself; 400 when the user is not assigned to the work.",
        body: rateBoySchema,
        response: { 201: ratingResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await rateUser(deps, currentUser(request), request.body)),
  );

  app.get(
    "/sub_admin/boy-ratings/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "A rating by id",
        params: z.object({ id: idSchema }),
        response: { 200: ratingResponseSchema },
      },
    },
    async (request) => getRating(deps, request.params.id),
  );

  app.patch(
    "/sub_admin/boy-ratings/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Change a rating",
        description:
          "Fields left out keep their value. The user's wage, when there is one, is recomputed with the new marks and attendance. 409 once the work is completed.",
        params: z.object({ id: idSchema }),
        body: ratingUpdateSchema,
        response: { 200: ratingResponseSchema },
      },
    },
    async (request) => updateRating(deps, currentUser(request), request.params.id, request.body),
  );
};
