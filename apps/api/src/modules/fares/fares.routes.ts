import {
  fareIdParams,
  fareInputSchema,
  fareSchema,
  faresListSchema,
  fareTypeParams,
  messageResponse,
  say,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { createFare, deleteFare, getFares, updateFare } from "./fares.service.js";

/** Base fares. */
export const faresRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["fares"];
  const cfg = { access: access.admin };

  app.get(
    "/admin_panel/list-base-fares/",
    {
      config: cfg,
      schema: { tags, summary: "Every base fare", response: { 200: faresListSchema } },
    },
    async () => getFares(ctx),
  );

  app.post(
    "/admin_panel/base-fares/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Add a base fare",
        description:
          "fare_type one of boys, head_boy, supervisor, subadmin (or captain), setting, loading; amount >= 0 with at most two decimals. One fare per type: a type that already has one gets the amount set (as its edit would) and answers 200.",
        body: fareInputSchema,
        response: { 200: fareSchema, 201: fareSchema },
      },
    },
    async (request, reply) => {
      const { fare, created } = await createFare(ctx, currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send(fare);
    },
  );

  app.put(
    "/admin_panel/base-fares/update/:fare_type/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Change a fare's amount (and type) by its fare type; `captain` means subadmin",
        params: fareTypeParams,
        body: fareInputSchema,
        response: { 200: fareSchema },
      },
    },
    async (request) => updateFare(ctx, currentUser(request), request.params.fare_type, request.body),
  );

  app.delete(
    "/admin_panel/basefare/:id/delete/",
    {
      config: cfg,
      schema: {
        tags,
        summary: "Delete a base fare",
        description: "Wages already saved keep their snapshotted base fare; new wages use 0 for that type.",
        params: fareIdParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const fare = await deleteFare(ctx, currentUser(request), request.params.id);
      return {
        status: true as const,
        message: say("success:Fare {fareType} deleted", { fareType: fare.fare_type }),
      };
    },
  );
};
