import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { access } from "../../auth/access.js";
import { queryRows } from "../../db/client.js";
import { onDatabaseWait } from "../../db/wait-time.js";
import { AppError } from "../../errors/app-error.js";
import { listBackups } from "../backups/backups.service.js";

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics on GET /api/metrics (docs/decisions/035-health-and-metrics.md): requests and
 * latency by route pattern, server errors, the job queue, deliveries, the last backup's age and
 * the database wait. Off (the 404 of an unknown route) without METRICS_TOKEN; with it, only a
 * caller sending `Authorization: Bearer <token>`.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "catercrew_http_requests_total",
    help: "HTTP requests answered",
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: "catercrew_http_server_errors_total",
    help: "HTTP requests answered with a 5xx status",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "catercrew_http_request_duration_seconds",
    help: "Time to answer an HTTP request",
    labelNames: ["method", "route"],
    buckets: SECONDS,
    registers: [registry],
  });
  const dbWait = new Histogram({
    name: "catercrew_db_wait_seconds",
    help: "Time a database call waited for its connection",
    buckets: SECONDS,
    registers: [registry],
  });
  const stopWait = onDatabaseWait((s) => dbWait.observe(s));
  app.addHook("onClose", async () => {
    stopWait();
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern (/api/works/:id), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    if (reply.statusCode >= 500) errors.inc(labels);
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  addCollectedGauges(app, registry);

  const expected = Buffer.from(`Bearer ${token}`);
  app.get(
    "/api/metrics",
    { config: { access: access.public }, schema: { hide: true } },
    async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new AppError("NOT_AUTHENTICATED");
      }
      return reply.header("content-type", registry.contentType).send(await registry.metrics());
    },
  );
};

/** Values read from the database and the backup folder when Prometheus asks. */
function addCollectedGauges(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: "catercrew_job_queue_jobs",
    help: "Jobs in the queue by queue and state (created and retry are waiting; failed gave up)",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await app.queue.counts()) this.set({ queue: c.queue, state: c.state }, c.n);
    },
  });
  new Gauge({
    name: "catercrew_deliveries",
    help: "WhatsApp and push deliveries by channel and status (sent, failed, skipped, pending)",
    labelNames: ["channel", "status"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ channel: string; status: string; n: number }>(
        app.db,
        sql`select channel, status, count(*)::int as n from notification_deliveries group by 1, 2`,
      );
      for (const r of rows) this.set({ channel: r.channel, status: r.status }, r.n);
    },
  });
  new Gauge({
    name: "catercrew_backup_last_age_seconds",
    help: "Age of the newest backup in BACKUP_DIR (+Inf when there is none)",
    registers: [registry],
    collect() {
      const latest = listBackups(app.config.backupDir)[0];
      this.set(latest ? (Date.now() - Date.parse(latest.created_at)) / 1000 : Number.POSITIVE_INFINITY);
    },
  });
}

export const metrics = fp(metricsPlugin, { name: "catercrew-metrics" });
