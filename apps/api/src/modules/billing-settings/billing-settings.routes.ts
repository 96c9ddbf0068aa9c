import {
  billingSettingsInputSchema,
  billingSettingsSchema,
  defaultRatesSchema,
  rateCardInputSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import {
  getBillingSettings,
  getDefaultRates,
  setRates,
  updateBillingSettings,
} from "./billing-settings.service.js";

/** The agency's billing settings and default rate card: admins only (docs/decisions/056-clients-and-bills.md). */
export const billingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["billing"];
  const config = { access: access.admin };

  app.get(
    "/billing/settings/",
    {
      config,
      schema: { tags, summary: "The agency's billing settings", response: { 200: billingSettingsSchema } },
    },
    async () => getBillingSettings(ctx),
  );

  app.put(
    "/billing/settings/",
    {
      config,
      schema: {
        tags,
        summary: "Change the billing settings (fields left out keep their values)",
        description:
          "Legal name, address, state code (GST, Kerala 32), GSTIN (checked by format and check digit; its first two digits must be the state's code), SAC (6 digits, default 998519), GST rate (0-28, default 18), UPI ID, bank details, and the prefixes of the invoice and credit-note numbers (1-6 letters, digits or -). Without a GSTIN, bills are plain bills with no tax.",
        body: billingSettingsInputSchema,
        response: { 200: billingSettingsSchema },
      },
    },
    async (request) => updateBillingSettings(ctx, currentUser(request), request.body),
  );

  app.get(
    "/billing/rates/",
    {
      config,
      schema: {
        tags,
        summary:
          "The agency's default rate card (per person per role; setting, loading; transport per work; overtime per hour)",
        response: { 200: defaultRatesSchema },
      },
    },
    async () => getDefaultRates(ctx),
  );

  app.put(
    "/billing/rates/",
    {
      config,
      schema: {
        tags,
        summary: "Set items of the default rate card",
        description:
          '`{ "rates": { "boys": "650.00", "transport": null } }` or `{ "rates": [{ "item": "boys", "rate": "650.00" }] }`; null clears an item; items left out keep their rates. A negative rate is 400.',
        body: rateCardInputSchema,
        response: { 200: defaultRatesSchema },
      },
    },
    async (request) => setRates(ctx, currentUser(request), null, request.body.rates),
  );
};
