import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The worker's calls: published works, requests, stats, rating, profile, own rating and wage (issue 6). */
export const workerRoutes: FastifyPluginAsyncZod = async () => {};
