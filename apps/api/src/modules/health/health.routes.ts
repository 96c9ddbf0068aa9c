import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../auth/access.js";

/** A check that has not answered in this time counts as down: a hung database must not hang /ready. */
const READY_TIMEOUT_MS = 3_000;

async function answers(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  database: z.boolean(),
  queue: z.boolean(),
});

/**
 * /health: the process and its database answer (one select 1, cheap enough for any prober).
 * /ready: the database and the job queue answer, else 503, so a load balancer stops sending traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: access.public },
      schema: {
        tags: ["health"],
        summary: "Liveness and database check (one select 1; no queue, no counting)",
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

  app.get(
    "/ready",
    {
      config: { access: access.public },
      schema: {
        tags: ["health"],
        summary: "Readiness: whether the database and the job queue answer (503 when not)",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [database, queue] = await Promise.all([
        answers(async () => {
          await app.db.execute(sql`select 1`);
          return true;
        }),
        answers(() => app.queue.ready()),
      ]);
      const ok = database && queue;
      return reply
        .code(ok ? 200 : 503)
        .header("cache-control", "no-store")
        .send({ status: ok ? ("ready" as const) : ("not_ready" as const), database, queue });
    },
  );
};
