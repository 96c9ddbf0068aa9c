import {
  leadInputSchema,
  leadsPageSchema,
  messageResponse,
  newsletterInputSchema,
  paginationQuery,
  pickLanguage,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { createLead, LEAD_RECEIVED, leadsPage, SUBSCRIBED, subscribe } from "./leads.service.js";

/** The public page's inquiry form and newsletter box, and the admin's list of inquiries. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const limited = {
    access: access.public,
    rateLimit: { max: app.config.registrationRateLimit, timeWindow: "1 minute" },
  };

  app.post(
    "/public/leads/",
    {
      config: limited,
      schema: {
        tags: ["public"],
        summary: "Send an inquiry from the public page (kept as a lead for the admin)",
        description:
          "No token. `first_name` and a `phone` (10 to 13 digits, an optional +) or an `email` are needed; `last_name` and `event_details` are optional. Rate-limited per address like registration.",
        body: leadInputSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await createLead(ctx, request.body, pickLanguage(request.headers["accept-language"]));
      return reply.code(201).send({ status: true as const, message: LEAD_RECEIVED });
    },
  );

  app.post(
    "/public/newsletter/",
    {
      config: limited,
      schema: {
        tags: ["public"],
        summary: "Subscribe an e-mail to the newsletter",
        description:
          "No token. Each address is kept once; the answer is the same whether it was new or already subscribed. Rate-limited per address.",
        body: newsletterInputSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await subscribe(ctx, request.body, pickLanguage(request.headers["accept-language"]));
      return reply.code(201).send({ status: true as const, message: SUBSCRIBED });
    },
  );

  app.get(
    "/admin_panel/leads/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin"],
        summary: "Inquiries from the public page, newest first (paged)",
        querystring: paginationQuery,
        response: { 200: leadsPageSchema },
      },
    },
    async (request) => leadsPage(ctx, request.query.page, request.query.page_size),
  );
};
