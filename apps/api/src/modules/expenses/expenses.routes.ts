import {
  extraExpenseDeleteResponseSchema,
  extraExpenseInputSchema,
  extraExpensePatchSchema,
  extraExpenseResponseSchema,
  idParams,
} from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { contextOf } from "../../lib/context.js";
import { addExpense, deleteExpense, editExpense } from "./expenses.service.js";

/** Extra expenses of a work (sub-admin area). */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.post(
    "/sub_admin/extra-expenses/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Add one extra expense to a work",
        description:
          "`amount` > 0 and at most 10,00,000 with at most two decimals. 409 once the work is completed.",
        body: extraExpenseInputSchema,
        response: { 201: extraExpenseResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addExpense(ctx, currentUser(request), request.body)),
  );

  const params = idParams;

  app.patch(
    "/sub_admin/extra-expenses/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Correct an extra expense",
        description:
          "Body: expense_type, amount, description (each optional; left out = kept, description null or empty = cleared). Audited. 404 for an unknown expense; 409 once the work is completed or cancelled.",
        params,
        body: extraExpensePatchSchema,
        response: { 200: extraExpenseResponseSchema },
      },
    },
    async (request) => editExpense(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/sub_admin/extra-expenses/:id/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Delete an extra expense",
        description: "Audited. 404 for an unknown expense; 409 once the work is completed or cancelled.",
        params,
        response: { 200: extraExpenseDeleteResponseSchema },
      },
    },
    async (request) => deleteExpense(ctx, currentUser(request), request.params.id),
  );
};
