import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Boy and sub-admin/supervisor wages, total wages (issue 7). */
export const wagesRoutes: FastifyPluginAsyncZod = async () => {};
