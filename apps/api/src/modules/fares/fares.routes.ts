import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Base fares (issue 4). */
export const faresRoutes: FastifyPluginAsyncZod = async () => {};
