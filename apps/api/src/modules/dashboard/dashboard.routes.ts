import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Admin and sub-admin dashboard: stats and upcoming works (issue 4). */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
