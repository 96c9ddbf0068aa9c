import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Ratings of assigned users (issue 7). */
export const ratingsRoutes: FastifyPluginAsyncZod = async () => {};
