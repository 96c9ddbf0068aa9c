import { duesSchema, idSchema, statementQuery, statementSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";
import { AppError } from "../../errors/app-error.js";
import { contextOf } from "../../lib/context.js";
import { dues } from "./dues.service.js";
import { statement } from "./statement.service.js";
import { clientOfToken } from "./statement-link.service.js";

/** What clients owe (record 057): admins only. */
export const duesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const tags = ["billing"];

  app.get(
    "/billing/dues/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "Every client who owes, with the ageing of his bills, the worst first (admins only)",
        description:
          "Balance = open bills (total less credit notes and payments) less the advance. Buckets by days past each bill's due date (Asia/Kolkata): not_due, d1_30, d31_60, d61_90, over_90. Sorted by the most in the oldest bucket.",
        response: { 200: duesSchema },
      },
    },
    async () => dues(ctx),
  );

  app.get(
    "/clients/:id/statement/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "A client's statement: date, document, debit, credit, running balance (admins only)",
        description:
          "Query: from?, to? (YYYY-MM-DD; to defaults to today). Documents: invoice (debit), credit_note, payment and tds (credits), in date order; opening_balance is the balance before `from`.",
        params: z.object({ id: idSchema }),
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (request) => statement(ctx, request.params.id, request.query),
  );

  app.get(
    "/public/statements/:token/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A client's statement by the signed link his payment reminder carries",
        description:
          "The token is `<client id>.<signature>` made by the server; anything else is 404. The same answer as GET /clients/{id}/statement/ up to today.",
        params: z.object({ token: z.string().max(64) }),
        response: { 200: statementSchema },
      },
    },
    async (request) => {
      const clientId = clientOfToken(ctx, request.params.token);
      if (clientId === null) throw new AppError("CLIENT_NOT_FOUND");
      return statement(ctx, clientId, {});
    },
  );
};
