import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Worker applications: list, approve, reject/revoke (issue 4). */
export const userRequestsRoutes: FastifyPluginAsyncZod = async () => {};
