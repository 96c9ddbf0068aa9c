import { failedDeliveriesSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../auth/access.js";
import { currentUser } from "../../../auth/auth.plugin.js";
import { contextOf } from "../../../lib/context.js";
import { getFailedDeliveries } from "./failed-deliveries.service.js";

/** The admin's list of what could not be delivered (notices and WhatsApp templates), record 063. */
export const failedDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["notifications"];

  app.get(
    "/notifications/failed-deliveries/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "WhatsApp and push messages that could not be delivered (newest 200)",
        description: "A delivery is retried with growing delays before it shows here as failed.",
        response: { 200: failedDeliveriesSchema },
      },
    },
    async (request) => getFailedDeliveries(ctx, currentUser(request).language),
  );
};
