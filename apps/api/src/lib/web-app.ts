import { existsSync, readFileSync } from "node:fs";
import {
  acceptedLanguages,
  LANGUAGE_COOKIE,
  type Language,
  pickLanguage,
  preferredLanguage,
} from "@catercrew/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { codeBody } from "./error-handler.js";

/** The value of one cookie in a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The language `/` is sent in: the visitor's saved choice (cookie), else the browser's, as the page itself decides. */
export function homeLanguage(headers: { cookie?: string; "accept-language"?: string }): Language {
  return preferredLanguage(
    cookieValue(headers.cookie, LANGUAGE_COOKIE),
    acceptedLanguages(headers["accept-language"]),
  );
}

/** One of a page's versions by language, in the visitor's: the answer varies with both headers. */
function sendInVisitorsLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Record<Language, string>,
) {
  return reply.header("vary", "Cookie, Accept-Language").sendFile(pages[homeLanguage(request.headers)]);
}

const firstScreensSchema = z.array(
  z.object({ path: z.string().startsWith("/"), pages: z.object({ en: z.string(), ml: z.string() }) }),
);
type FirstScreens = z.infer<typeof firstScreensSchema>;

/**
 * The addresses whose page names their first screen's files (`first-screens/index.json`, written
 * by scripts/first-screens/write-pages.mjs; docs/decisions/027-first-screens-named-in-html.md), or none.
 */
function readFirstScreens(webDist: string): FirstScreens {
  const file = `${webDist}/first-screens/index.json`;
  return existsSync(file) ? firstScreensSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : [];
}

/** An address's entry: its own, else the longest one ending in `/` that it falls under. */
export function firstScreenFor<T extends { path: string }>(screens: T[], url: string): T | undefined {
  const exact = screens.find((s) => s.path === url);
  if (exact) return exact;
  let best: T | undefined;
  for (const s of screens) {
    if (s.path.endsWith("/") && url.startsWith(s.path) && s.path.length > (best?.path.length ?? 0)) best = s;
  }
  return best;
}

/**
 * Serves the built web app (when its folder holds an index.html, or when told to) with
 * precompressed assets and an SPA fallback; unknown /api paths, other methods and missing files
 * answer a coded 404. `/` is the public page drawn at build time in the visitor's language
 * (`home.<lang>.html`, docs/decisions/026-public-page-drawn-at-build.md) when the build wrote it;
 * the addresses of `first-screens/index.json` get their own page in the visitor's language.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, serve?: boolean): Promise<void> {
  const serveWeb = serve ?? existsSync(`${webDist}/index.html`);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br/.gz next to each asset (scripts/compress-web.mjs).
      preCompressed: true,
      // `/` is answered below, by language; index.html is the shell of every other address.
      index: false,
      maxAge: "1h",
      setHeaders: (res, filePath) => {
        if (filePath.includes("/assets/")) res.header("cache-control", "public, max-age=31536000, immutable");
        // A page names the assets of one build: always asked again, so a deploy is seen at once.
        else if (filePath.endsWith(".html")) res.header("cache-control", "no-cache");
      },
    });
  }

  if (serveWeb) {
    const home = { en: "home.en.html", ml: "home.ml.html" };
    const drawn = Object.values(home).every((file) => existsSync(`${webDist}/${file}`));
    app.get("/", (request, reply) => {
      reply.header("cache-control", "no-cache");
      if (!drawn) return reply.sendFile("index.html");
      return sendInVisitorsLanguage(request, reply, home);
    });
  }

  const firstScreens = serveWeb ? readFirstScreens(webDist) : [];
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
    const screen = firstScreenFor(firstScreens, url);
    if (!screen) return reply.sendFile("index.html");
    return sendInVisitorsLanguage(request, reply, screen.pages);
  });
}
