import {
  clientCreateSchema,
  clientDetailSchema,
  clientIdParams,
  clientListQuery,
  clientPatchSchema,
  clientSchema,
  defaultRatesSchema,
  proposedPriceQuery,
  proposedPriceSchema,
  rateCardInputSchema,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { setRates } from "../billing-settings/billing-settings.service.js";
import {
  createClient,
  getClientDetail,
  getClientOr404,
  patchClient,
  proposedPrice,
  searchClients,
} from "./clients.service.js";

/** The agency's clients: admins only (docs/decisions/056-clients-and-bills.md). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["clients"];
  const config = { access: access.admin };

  app.get(
    "/clients/",
    {
      config,
      schema: {
        tags,
        summary: "Clients, by name (`q` finds a name, contact or mobile number)",
        querystring: clientListQuery,
        response: { 200: z.array(clientSchema) },
      },
    },
    async (request) => searchClients(ctx, request.query.q, request.query.limit),
  );

  app.post(
    "/clients/",
    {
      config,
      schema: {
        tags,
        summary: "Add a client",
        description:
          "name required; kind caterer (default), event_host or company; state_code a GST state code (default 32 Kerala, or the GSTIN's); gstin checked by format and check digit; payment_terms_days 0-365 (default 7). A GSTIN another client has is 409.",
        body: clientCreateSchema,
        response: { 201: clientSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClient(ctx, currentUser(request), request.body)),
  );

  app.get(
    "/clients/:id/",
    {
      config,
      schema: {
        tags,
        summary: "A client with his rate card and works",
        params: clientIdParams,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => getClientDetail(ctx, request.params.id),
  );

  app.patch(
    "/clients/:id/",
    {
      config,
      schema: {
        tags,
        summary: "Change a client (fields left out stay)",
        params: clientIdParams,
        body: clientPatchSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => patchClient(ctx, currentUser(request), request.params.id, request.body),
  );

  app.put(
    "/clients/:id/rates/",
    {
      config,
      schema: {
        tags,
        summary: "Set the client's own rates (null clears one: the agency's default applies)",
        params: clientIdParams,
        body: rateCardInputSchema,
        response: { 200: defaultRatesSchema },
      },
    },
    async (request) => {
      await getClientOr404(ctx, request.params.id);
      return setRates(ctx, currentUser(request), request.params.id, request.body.rates);
    },
  );

  app.get(
    "/billing/proposed-price/",
    {
      config,
      schema: {
        tags,
        summary: "The work form's proposed payment amount",
        description:
          "People needed per role (`boys`, `head_boy`, `supervisor`, `subadmin`) times the client's rate (the agency's default where he has none), plus transport once.",
        querystring: proposedPriceQuery,
        response: { 200: proposedPriceSchema },
      },
    },
    async (request) => {
      const { client_id, ...counts } = request.query;
      return proposedPrice(ctx, client_id ?? null, counts);
    },
  );
};
