import type { FastifyInstance } from "fastify";

/**
 * A graceful stop behind a proxy (SHUTDOWN_DRAIN_SECONDS, server.ts): while `app.draining`, the
 * health check answers 503, so the proxy stops sending and holds new requests until the next
 * process answers, while this one still serves everything it is sent. A request that reaches it
 * after it began to close is served too, not answered 503 (`return503OnClosing: false`): the
 * close waits for it either way.
 */
export function failHealthWhileDraining(app: FastifyInstance): void {
  app.decorate("draining", false);
  app.addHook("onRequest", async (request, reply) => {
    if (app.draining && request.url === "/api/health")
      return reply.code(503).send({ status: "error", database: app.database.engine });
  });
}
