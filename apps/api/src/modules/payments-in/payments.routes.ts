import { idSchema, paymentInputSchema, paymentSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { idempotent } from "../../lib/idempotency.js";
import { listPayments, recordPayment } from "./payments.service.js";

/** Money in from clients (record 057): admins only. */
export const paymentsInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["billing"];
  const params = z.object({ id: idSchema });

  app.post(
    "/clients/:id/payments/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Record a payment from a client (admins only)",
        description:
          "Body: amount, tds_amount (income-tax 194C, at most the amount), method (upi, bank_transfer, cash, cheque), reference (UTR or cheque number), received_on (not in the future), allocations? [{invoice_id, amount}]. In one transaction under the client's and his issued bills' row locks, amount + tds_amount settles his bills oldest first (or as split); the rest is his advance. 0 or more than two decimals: 400 VALIDATION_FAILED. A payment with a reference this client already has: the same payment answers it again, another is 409 PAYMENT_REFERENCE_USED. Idempotency-Key honoured.",
        params,
        body: paymentInputSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return reply.send(
        await idempotent(ctx, request, actor.id, 200, (d) =>
          recordPayment({ ...d, now: ctx.now }, actor, request.params.id, request.body),
        ),
      );
    },
  );

  app.get(
    "/clients/:id/payments/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A client's payments, the latest first (admins only)",
        params,
        response: { 200: z.array(paymentSchema) },
      },
    },
    async (request) => listPayments(ctx, request.params.id),
  );
};
