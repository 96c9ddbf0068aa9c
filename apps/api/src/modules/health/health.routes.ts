import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: access.public },
      schema: {
        tags: ["health"],
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.string() }),
          503: z.object({ status: z.literal("error"), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: "ok" as const, database: app.database.engine };
      } catch {
        return reply.code(503).send({ status: "error" as const, database: app.database.engine });
      }
    },
  );
};
