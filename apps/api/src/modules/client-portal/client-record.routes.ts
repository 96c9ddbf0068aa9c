import {
  clientFeedbackItemSchema,
  feedbackRankingInput,
  idSchema,
  portalAccessInput,
  portalAccessSchema,
  portalLinkResponse,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { createPortalLink, portalAccessOf, setPortalAccess } from "./portal-signin.service.js";
import { feedbackOfClient, setFeedbackInRanking } from "./portal-works.service.js";

/**
 * The client's page as the admin runs it from the client's record (docs/decisions/062-clients-own-page.md,
 * 070): his access on or off, a sign-in link, his feedback per work and whether it counts in the
 * crew ranking.
 */
export const clientRecordPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["client portal"];
  const params = z.object({ id: idSchema });

  app.post(
    "/clients/:id/portal-link/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A single-use sign-in link to the client's own page (48 hours), to copy or send",
        params,
        response: { 200: portalLinkResponse },
      },
    },
    async (request) => createPortalLink(ctx, request.params.id, currentUser(request).id),
  );

  app.get(
    "/clients/:id/portal/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The client's own page: on or off, his last sign-in, his page's language",
        params,
        response: { 200: portalAccessSchema },
      },
    },
    async (request) => portalAccessOf(ctx, request.params.id),
  );

  app.put(
    "/clients/:id/portal/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Turn a client's own page on or off (off ends his sessions at once)",
        params,
        body: portalAccessInput,
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
    },
    async (request) => setPortalAccess(ctx, request.params.id, request.body.enabled, currentUser(request).id),
  );

  app.get(
    "/clients/:id/feedback/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The client's stars and comments per work",
        params,
        response: { 200: z.array(clientFeedbackItemSchema) },
      },
    },
    async (request) => feedbackOfClient(ctx, request.params.id),
  );

  app.put(
    "/clients/:id/feedback/:workId/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Let the client's stars on a work count in the crew ranking's rating, or not",
        description:
          "Off by default. On: the stars count as one more rated work for each person on the work not marked absent (record 070). 404 FEEDBACK_NOT_FOUND when the client gave none on that work.",
        params: z.object({ id: idSchema, workId: idSchema }),
        body: feedbackRankingInput,
        response: { 200: clientFeedbackItemSchema },
      },
    },
    async (request) =>
      setFeedbackInRanking(
        ctx,
        request.params.id,
        request.params.workId,
        request.body.in_ranking,
        currentUser(request).id,
      ),
  );
};
