import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Sub-admin users and work completion (issue 7). */
export const subadminRoutes: FastifyPluginAsyncZod = async () => {};
