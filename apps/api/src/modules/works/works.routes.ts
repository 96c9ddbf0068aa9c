import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Catering works: lists, create, update, publish, complete, delete (issue 5). */
export const worksRoutes: FastifyPluginAsyncZod = async () => {};
