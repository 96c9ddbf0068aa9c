import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Extra expenses of works (issue 7). */
export const expensesRoutes: FastifyPluginAsyncZod = async () => {};
