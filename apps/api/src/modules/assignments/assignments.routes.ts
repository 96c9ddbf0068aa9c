import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Assignments of users to works and extra work (issue 5). */
export const assignmentsRoutes: FastifyPluginAsyncZod = async () => {};
