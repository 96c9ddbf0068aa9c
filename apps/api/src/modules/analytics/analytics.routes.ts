import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Profit/loss and payment summaries (issue 5; the sub-admin paths reuse its service, issue 7). */
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
