import { moneyMonthsQuery, moneyMonthsSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { contextOf } from "../../lib/context.js";
import { moneyMonths } from "./money-months.service.js";

/** Profit and loss from real money, a month at a time (record 057): admins only. */
export const moneyMonthsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  app.get(
    "/billing/months/",
    {
      config: { access: access.admin },
      schema: {
        tags: ["billing"],
        summary: "Per month: invoiced, collected, wages, expenses, margin (admins only)",
        description:
          "Query: from, to (YYYY-MM; at most 24 months are answered). invoiced = issued bills' taxable value less issued credit notes, by document date; collected = payments plus TDS, by the day received; wages and expenses of the month's completed works; margin = invoiced - wages - expenses.",
        querystring: moneyMonthsQuery,
        response: { 200: moneyMonthsSchema },
      },
    },
    async (request) => moneyMonths(ctx, request.query),
  );
};
