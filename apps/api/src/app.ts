import { fileURLToPath } from "node:url";
import { localizeText, pickLanguage } from "@catercrew/shared";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type preSerializationAsyncHookHandler,
} from "fastify";
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Access } from "./auth/access.js";
import { authPlugin } from "./auth/auth.plugin.js";
import type { Config } from "./config.js";
import { inArrivalOrder, inOwnTurn } from "./db/arrival-order/arrival-order.js";
import { type Database, type Db, openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { AppError } from "./errors/app-error.js";
import { ANSWER_VERSION_NOW, answerCachePlugin } from "./lib/answer-cache/answer-cache.js";
import { stripBidiControls } from "./lib/bidi-controls.js";
import { failHealthWhileDraining } from "./lib/drain.js";
import { errorHandler } from "./lib/error-handler.js";
import { JobQueue, type ModuleJobs } from "./lib/job-queue.js";
import { MediaStore } from "./lib/media-store.js";
import { absoluteMediaUrls, mayCarryMediaLinks, publicBaseUrl } from "./lib/public-url.js";
import { RequestRate } from "./lib/request-rate.js";
import { compiledSerializer } from "./lib/response-serializer.js";
import { serveWebApp } from "./lib/web-app.js";
import { seedFirstStart } from "./seed/seed.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    media: MediaStore;
    /** The job queue (pg-boss in the same database). */
    queue: JobQueue;
    /** Every /api route with who may call it (read by the permission-matrix test). */
    routeTable: RouteEntry[];
    /** Told to stop and draining (SHUTDOWN_DRAIN_SECONDS): requests are served, /api/health says 503. */
    draining: boolean;
    /** Requests per second lately: work that can wait (the daily backup) waits out a burst. */
    requestRate: RequestRate;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/**
 * What the app serves: every routes file, mounted under /api, every module's background work and
 * the modules' app-wide hooks (`modules/index.ts`: `API`). The caller hands it in (server.ts, the
 * tests), so this file builds the shell (plugins, auth, errors, the web app) and imports no domain
 * module.
 */
interface Api {
  routes: readonly FastifyPluginAsyncZod[];
  jobs: readonly ModuleJobs[];
  /** Registered on the whole app before the routes (hooks that see every request). */
  hooks?: readonly FastifyPluginAsync[];
}

interface BuildOptions {
  /** An open database (tests pass their own); otherwise one is opened from the config. */
  database?: Database;
  /** Serve the built web app (default: when its folder exists). */
  serveWeb?: boolean;
  logger?: boolean;
}

/** The pages' Content-Security-Policy: own scripts only, Google Maps in frames, no framing. */
const CONTENT_SECURITY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: ["https://www.google.com", "https://maps.google.com"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(config: Config, api: Api, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    return503OnClosing: false, // a request reaching a stopping server is served (lib/drain.ts)
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // The embedded engine's single connection serves the requests in the order they arrived, each
  // started in a turn of the event loop of its own (db/arrival-order/arrival-order.ts).
  const requestRate = new RequestRate();
  app.decorate("requestRate", requestRate);
  app.addHook("onRequest", (_request, _reply, done) => {
    requestRate.hit();
    if (database.engine === "pglite") inOwnTurn(done);
    else inArrivalOrder(done);
  });
  app.decorate("config", config);
  failHealthWhileDraining(app);
  app.decorate("database", database);
  app.decorate("db", database.db);
  const media = new MediaStore(database.db, config.jwtSecret);
  app.decorate("media", media);
  const queue = new JobQueue(database, {
    workers: config.jobWorkers,
    pollingIntervalSeconds: config.jobPollingSeconds,
    onError: (err) => app.log.error({ err }, "job queue error"),
  });
  app.decorate("queue", queue);
  app.addHook("onClose", async () => {
    await queue.stop();
    if (!opts.database) await database.close();
  });

  await migrate(database);
  const moved = await media.moveInFromDisk(config.dataDir);
  if (moved > 0)
    app.log.info(`Moved ${moved} stored file(s) from ${config.dataDir}/uploads into the database`);
  await queue.start(api.jobs.flatMap((jobs) => jobs.queues(config)));
  await seedFirstStart(
    database.db,
    { adminEmail: config.adminEmail, adminPassword: config.adminPassword },
    { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  );

  // Every /api route must say who may call it; a route without `config.access` stops the start.
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no config.access`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routeTable.push({ method, url: route.url, access });
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
  // The original client calls from its own origin (docs/decisions/013-spec-client-contract.md): only the listed origins.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["Authorization", "Content-Type"],
    exposedHeaders: ["X-Total-Count", "Link", "X-Next-Cursor"],
    maxAge: 600,
    strictPreflight: false,
  });
  acceptBodilessJsonDelete(app);
  // license_image and other media links are absolute, on the one public base (never the Host header).
  const publicBase = publicBaseUrl(config);
  const mediaLinks: preSerializationAsyncHookHandler = async (_request, _reply, payload) =>
    absoluteMediaUrls(payload, publicBase);
  app.addHook("onRoute", (route) => {
    if (mayCarryMediaLinks(route.schema?.response))
      route.preSerialization = [route.preSerialization ?? []].flat().concat(mediaLinks);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      return new AppError("TOO_MANY_REQUESTS", { params: { after: ctx.after } });
    },
  });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "CaterCrew API",
        version: "1.0.0",
        description:
          "Catering and event-staffing marketplace. Errors are `{ status: false, code, message, errors? }`: `code` is stable (the ErrorCode union of @catercrew/shared, each with one HTTP status), `message` is its English text. Send `Authorization: Bearer <access token>`.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, { secret: config.jwtSecret, accessTokenTtl: config.accessTokenTtl });
  await app.register(answerCachePlugin, {
    maxBytes: config.answerCacheMb * 1024 * 1024,
    publicUrl: publicBase,
    answerVersionNow: async () => String((await database.query(ANSWER_VERSION_NOW)).rows[0]?.version),
  });

  // Success messages in the caller's language too, from the server catalogue (docs/decisions/039).
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    const language = pickLanguage(request.headers["accept-language"]);
    if (payload && typeof payload === "object" && !Array.isArray(payload) && "message" in payload) {
      const { message } = payload;
      if (typeof message === "string") return { ...payload, message: localizeText(language, message) };
    }
    return payload;
  });

  // Free text loses invisible bidi controls before any route validates or stores it (record 052).
  app.addHook("preValidation", async (request) => {
    request.body = stripBidiControls(request.body);
  });

  app.setErrorHandler(errorHandler);
  for (const hook of api.hooks ?? []) await app.register(hook);

  await app.register(
    async (scope) => {
      for (const routes of api.routes) await scope.register(routes);
    },
    { prefix: "/api" },
  );

  // Each module's queue workers and timers (docs/decisions/015-notifications-and-job-queue.md).
  for (const jobs of api.jobs) await jobs.start(app);

  await serveWebApp(app, config.webDist ?? DEFAULT_WEB_DIST, opts.serveWeb);

  return app;
}

/** DELETE with `Content-Type: application/json` and no body is a valid request (the original client, record 013). */
function acceptBodilessJsonDelete(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (request.method === "DELETE" && text.trim() === "") {
      done(null, undefined);
      return;
    }
    jsonParser(request, text, done);
  });
}
