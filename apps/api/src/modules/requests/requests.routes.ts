import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Join requests on works, seen by the admin: list, accept/reject, delete (issue 5). */
export const requestsRoutes: FastifyPluginAsyncZod = async () => {};
