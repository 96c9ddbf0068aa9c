import { confirmPayoutSchema, idSchema, payoutItemSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { confirmCash, markCashHandedOver } from "./cash.service.js";

/** Cash at the venue: marked handed over by staff, confirmed or disputed by the worker (record 060). */
export const cashPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["payouts"];
  const params = z.object({ id: idSchema });

  app.post(
    "/payouts/items/:id/cash-paid/",
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: "Mark a cash line handed over at the venue",
        description:
          "Only a cash line of an approved batch (409 PAYOUT_NOT_CASH). The wage becomes paid when the worker confirms. Marking again answers the line unchanged.",
        params,
        response: { 200: payoutItemSchema },
      },
    },
    async (request) => markCashHandedOver(ctx, currentUser(request), request.params.id),
  );

  app.post(
    "/payouts/items/:id/confirm/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "The worker: I got the cash, or I did not",
        description:
          "Body: received (true | false). Only the line's own worker (403). true: the line and the wage become paid. false: the dispute is recorded and the admins are told, with the name of who marked it handed over. 409 before it is marked handed over, and for false after true.",
        params,
        body: confirmPayoutSchema,
        response: { 200: payoutItemSchema },
      },
    },
    async (request) => confirmCash(ctx, currentUser(request), request.params.id, request.body.received),
  );
};
