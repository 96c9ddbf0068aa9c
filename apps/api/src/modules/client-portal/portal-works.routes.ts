import {
  feedbackInput,
  idSchema,
  portalInvoiceSchema,
  portalWorkSchema,
  portalWorkSummarySchema,
  statementSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { portalInvoices, portalStatement } from "./portal-bills.service.js";
import { portalCaller as caller } from "./portal-caller.js";
import { giveFeedback, portalWork, portalWorks } from "./portal-works.service.js";

/**
 * The client's works and money on his own page (docs/decisions/062-clients-own-page.md): the crew
 * of each work, his feedback, his bills and statement. Another client's id answers 404.
 */
export const portalWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["client portal"];
  const params = z.object({ id: idSchema });

  app.get(
    "/client-portal/works/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "The client's works: coming first, then past",
        response: { 200: z.array(portalWorkSummarySchema) },
      },
    },
    async (request) => portalWorks(ctx, caller(request).clientId),
  );

  app.get(
    "/client-portal/works/:id/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary:
          "One of the client's works: gauge per role, the crew's first names and arrivals, the captain",
        description:
          "Never a worker's mobile number, address, photo, rating or pay. Another client's work is 404.",
        params,
        response: { 200: portalWorkSchema },
      },
    },
    async (request) => portalWork(ctx, caller(request).clientId, request.params.id),
  );

  app.post(
    "/client-portal/works/:id/feedback/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "Stars (1-5) and a comment on the crew as a whole: once, after the work's day",
        params,
        body: feedbackInput,
        response: { 201: portalWorkSchema.shape.feedback },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await giveFeedback(ctx, caller(request).clientId, request.params.id, request.body)),
  );

  app.get(
    "/client-portal/invoices/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary:
          "The client's issued bills: paid and owed on each, the printable bill's link, UPI to pay the rest",
        response: { 200: z.array(portalInvoiceSchema) },
      },
    },
    async (request) => portalInvoices(ctx, caller(request).clientId),
  );

  app.get(
    "/client-portal/statement/",
    {
      config: { access: access.client },
      schema: {
        tags,
        summary: "The client's statement: each bill, credit note and payment with the running balance",
        response: { 200: statementSchema },
      },
    },
    async (request) => portalStatement(ctx, caller(request).clientId),
  );
};
