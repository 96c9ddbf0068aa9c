import { existsSync } from "node:fs";
import { pickLanguage } from "@catercrew/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { codeBody } from "./error-handler.js";

/**
 * Serves the built web app (when its folder holds an index.html, or when told to) with
 * precompressed assets and an SPA fallback; unknown /api paths, other methods and missing files
 * answer a coded 404.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, serve?: boolean): Promise<void> {
  const serveWeb = serve ?? existsSync(`${webDist}/index.html`);
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
}
