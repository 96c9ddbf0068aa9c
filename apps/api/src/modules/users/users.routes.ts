import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Admin users management: list, paginate, search, filter, details, update, delete, reset password (issue 4). */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
