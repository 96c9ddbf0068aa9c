import { extraExpenseInputSchema, extraExpenseResponseSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { currentUser } from "../../auth/auth.plugin.js";
import { subadminDeps } from "../subadmin/subadmin.routes.js";
import { addExpense } from "./expenses.service.js";

/** Extra expenses of a work (sub-admin area). */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = subadminDeps(app);

  app.post(
    "/sub_admin/extra-expenses/",
    {
      config: { access: access.staff },
      schema: {
        tags: ["sub_admin"],
        summary: "Add one extra expense to a work",
        description: "`amount` > 0 with at most two decimals. 409 once the work is completed.",
        body: extraExpenseInputSchema,
        response: { 201: extraExpenseResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addExpense(deps, currentUser(request), request.body)),
  );
};
