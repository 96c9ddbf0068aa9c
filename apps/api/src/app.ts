import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ErrorBody } from "@catercrew/shared";
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
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Access } from "./auth/access.js";
import { authPlugin } from "./auth/auth.plugin.js";
import type { Config } from "./config.js";
import { type Database, type Db, openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { seedFirstStart } from "./db/seed.js";
import { AppError, pgErrorCode } from "./errors/app-error.js";
import { toFieldErrors } from "./lib/validation.js";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.js";
import { assignmentsRoutes } from "./modules/assignments/assignments.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.js";
import { expensesRoutes } from "./modules/expenses/expenses.routes.js";
import { faresRoutes } from "./modules/fares/fares.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { MediaStore } from "./modules/media/media.service.js";
import { ratingsRoutes } from "./modules/ratings/ratings.routes.js";
import { registrationRoutes } from "./modules/registration/registration.routes.js";
import { requestsRoutes } from "./modules/requests/requests.routes.js";
import { subadminRoutes } from "./modules/subadmin/subadmin.routes.js";
import { userRequestsRoutes } from "./modules/user-requests/user-requests.routes.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { wagesRoutes } from "./modules/wages/wages.routes.js";
import { workerRoutes } from "./modules/worker/worker.routes.js";
import { worksRoutes } from "./modules/works/works.routes.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    media: MediaStore;
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
  requestsRoutes,
  assignmentsRoutes,
  analyticsRoutes,
  workerRoutes,
  subadminRoutes,
  ratingsRoutes,
  wagesRoutes,
  expensesRoutes,
];

export interface BuildOptions {
  /** An open database (tests pass their own); otherwise one is opened from the config. */
  database?: Database;
  /** Serve the built web app (default: when its folder exists). */
  serveWeb?: boolean;
  logger?: boolean;
}

function errorBody(message: string, errors?: ErrorBody["errors"]): ErrorBody {
  return errors ? { status: false, message, errors } : { status: false, message };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("media", new MediaStore(config.dataDir, config.jwtSecret));
  app.addHook("onClose", async () => {
    if (!opts.database) await database.close();
  });

  await migrate(database);
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const err = new AppError("TOO_MANY_REQUESTS", `Too many requests. Try again in ${ctx.after}.`);
      return err;
    },
  });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "CaterCrew API",
        version: "1.0.0",
        description:
          "Catering and event-staffing marketplace. Errors are `{ status: false, message, errors? }`. Send `Authorization: Bearer <access token>`.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin, { secret: config.jwtSecret, accessTokenTtl: config.accessTokenTtl });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(errorBody(err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = toFieldErrors(
        err.validation.map((v) => ({ path: v.instancePath, message: v.message ?? "Invalid value" })),
      );
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, "");
      const message = first?.message
        ? field
          ? `${field}: ${first.message}`
          : first.message
        : "Invalid input";
      return reply.code(400).send(errorBody(message, errors));
    }
    const pg = pgErrorCode(err);
    if (pg === "23505") return reply.code(409).send(errorBody("This record already exists."));
    if (pg === "23503")
      return reply.code(409).send(errorBody("A related record does not exist or is still in use."));
    if (pg?.startsWith("22") || pg === "23514" || pg === "23502") {
      return reply.code(400).send(errorBody("A value is out of range or not allowed."));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? "The request is too large."
          : status === 415
            ? "Unsupported content type."
            : err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
              ? "The request body is not valid JSON."
              : err.message || "Bad request";
      return reply.code(status === 429 ? 429 : status).send(errorBody(message));
    }
    request.log.error({ err }, "unhandled error");
    return reply.code(500).send(errorBody("Something went wrong on our side. Please try again."));
  });

  await app.register(
    async (api) => {
      for (const mod of MODULES) await api.register(mod);
    },
    { prefix: "/api" },
  );

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
      return reply.code(404).send(errorBody(`No route ${request.method} ${url}`));
    }
    if (/\.[a-z0-9]+$/i.test(url)) return reply.code(404).send(errorBody("File not found"));
    // Client-side routes: the single-page app decides (unknown paths redirect to /).
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });

  return app;
}
