import { myPayoutsSchema, payoutDetailsInputSchema, payoutDetailsSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { listMyPayouts } from "./my-payouts.service.js";
import { getMyPayoutDetails, putMyPayoutDetails } from "./payout-details.service.js";

/** A worker's own UPI ID and bank account (record 060). */
export const payoutDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["payouts"];

  app.get(
    "/users/me/payout-details/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Where I am paid: my UPI ID and bank account",
        description:
          "The UPI ID in full and its masked form; the account number only masked (`xxxx4321`), with the IFSC and the name on the account. Nulls when nothing is saved.",
        response: { 200: payoutDetailsSchema },
      },
    },
    async (request) => getMyPayoutDetails(ctx, currentUser(request)),
  );

  app.put(
    "/users/me/payout-details/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "Set where I am paid",
        description:
          "Body: upi_id (name@bank), account_number and account_number_confirm (9 to 18 digits, the same), ifsc (like SBIN0001234), account_name. Blank fields remove what was there; a bank account needs all four. 400 naming each wrong field, nothing changed. A change is told to the worker (in the app, on push) and audited with masked values.",
        body: payoutDetailsInputSchema,
        response: { 200: payoutDetailsSchema },
      },
    },
    async (request) => putMyPayoutDetails(ctx, currentUser(request), request.body),
  );

  app.get(
    "/users/me/payouts/",
    {
      config: { access: access.workers },
      schema: {
        tags,
        summary: "How and when I was paid",
        description:
          "The worker's own lines of approved batches, newest first (at most 100): amount, method (razorpayx, bankfile, cash), masked destination, state, UTR, paid_at, and for cash when it was marked handed over and his confirmation or dispute; with the work's venue and date.",
        response: { 200: myPayoutsSchema },
      },
    },
    async (request) => listMyPayouts(ctx, currentUser(request)),
  );
};
