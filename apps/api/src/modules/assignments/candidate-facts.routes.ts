import { candidateFactsResponse, idParams } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { getCandidateFacts } from "./candidate-facts.service.js";

/** What the assign picker shows beside each name. */
export const candidateFactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/admin_panel/works/:id/candidate-facts/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin assignments"],
        summary: "Each person's rating and request for this work (the assign picker)",
        description:
          "An addition to the original API. A bare array with one entry per person who has a rating on a work attended or a request for this work: `user` the numeric key, `average_rating` one star per good mark averaged to one decimal (null without ratings), `ratings` how many, `request_status` their request for this work (pending, accepted, rejected) or null. 404 for an unknown work.",
        params: idParams,
        response: { 200: candidateFactsResponse },
      },
    },
    async (request) => getCandidateFacts(ctx, request.params.id),
  );
};
