import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  errorMessagesEn,
  errorMessagesMl,
  type Language,
  pickLanguage,
  translateMessageMl,
} from "@catercrew/shared";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Access } from "./auth/access.js";
import { authPlugin } from "./auth/auth.plugin.js";
import type { Config } from "./config.js";
import { inArrivalOrder } from "./db/arrival-order.js";
import { type Database, type Db, openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { AppError, pgErrorCode, translateFieldErrors } from "./errors/app-error.js";
import { queueDefinitions, startJobs } from "./jobs.js";
import { JobQueue } from "./lib/job-queue.js";
import { MediaStore } from "./lib/media-store.js";
import { absoluteMediaUrls } from "./lib/public-url.js";
import { compiledSerializer } from "./lib/response-serializer.js";
import { toFieldErrors } from "./lib/validation.js";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.js";
import { assignmentsRoutes } from "./modules/assignments/assignments.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { backupsRoutes } from "./modules/backups/backups.routes.js";
import { checkInRoutes } from "./modules/check-in/check-in.routes.js";
import { expensesRoutes } from "./modules/expenses/expenses.routes.js";
import { faresRoutes } from "./modules/fares/fares.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { leadsRoutes } from "./modules/leads/leads.routes.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { passwordResetsRoutes } from "./modules/password-resets/password-resets.routes.js";
import { payslipsRoutes } from "./modules/payslips/payslips.routes.js";
import { ratingsRoutes } from "./modules/ratings/ratings.routes.js";
import { registrationRoutes } from "./modules/registration/registration.routes.js";
import { requestsRoutes } from "./modules/requests/requests.routes.js";
import { scheduleRoutes } from "./modules/schedule/schedule.routes.js";
import { strikesRoutes } from "./modules/strikes/strikes.routes.js";
import { userRequestsRoutes } from "./modules/user-requests/user-requests.routes.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { wagesRoutes } from "./modules/wages/wages.routes.js";
import { workAdminRoutes } from "./modules/work-admin/work-admin.routes.js";
import { worksRoutes } from "./modules/works/works.routes.js";
import { dashboardRoutes } from "./routes/admin.js";
import { subadminRoutes } from "./routes/subadmin.js";
import { workerRoutes } from "./routes/worker.js";
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
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Every API module, mounted under /api. Each owns its routes, service and repository. */
const MODULES = [
  healthRoutes,
  authRoutes,
  registrationRoutes,
  mediaRoutes,
  usersRoutes,
  userRequestsRoutes,
  faresRoutes,
  dashboardRoutes,
  worksRoutes,
  workAdminRoutes,
  requestsRoutes,
  assignmentsRoutes,
  analyticsRoutes,
  workerRoutes,
  subadminRoutes,
  ratingsRoutes,
  wagesRoutes,
  expensesRoutes,
  backupsRoutes,
  notificationsRoutes,
  scheduleRoutes,
  strikesRoutes,
  leadsRoutes,
  passwordResetsRoutes,
  payslipsRoutes,
  checkInRoutes,
];

export interface BuildOptions {
  /** An open database (tests pass their own); otherwise one is opened from the config. */
  database?: Database;
  /** Serve the built web app (default: when its folder exists). */
  serveWeb?: boolean;
  logger?: boolean;
}

function errorBody(code: ErrorCode, message: string, errors?: ErrorBody["errors"]): ErrorBody {
  return errors ? { status: false, code, message, errors } : { status: false, code, message };
}

/** The body of a code with its catalogue message in the caller's language. */
function codeBody(code: ErrorCode, language: Language, params?: ErrorParams): ErrorBody {
  return errorBody(code, errorMessage(code, params, language === "ml" ? errorMessagesMl : errorMessagesEn));
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // The embedded engine's single connection serves the requests in the order they arrived.
  app.addHook("onRequest", (_request, _reply, done) => {
    inArrivalOrder(done);
  });
  app.decorate("config", config);
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
  await queue.start(queueDefinitions(config));
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
    contentSecurityPolicy: {
      directives: {
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
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The spec's own client calls from its own origin (DECISIONS 9): only the listed origins.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["Authorization", "Content-Type"],
    exposedHeaders: ["X-Total-Count", "Link"],
    maxAge: 600,
    strictPreflight: false,
  });
  // DELETE with `Content-Type: application/json` and no body is a valid request (the spec's client).
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
  // license_image and other media links are absolute: PUBLIC_URL, else the request's own origin.
  app.addHook("preSerialization", async (request, _reply, payload) =>
    absoluteMediaUrls(payload, config.publicUrl ?? `${request.protocol}://${request.host}`),
  );
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

  // Success messages ("Profile updated successfully") in the caller's language too.
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    if (pickLanguage(request.headers["accept-language"]) === "en") return payload;
    if (payload && typeof payload === "object" && !Array.isArray(payload) && "message" in payload) {
      const { message } = payload;
      if (typeof message === "string") return { ...payload, message: translateMessageMl(message) };
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Answers in the caller's language (Accept-Language; the web app sends its choice).
    const language = pickLanguage(request.headers["accept-language"]);
    if (err instanceof AppError) {
      const { message, errors } = err.localized(language);
      return reply.code(err.statusCode).send(errorBody(err.code, message, errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = translateFieldErrors(
        toFieldErrors(
          err.validation.map((v) => ({ path: v.instancePath, message: v.message ?? "Invalid value" })),
        ),
        language,
      );
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, "");
      const message = first?.message
        ? field
          ? `${field}: ${first.message}`
          : first.message
        : "Invalid input";
      return reply
        .code(400)
        .send(
          errorBody("VALIDATION_FAILED", language === "ml" ? translateMessageMl(message) : message, errors),
        );
    }
    const pg = pgErrorCode(err);
    if (pg === "23505") return reply.code(409).send(codeBody("DUPLICATE_RECORD", language));
    if (pg === "23503") return reply.code(409).send(codeBody("RELATED_RECORD", language));
    if (pg?.startsWith("22") || pg === "23514" || pg === "23502") {
      return reply.code(400).send(codeBody("VALUE_NOT_ALLOWED", language));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (body limit, content type, malformed JSON, ...) keep their status.
      const body =
        status === 413
          ? codeBody("BODY_TOO_LARGE", language)
          : status === 415
            ? codeBody("UNSUPPORTED_CONTENT_TYPE", language)
            : err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
              ? codeBody("INVALID_JSON", language)
              : status === 429
                ? codeBody("TOO_MANY_REQUESTS", language, { after: "a moment" })
                : codeBody("BAD_REQUEST", language, { detail: err.message || "Bad request" });
      return reply.code(status).send(body);
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send(codeBody("INTERNAL_ERROR", pickLanguage(request.headers["accept-language"])));
  });

  await app.register(
    async (api) => {
      for (const mod of MODULES) await api.register(mod);
    },
    { prefix: "/api" },
  );

  await startJobs(app);

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const serveWeb = opts.serveWeb ?? existsSync(`${webDist}/index.html`);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br/.gz next to each asset (scripts/compress-web.mjs).
      preCompressed: true,
      maxAge: "1h",
      setHeaders: (res, filePath) => {
        if (filePath.includes("/assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api") || !serveWeb || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send(
        codeBody("ROUTE_NOT_FOUND", pickLanguage(request.headers["accept-language"]), {
          method: request.method,
          url,
        }),
      );
    }
    if (/\.[a-z0-9]+$/i.test(url))
      return reply
        .code(404)
        .send(codeBody("FILE_NOT_FOUND", pickLanguage(request.headers["accept-language"])));
    // Client-side routes: the single-page app decides (unknown paths redirect to /).
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });

  return app;
}
