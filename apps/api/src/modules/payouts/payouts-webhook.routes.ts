import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { receiveRazorpayxWebhook } from "./webhook.service.js";

/** RazorpayX's payout webhooks (docs/payouts.md). */
export const payoutsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  // The signature covers the exact bytes RazorpayX sent: keep JSON bodies raw in this plugin.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 256 * 1024 },
    (_req, body, done) => {
      done(null, body);
    },
  );

  app.post(
    "/payouts/webhooks/razorpayx/",
    {
      config: { access: access.public },
      schema: {
        tags: ["payouts"],
        summary: "RazorpayX payout events (processed, reversed, failed...)",
        description:
          "Checks `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with RAZORPAYX_WEBHOOK_SECRET) before anything is stored: 401 without or with a wrong one. Takes each event once by `x-razorpay-event-id`; events in any order (`processed` and `reversed` are final, a reversal makes the wage unpaid again and tells the admins). 404 for a payout CaterCrew did not make, or when RazorpayX is not configured.",
        response: { 200: z.object({ status: z.literal(true), taken: z.boolean() }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === "string" ? v : undefined;
      };
      const result = await receiveRazorpayxWebhook(
        ctx,
        raw,
        header("x-razorpay-signature"),
        header("x-razorpay-event-id"),
      );
      return { status: true as const, taken: result.taken };
    },
  );
};
